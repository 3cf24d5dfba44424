// Picture desks print at 300 dpi and ask for at least 3000 px on the long edge. An image press
// can download that is smaller still builds (a smaller photo is better than none), but the
// build says which, how big it is and how large it would print, so the team can ask the
// photographer for the full-size file.
import path from "node:path";
import sharp from "sharp";
import { printCentimetres, printDpi, printLongEdge } from "#src/lib/print-size.ts";

/** One warning per file of `names` in `dir` under 3000 px on its long edge, naming it and its size. */
export async function printSizeWarnings(dir: string, names: string[], label = "content/uploads"): Promise<string[]> {
  const warnings = await Promise.all(
    names.map(async (name) => {
      const { width = 0, height = 0 } = await sharp(path.join(dir, name)).metadata();
      if (Math.max(width, height) >= printLongEdge) return undefined;
      return `${label}/${name} is ${width} × ${height} px, too small for print: picture desks print at ${printDpi} dpi and ask for at least ${printLongEdge} px on the long edge, and this one prints at only ${printCentimetres(width)} × ${printCentimetres(height)} cm. It is offered as it is; put the full-size file from the photographer in its place, under the same name`;
    }),
  );
  return warnings.filter((w) => w !== undefined);
}
