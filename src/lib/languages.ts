// The site's languages: English at the site's root, Spanish under /es/. Plain data, so the
// content schema, the build and the pages share it.

export const languages = ["en", "es"] as const;
export type Lang = (typeof languages)[number];

/** The languages by name, as the build's messages to the film's team say them. */
export const languageNames: Record<Lang, string> = { en: "English", es: "Spanish" };

/** The locale whose conventions each language's dates and numbers follow, for Intl at build time. */
export const locales: Record<Lang, string> = { en: "en-GB", es: "es-ES" };

/** "October 2025", "octubre de 2025": a year and month (2025-10) in the language's own way. */
export function monthLabel(yearMonth: string, lang: Lang): string {
  const [y, m] = yearMonth.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(locales[lang], { month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(y, m - 1, 1));
}

/** Where each language's pages live: English at the site's root, Spanish under /es/. */
export const languageRoots: Record<Lang, string> = { en: "/", es: "/es/" };

/** The address of a page in `lang`: in Spanish, /about is /es/about and the home page /es/. */
export function pathIn(lang: Lang, path: string): string {
  if (lang === "en") return path;
  return path === "/" ? languageRoots[lang] : `${languageRoots[lang].slice(0, -1)}${path}`;
}

/** The language of an address and the page's path in it: /es/about is Spanish, at /about. */
export function languageOf(address: string): { lang: Lang; path: string } {
  const match = /^\/es(\/.*)?$/.exec(address);
  if (!match) return { lang: "en", path: address };
  const rest = match[1] ?? "/";
  return { lang: "es", path: rest === "/" ? "/" : rest.replace(/\/$/, "") };
}

/** Each language named in itself, for the switch between them. */
export const ownNames: Record<Lang, string> = { en: "English", es: "Español" };
/** The Open Graph locale of each language's pages. */
export const ogLocales: Record<Lang, string> = { en: "en_GB", es: "es_ES" };
