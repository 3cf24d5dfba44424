// The site's languages, as content/site.yaml lists them and the build's first step writes them
// (src/generated/languages.json): the first at the site's root, each other under its code
// (/es/). Plain data, so the content schema, the build, the pages and the editor share it.
import list from "../generated/languages.json" with { type: "json" };

/** A language of the site, as src/generated/languages.json holds it. */
export type LanguageInfo = {
  /** Its code, as the content's texts are keyed and its pages' addresses start: "en", "es", "fr". */
  code: string;
  /** The tag Intl formats its dates and numbers with, as written in content/site.yaml: "en-GB". */
  locale: string;
  /** Its Open Graph locale: "en_GB", "fr_FR". */
  ogLocale: string;
  /** Its name in English, as the build's messages to the team say it: "Spanish". */
  englishName: string;
  /** Its name in itself, as the language switch offers it: "Español", "Français". */
  ownName: string;
};

/** A language of the site, by its code: "en", "es", "fr". */
export type Lang = string;

const table: readonly LanguageInfo[] = list;

/** The site's languages, by code, in content/site.yaml's order. */
export const languages: readonly Lang[] = table.map((l) => l.code);
/** The language whose pages are at the site's root: the first of the list. */
export const rootLanguage: Lang = languages[0]!;

function infoOf(lang: Lang): LanguageInfo {
  const info = table.find((l) => l.code === lang);
  if (!info) throw new Error(`"${lang}" is not one of the site's languages (content/site.yaml: ${languages.join(", ")})`);
  return info;
}

/** The language by name, as the build's messages to the film's team say it: "Spanish" (also of a language the site does not list). */
export const languageNameOf = (lang: Lang) =>
  table.find((l) => l.code === lang)?.englishName ?? new Intl.DisplayNames(["en"], { type: "language" }).of(lang) ?? lang;
/** The locale whose conventions the language's dates and numbers follow, for Intl: "en-GB". */
export const localeOf = (lang: Lang) => infoOf(lang).locale;
/** The language named in itself, for the switch between them: "Español". */
export const ownNameOf = (lang: Lang) => infoOf(lang).ownName;
/** The Open Graph locale of the language's pages: "es_ES". */
export const ogLocaleOf = (lang: Lang) => infoOf(lang).ogLocale;

/** "October 2025", "octubre de 2025": a year and month (2025-10) in the language's own way. */
export function monthLabel(yearMonth: string, lang: Lang): string {
  const [y, m] = yearMonth.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(localeOf(lang), { month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(y, m - 1, 1));
}

/** Where the language's pages live: the first language at the site's root, each other under /<code>/. */
export const rootOf = (lang: Lang) => (lang === rootLanguage ? "/" : `/${infoOf(lang).code}/`);

/** The address of a page in `lang`: in Spanish, /about is /es/about and the home page /es/. */
export function pathIn(lang: Lang, path: string): string {
  if (lang === rootLanguage) return path;
  return path === "/" ? rootOf(lang) : `${rootOf(lang).slice(0, -1)}${path}`;
}

/** The language of an address and the page's path in it: /es/about is Spanish, at /about. */
export function languageOf(address: string): { lang: Lang; path: string } {
  const [, first = "", rest = "/"] = /^\/([^/]*)(\/.*)?$/.exec(address) ?? [];
  const lang = languages.find((l) => l !== rootLanguage && l === first);
  if (!lang) return { lang: rootLanguage, path: address };
  return { lang, path: rest === "/" ? "/" : rest.replace(/\/$/, "") };
}
