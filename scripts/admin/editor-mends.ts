// Sveltia CMS's own code, mended where it loses what the team wrote. Each mend names what it
// replaces by its shape in the npm build, and the build stops where that shape is not there once
// (a newer Sveltia CMS): looked at again then, never applied blind.

type Mend = { what: string; shape: RegExp; mended: string };

/**
 * A text written in the second language of an optional group ticked open on the first side (a
 * festival's first `answer:`, its Spanish premiere) reached neither the check nor the file: the
 * draft keeps the closed group's `null` on the other side, and the `flat` package's unflatten
 * writes nothing under a key that holds `null`. Mended so that a `null` group with values under it
 * takes them, as the editor shows it; a group without values stays `null`.
 */
const nullGroupTakesItsValues: Mend = {
  what: "the flat package's unflatten",
  shape: /if\(!(\w+)&&!(\w+)&&(\w+)\[(\w+)\]!==void 0\)return;\(\1&&!\2\|\|!\1&&\3\[\4\]==null\)/g,
  mended: "if(!$1&&!$2&&$3[$4]!=null)return;($1&&!$2||!$1&&$3[$4]==null)",
};

/**
 * A list entry moved on one side (its handle dragged, or moved by the keyboard) moved there alone:
 * a list holding texts has a list of its own on each side (its `i18n: true`), and the list editor
 * (list-editor-complex.svelte) moves the entry only in the list of the side it is shown on. The
 * other sides kept the old order, and a save, which pairs the sides' entries by their place, gave
 * the moved festival and the one it passed each other's other-language texts, or lost a new
 * answer's. Mended so that a move is made on every side, as a field the sides share
 * (`duplicate`) is: the update function of the list editor takes a second argument saying so, and
 * its move passes it. Its other changes (add, remove) are as they were.
 */
const moveOnEverySide: Mend = {
  what: "the list editor's move",
  shape:
    /(\w+)=(\w+)=>\{let (\w+)=(\w+)\.current;\3&&(\w+)\(\{valueStore:\3\[(\w+)\],locale:(\w+)\.locale,i18n:(\w+\(\w+\))\},([^\n]*?=async\(\w+,\w+,\w+=`reorder`\)=>\{\1\(\(\{valueList:\w+,expanderStateList:\w+\}\)=>\{[^\n]*?\})\),await/g,
  mended:
    "$1=($2,onEverySide)=>{let $3=$4.current;$3&&$5({valueStore:$3[$6],locale:$7.locale,i18n:onEverySide?`duplicate`:$8},$9,!0),await",
};

export const editorMends: readonly Mend[] = [nullGroupTakesItsValues, moveOnEverySide];

/** Sveltia CMS's npm build (`file`, its `text`) with its mends made; refuses a text where one's shape is not there once. */
export function withEditorMends(text: string, file: string): string {
  return editorMends.reduce((mended, { what, shape, mended: by }) => {
    const count = mended.match(shape)?.length ?? 0;
    if (count !== 1)
      throw new Error(`${file}: expected ${what} once, found it ${count} times: look at scripts/admin/editor-mends.ts again`);
    return mended.replace(shape, by);
  }, text);
}
