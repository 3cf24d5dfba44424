// What the editor says of the build's check on the draft, in the language of its interface: the
// "Check" line at the top of each side (checked-fields.ts) and the refusal of a save (main.ts).
// Each problem is said in the build's words, after the field and side it is about (the side named
// in the interface's language: "French", "francés"), so whoever reads it knows what to mend and
// where; one of another file or of a whole list keeps the build's file and line.
import { fieldWords } from "./field-labels.ts";
import type { Placed } from "./problem-places.ts";
import { sideName, type UiLang } from "./ui-language.ts";

/** A problem at a field, as the team reads it: "Synopsis (Spanish): synopsis states runtime…". */
export const placedWords = (p: Placed, ui: UiLang) => `${fieldWords(p.keyPath)} (${sideName(p.locale, ui)}): ${p.message}`;

/** Every problem of the draft: those at a field with their field and side, then the others as the build says them. */
export const problemLines = (placed: readonly Placed[], elsewhere: readonly string[], ui: UiLang) => [
  ...placed.map((p) => placedWords(p, ui)),
  ...elsewhere,
];

/** The "Check" line's words while the file just opened is being checked (a moment). */
export const checkingWords: Record<UiLang, string> = {
  en: "Checking as the site's build checks it…",
  es: "Revisando como lo revisa la web al publicarse…",
};

/** The "Check" line's first words, for `mend` problems in the draft; the problems follow it. */
export const statusWords: Record<UiLang, (mend: number) => string> = {
  en: (mend) =>
    mend === 0
      ? "Checked as the site's build checks it: nothing to mend."
      : `${mend === 1 ? "One problem" : `${mend} problems`} to mend before saving:`,
  es: (mend) =>
    mend === 0
      ? "Revisado como lo revisa la web al publicarse: nada que corregir."
      : `${mend === 1 ? "Un problema" : `${mend} problemas`} que corregir antes de guardar:`,
};

/** The refusal of a save the build would refuse: what to mend, and where. */
export const refusalWords = (placed: readonly Placed[], elsewhere: readonly string[], ui: UiLang) => {
  const lines = problemLines(placed, elsewhere, ui);
  const one = lines.length === 1;
  const heading = {
    en: `Mend ${one ? "this" : "these"} first, then save again:`,
    es: `Corrige ${one ? "esto" : "estos problemas"} y vuelve a guardar:`,
  }[ui];
  return [heading, ...lines].join("\n");
};
