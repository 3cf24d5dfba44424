// The name a new film's site is first given in its address (https://<name>.example) and its
// repository (<name>-site): the title in plain letters, as its language writes them without
// accents (German ö → oe and ß → ss, French œ → oe and é → e, Spanish ñ → n), by
// @sindresorhus/slugify's transliteration for that language; "&" as the language says "and".
import slugify from "@sindresorhus/slugify";

/** A host name's label holds 63 characters at most (RFC 1035). */
const longest = 63;

/** The word `lang` joins two things with, for "&": "and", "y", "et", "und", "e". */
function and(lang: string): string {
  const parts = new Intl.ListFormat(lang, { type: "conjunction" }).formatToParts(["a", "b"]);
  return parts.find((p) => p.type === "literal")?.value.trim() ?? "and";
}

/** `title`, written in the language `lang` (a code or tag), as a name for the site's address. */
export function addressName(title: string, lang: string): string {
  const code = new Intl.Locale(lang).language;
  const name = slugify(title, { locale: code, decamelize: false, customReplacements: [["&", ` ${and(code)} `]] });
  if (name.length <= longest) return name || "film";
  // Cut between words, never inside one.
  const cut = name.slice(0, longest + 1);
  return cut.slice(0, cut.lastIndexOf("-")) || name.slice(0, longest);
}
