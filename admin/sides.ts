// The editor's sides: one for each language the site lists (content/site.yaml, as the build wrote
// it to src/generated/languages.json), the first the reference one, whose texts say which entry of
// a list is which and which the others stand beside. Each text of the files is a map of its
// languages (`tagline: {fr: …, en: …, de: …}`; `{fr: …}` on a site in one language); a words file's
// texts may also carry languages the site does not list (the kit's own), which the editor neither
// shows nor writes: they are kept as written.
import { languages, type Lang } from "#src/lib/languages.ts";

export { languages, type Lang };

/** Whether `key` is written as a language's code, as the texts' keys are: "en", "fr", "ast". */
export const isLanguageCode = (key: string) => /^[a-z]{2,3}$/.test(key);

/**
 * Whether a map with these keys is a text of a site in `langs`: every key a language's code, one
 * of `langs` at least among them. A text that lacks one of them (a language just added to the
 * site's list) is a text still, its side empty until it is written.
 */
export const isTextKeys = (keys: readonly string[], langs: readonly Lang[] = languages) =>
  keys.length > 0 && keys.every(isLanguageCode) && keys.some((k) => langs.includes(k));

/** Whether `value` is a text of a site in `langs` (perhaps also in languages the site does not list). */
export const isText = (value: unknown, langs: readonly Lang[] = languages): value is Record<Lang, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && isTextKeys(Object.keys(value), langs);
