// Words of the editor's forms that Sveltia CMS has no option for, said as the build's check says
// them: an empty required field "is missing", and the file is refused without it; what a save
// over someone else's does here (admin/merge-draft.ts), where the editor alone would lose theirs;
// and what a save refused before anything is written means.
import type { UiLang } from "../../admin/ui-language.ts";

/** Under an empty required field, in the editor's English interfaces and its Spanish one. */
export const missingValue: Record<UiLang, string> = {
  en: "Missing: the build refuses the file without it. Write it here.",
  es: "Falta: la comprobación del sitio rechaza el archivo sin este dato. Escríbelo aquí.",
};

/**
 * The editor's words when the file changed after it was opened (its notice, and its question
 * before saving), in US English: its Spanish has none of its own and falls back to them.
 */
export const conflictWords = [
  {
    theirs: "overwrite_warning:`If you save now, their changes will be lost.`",
    ours: "overwrite_warning:`Saving keeps their changes and adds yours; where you both changed the same field, it shows you both and saves nothing until you save again.`",
  },
  { theirs: "save_anyway:`Save Anyway`", ours: "save_anyway:`Save with their changes`" },
];

/**
 * The dialog of a save that failed, above its reason: the editor's own asks the team to try again
 * later, whatever the reason. The reason below says what to mend and where (admin/main.ts refuses a
 * save the build would refuse), or what the git host answered; either way nothing is lost.
 */
export const notSavedWords: Record<UiLang, { title: string; description: string }> = {
  en: { title: "Not saved", description: "Your changes are still here, and the file is as it was." },
  es: { title: "No se ha guardado", description: "Tus cambios siguen aquí y el archivo está como estaba." },
};

/** `text` with the editor's own words `theirs` replaced by `ours`; refuses a text that has them other than once. */
export function withEditorWords(text: string, theirs: string, ours: string, file: string): string {
  const count = text.split(theirs).length - 1;
  if (count !== 1)
    throw new Error(`${file}: expected the editor's "${theirs}" once, found it ${count} times: update scripts/admin/form-words.ts`);
  return text.replace(theirs, ours);
}
