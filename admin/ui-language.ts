// The language of the editor's interface, as Sveltia CMS picks it (the team's choice, or the
// browser's): the words the editor adds to it (the "Check" line, a refused save, a merge, the save
// panel, the form's words) are written in English and Spanish, and a team in another language reads
// them in English. Not the content's sides (sides.ts): a French side is named "French" in the
// English interface and "francés" in the Spanish one.
import type { Lang } from "#src/lib/languages.ts";

/** A language the editor's own words are written in. */
export type UiLang = "en" | "es";

/** The interface's language for a locale tag ("es-MX" is Spanish); English for any other. */
export const uiLanguageOf = (tag: string): UiLang => (tag.toLowerCase().startsWith("es") ? "es" : "en");

const names = new Map<UiLang, Intl.DisplayNames>();
/** A side named in the interface's language: "Spanish", "French"; "inglés", "francés". */
export function sideName(side: Lang, ui: UiLang): string {
  if (!names.has(ui)) names.set(ui, new Intl.DisplayNames([ui], { type: "language" }));
  return names.get(ui)!.of(side) ?? side;
}
