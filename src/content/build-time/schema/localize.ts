// A content file's data in one language, as the loader writes it for the site to read.
import type { z } from "zod";
import { rootLanguage, type Lang } from "../../../lib/languages.ts";
import { isTexts } from "./localized-text.ts";

type TextOf<T> = T extends Record<string, infer V> ? V : never;

/**
 * What the site reads of a content file in one language: each text in several languages becomes
 * that language's, and a name written once is the same in all.
 */
export type Localized<T> =
  T extends z.$brand<"Texts">
    ? TextOf<T>
    : T extends readonly (infer U)[]
      ? Localized<U>[]
      : T extends object
        ? { [K in keyof T]: Localized<T[K]> }
        : T;

/** `data` in one language: every text keyed by language becomes the text of `lang`. */
export function localize<T>(data: T, lang: Lang): Localized<T> {
  if (Array.isArray(data)) return data.map((item: unknown) => localize(item, lang)) as Localized<T>;
  if (isTexts(data)) return data[lang] as Localized<T>;
  if (typeof data === "object" && data !== null)
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, localize(v, lang)])) as Localized<T>;
  return data as Localized<T>;
}
/** A name or text in the site's first language, by which other files and the build refer to it. */
export const referenceOf = (t: string | Record<Lang, string>) => (typeof t === "string" ? t : t[rootLanguage]!);
