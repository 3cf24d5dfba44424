// The editor's sides: one for each language the site lists (content/site.yaml, as the build wrote
// it to src/generated/languages.json), the first the reference one, whose texts say which entry of
// a list is which and which the others stand beside. Each text of the files is a map of its
// languages (`tagline: {fr: …, en: …, de: …}`; `{fr: …}` on a site in one language); a words file's
// texts may also carry languages the site does not list (the kit's own), which the editor neither
// shows nor writes: they are kept as written.
import { languages, type Lang } from "#src/lib/languages.ts";
import { isLanguageCode, isTextKeys, isTexts } from "#src/content/build-time/schema/localized-text.ts";

export { languages, type Lang, isLanguageCode, isTextKeys };

/**
 * Whether `value` is a text of a site in `langs` (perhaps also in languages the site does not
 * list): the build's test (isTexts), for the editor's sides. A text a language was just added to
 * is a text still, its side empty until it is written.
 */
export const isText = (value: unknown, langs: readonly Lang[] = languages): value is Record<Lang, unknown> => isTexts(value, langs);
