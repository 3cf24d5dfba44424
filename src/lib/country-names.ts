import { localeOf, type Lang } from "./languages.ts";

/**
 * A country's name in the language, by its ISO 3166 code ("ES": "Spain", "España"), from ICU's
 * names through Intl.DisplayNames: used at build time, so no browser loads them.
 */
export function countryName(code: string, lang: Lang): string {
  return new Intl.DisplayNames([localeOf(lang)], { type: "region", fallback: "code" }).of(code) ?? code;
}
