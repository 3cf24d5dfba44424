// What the pages read of a content file beyond what it says, worked out in a language: written
// for the site by the build (scripts/prepare/content/load-collections.ts), and worked out from the
// draft by the editor's preview (admin/preview/), so both show an entry the same way.
import { countryName } from "../../lib/country-names.ts";
import { monthLabel, type Lang } from "../../lib/languages.ts";
import type { CollectionData } from "./collections.ts";
import type { Festivals, Screening } from "./schema/types.ts";

/** The festivals with each one's place as the language names it ("Sevilla, España") and its month written out ("octubre de 2025"). */
export function festivalsAsShown(festivals: CollectionData<"festivals">, lang: Lang): Festivals {
  return {
    ...festivals,
    submissions: festivals.submissions.map((s) => ({
      ...s,
      location: `${s.city}, ${countryName(s.country, lang)}`,
      notificationMonth: monthLabel(s.notificationDate, lang),
    })),
  };
}

/**
 * The screenings with each one's festival named as the language names it: a screening names its
 * festival in the first language, as festivals.yaml does (`referenceNames`), and is shown by the festival's
 * name in the language (`names`, in the same order).
 */
export function byFestivalNames<S extends Pick<Screening, "festival">>(
  screenings: readonly S[],
  referenceNames: readonly string[],
  names: readonly string[],
): S[] {
  const nameOf = new Map(referenceNames.map((english, i) => [english, names[i] ?? english]));
  return screenings.map((s) => (s.festival === undefined ? s : { ...s, festival: nameOf.get(s.festival) ?? s.festival }));
}
