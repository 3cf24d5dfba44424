// Words of the editor's forms that Sveltia CMS has no option for, said as the build's check says
// them: an empty required field "is missing", and the file is refused without it.

/** Under an empty required field, in the editor's English interfaces and its Spanish one. */
export const missingValue = {
  en: "Missing: the build refuses the file without it. Write it here.",
  es: "Falta: la comprobación del sitio rechaza el archivo sin este dato. Escríbelo aquí.",
};

/** `text` with the editor's own words for an empty required field replaced by ours; refuses a text without them. */
export function withMissingValueWords(text: string, theirs: string, ours: string, file: string): string {
  const count = text.split(theirs).length - 1;
  if (count !== 1)
    throw new Error(`${file}: expected the editor's "${theirs}" once, found it ${count} times: update scripts/admin/form-words.ts`);
  return text.replace(theirs, ours);
}
