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
