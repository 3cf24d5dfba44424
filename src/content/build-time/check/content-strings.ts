// Every string of every content file as loaded (placeholders put in), in one language, with the
// file, line and field it sits at, so the link and fact checks read all content (files added
// later included) without knowing its shape.
import type { CollectionName } from "../collections.ts";
import { rootLanguage, type Lang } from "../../../lib/languages.ts";
import type { LoadedFiles } from "./read-texts.ts";

export type ContentString = {
  /** The content file, e.g. `content/people.yaml`. */
  file: string;
  /** File and line, as messages begin: `content/people.yaml:37`. */
  where: string;
  /** How messages name the field: its name ("description"). */
  field: string;
  /** Field path in the file's data, e.g. `principalCast[1].description`. */
  path: string;
  /** The property the string sits under (list items keep their list's name). */
  key: string;
  value: string;
  /** The `label` or `stage` of the group the string sits in: "Budget" for a value. */
  label?: string;
};

const labelKeys = ["label", "stage"];

/** `where`, then the field in words: `content/people.yaml:37: description`. */
export const at = (s: Pick<ContentString, "where" | "field">) => (s.field === "" ? `${s.where}:` : `${s.where}: ${s.field}`);

/**
 * Strings of every loaded file in `lang`, depth first, in the registry's order (the order `files` has); numbers and
 * booleans are skipped. Each is placed on the line of its language's text (its `es:`), or of its
 * field where a name is written once.
 */
export function contentStrings(files: Partial<LoadedFiles>, lang: Lang = rootLanguage): ContentString[] {
  const out: ContentString[] = [];
  for (const name of Object.keys(files) as CollectionName[]) {
    // The site's settings (its address, languages, repository) are no text of the film's.
    if (name === "site") continue;
    const loaded = files[name];
    const data = loaded?.languages?.[lang] ?? loaded?.data;
    if (loaded === undefined || data === undefined) continue;
    const { file } = loaded;
    const visit = (at: PropertyKey[], key: string, value: unknown, label: string | undefined) => {
      if (typeof value === "string") {
        const path = at.map((p, i) => (typeof p === "number" ? `[${p}]` : `${i === 0 ? "" : "."}${String(p)}`)).join("");
        out.push({
          file,
          where: loaded.where([...at, lang]),
          field: key,
          path,
          key,
          value,
          ...(label === undefined ? {} : { label }),
        });
        return;
      }
      if (typeof value !== "object" || value === null) return;
      if (Array.isArray(value)) {
        value.forEach((item, i) => visit([...at, i], key, item, undefined));
        return;
      }
      const group = value as Record<string, unknown>;
      const own = labelKeys.map((k) => group[k]).find((v): v is string => typeof v === "string");
      for (const [k, v] of Object.entries(group)) visit([...at, k], k, v, labelKeys.includes(k) ? undefined : own);
    };
    visit([], name, data, undefined);
  }
  return out;
}

/**
 * The strings the fact check reads: all but the pages' words (content/words), which are the kit's,
 * the same for every film, and state none of its facts ("British Sign Language" is no film language).
 */
export function filmStrings(files: Partial<LoadedFiles>, lang: Lang = rootLanguage): ContentString[] {
  return contentStrings(files, lang).filter((s) => !s.file.startsWith("content/words/"));
}
