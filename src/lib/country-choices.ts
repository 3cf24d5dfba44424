import countries from "i18n-iso-countries";
import { countryName } from "./country-names.ts";
import { localeOf, type Lang } from "./languages.ts";

/**
 * Every country ISO 3166 lists, named in the language and in its alphabetical order
 * ("Åland" with the A's in Swedish, "Österreich" with the O's in German), for a visitor to say
 * where they live. At build time only: no browser loads the list of codes.
 */
export function countryChoices(lang: Lang): { code: string; name: string }[] {
  const collator = new Intl.Collator(localeOf(lang));
  return Object.keys(countries.getAlpha2Codes())
    .map((code) => ({ code, name: countryName(code, lang) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The country of the language's way of writing (en-GB: GB), which the visitor most likely lives in. */
export function likelyCountry(lang: Lang): string | undefined {
  return new Intl.Locale(localeOf(lang)).maximize().region;
}
