// Sveltia CMS's own code, mended where it loses what the team wrote. Each mend names what it
// replaces by its shape in the npm build, and the build stops where that shape is not there once
// (a newer Sveltia CMS): looked at again then, never applied blind.

/**
 * A text written in the second language of an optional group ticked open on the first side (a
 * festival's first `answer:`, its Spanish premiere) reached neither the check nor the file: the
 * draft keeps the closed group's `null` on the other side, and the `flat` package's unflatten
 * writes nothing under a key that holds `null`. Mended so that a `null` group with values under it
 * takes them, as the editor shows it; a group without values stays `null`.
 */
const nullGroupTakesItsValues = {
  shape: /if\(!(\w+)&&!(\w+)&&(\w+)\[(\w+)\]!==void 0\)return;\(\1&&!\2\|\|!\1&&\3\[\4\]==null\)/g,
  mended: "if(!$1&&!$2&&$3[$4]!=null)return;($1&&!$2||!$1&&$3[$4]==null)",
};

/** Sveltia CMS's npm build (`file`, its `text`) with its mends made; refuses a text where one's shape is not there once. */
export function withEditorMends(text: string, file: string): string {
  const { shape, mended } = nullGroupTakesItsValues;
  const count = text.match(shape)?.length ?? 0;
  if (count !== 1)
    throw new Error(
      `${file}: expected the flat package's unflatten once, found it ${count} times: look at scripts/admin/editor-mends.ts again`,
    );
  return text.replace(shape, mended);
}
