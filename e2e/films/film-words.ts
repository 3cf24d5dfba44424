// What names a film, read from its content files (not content/words, which the films share): the
// words a test looks for in another film's site, where none may be. Its title, people, characters,
// companies, places, festivals, critics, photographers, addresses and image files, whole, and the
// proper nouns of its texts: a capitalised word inside a sentence ("Granada", "Kerlouan", "Pella";
// not in German, which capitalises every noun). Less any the other film's own content also has
// ("Paris", "Festival"), and the names of countries and languages, which every site carries (the
// editor's list of countries, the language switch).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import countries from "i18n-iso-countries";
import { parse } from "yaml";

/** Keys whose values are names, written whole, in whichever file. */
const nameKeys = new Set([
  "title:film",
  "premiereVenue",
  "premiereCity",
  "productionCompanies",
  "copyrightHolder",
  "name:people",
  "role:people.principalCast",
  "name:festivals",
  "city",
  "section",
  "outlet",
  "critic",
  "name:contact",
  "email",
  "href",
  "address",
  "repository",
  "file",
  "venue",
  "where",
]);
/** Keys of the texts whose proper nouns name the film's places and people. */
const proseKeys = new Set([
  "tagline",
  "synopsis",
  "directorsStatement",
  "festivalStrategy",
  "bio",
  "description",
  "alt",
  "caption",
  "shootNote",
  "quote",
  "detail",
  "reason",
  "text",
]);

/** A proper noun inside a sentence: a capitalised word of four letters or more after a lower-case word or a comma. */
const properNoun = /(?<=[\p{Ll},;] )\p{Lu}[\p{L}'’-]{3,}/gu;

type Found = { key: string; file: string; list: string; lang: string | undefined; text: string };

/** Every string of a content file, with its key, the list it is in and its language. */
function* stringsOf(value: unknown, file: string, key = "", list = "", lang?: string): Generator<Found> {
  if (typeof value === "string") yield { key, file, list, lang, text: value.trim() };
  else if (Array.isArray(value)) for (const v of value) yield* stringsOf(v, file, key, list || key, lang);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value))
      if (/^[a-z]{2}$/.test(k)) yield* stringsOf(v, file, key, list, k);
      else yield* stringsOf(v, file, k, list, lang);
}

const named = ({ key, file, list }: Found) => nameKeys.has(key) || nameKeys.has(`${key}:${file}`) || nameKeys.has(`${key}:${file}.${list}`);

/** The words that name the film of `content` (a content folder): names whole, and the proper nouns of its texts. */
export function namesOf(content: string): Set<string> {
  const names = new Set<string>();
  for (const name of readdirSync(content).filter((f) => f.endsWith(".yaml"))) {
    const file = name.replace(/\.yaml$/, "");
    for (const s of stringsOf(parse(readFileSync(path.join(content, name), "utf8")), file)) {
      if (named(s) && !/^\{|\s\{/.test(s.text)) names.add(s.text.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, ""));
      if (s.key === "credit") {
        const [, who = "", company = ""] = /^[\p{L}-]+ *: *(.+?) *\/ *(.+)$/u.exec(s.text) ?? [];
        names.add(who).add(company);
      }
      if (proseKeys.has(s.key) && s.lang !== "de") for (const m of s.text.matchAll(properNoun)) names.add(m[0].replace(/['’]s$/, ""));
    }
  }
  names.delete("");
  return names;
}

/** Everything a content folder says, its words files and its images' names included. */
export function everythingIn(content: string): string {
  return readdirSync(content, { recursive: true, encoding: "utf8" })
    .map((f) => (f.endsWith(".yaml") ? readFileSync(path.join(content, f), "utf8") : f))
    .join("\n");
}

/**
 * Every name of a country and a language in the kit's languages, and each word of one ("Sierra"
 * of Sierra Leone, "North", "America", "Latin", the "Elena" of Sant'Elena): the kit's words, which
 * the editor's lists of countries and languages carry on every site, not a film's (Granada, which
 * Spanish calls Grenada, among them).
 */
const kitNames = (() => {
  const all = new Set<string>();
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const codes = [...letters].flatMap((a) => [...letters].map((b) => a + b));
  for (const lang of ["en", "es", "fr", "de", "it", "pt"]) {
    const file = path.join(import.meta.dirname, `../../node_modules/i18n-iso-countries/langs/${lang}.json`);
    countries.registerLocale(JSON.parse(readFileSync(file, "utf8")));
    const languages = new Intl.DisplayNames([lang], { type: "language", fallback: "none" });
    const names = [...Object.values(countries.getNames(lang, { select: "all" })).flat(), ...codes.flatMap((c) => languages.of(c) ?? [])];
    for (const name of names) for (const n of [name, ...name.split(/[\s,()'’-]+/)]) all.add(n.toLowerCase());
  }
  return all;
})();

/** The names of the film of `content` that the site whose content folder is `own` does not also have: none may be in it. */
export function foreignNames(content: string, own: string): string[] {
  const ours = everythingIn(own).toLowerCase();
  return [...namesOf(content)]
    .filter((n) => n.length >= 4 && !ours.includes(n.toLowerCase()) && !kitNames.has(n.toLowerCase()))
    .sort((a, b) => a.localeCompare(b));
}
