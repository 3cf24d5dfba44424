// A content file's data in one language, as the loader writes it for the site to read.
import type { Lang } from "../../../lib/languages.ts";

/**
 * What the site reads of a content file in one language: each en:/es: pair is the text of that
 * language, and a name written once is the same in both.
 */
export type Localized<T> = T extends { en: infer V; es: unknown }
  ? V
  : T extends readonly (infer U)[]
    ? Localized<U>[]
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T;

/** `data` in one language: every en:/es: pair becomes the text of `lang`. */
export function localize<T>(data: T, lang: Lang): Localized<T> {
  if (Array.isArray(data)) return data.map((item: unknown) => localize(item, lang)) as Localized<T>;
  if (typeof data === "object" && data !== null) {
    const keys = Object.keys(data);
    if (keys.length === 2 && keys.includes("en") && keys.includes("es")) return (data as Record<Lang, unknown>)[lang] as Localized<T>;
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, localize(v, lang)])) as Localized<T>;
  }
  return data as Localized<T>;
}
/** The English of a name or text, as other files refer to it. */
export const englishOf = (t: string | { en: string }) => (typeof t === "string" ? t : t.en);
