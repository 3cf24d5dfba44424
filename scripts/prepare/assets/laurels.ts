// The festival laurels (scripts/prepare/assets/laurel-svg.ts draws them) written for the site:
// public/laurels/<slug>.svg for the pages, <slug>-dark.svg for the press package's white
// cover, and the press page's download, a zip of every laurel as SVG and as a transparent PNG
// 3000 px wide, light and dark. The folder is made anew on every build, and there is none
// while the film has no laurel.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { strToU8, zipSync, type Zippable } from "fflate";
import sharp from "sharp";
import { film } from "../../../src/content/film";
import { laurelPath, laurelsArchivePath, laurelSize, type Laurel } from "../../../src/content/laurels";
import { laurelSvg, loadLaurelFonts, type LaurelVariant } from "./laurel-svg";

/** The width of the laurels' PNGs in the download: large enough for print. */
export const laurelPngWidth = 3000;
/** Entries carry this date, so the same laurels give the same zip. */
const entryDate = new Date("2025-01-01T00:00:00Z");

/** A laurel's SVG rasterised by sharp (librsvg), `width` pixels wide with its transparency. */
export const laurelPng = (svg: string, width: number): Promise<Buffer> =>
  sharp(Buffer.from(svg), { density: (72 * width) / laurelSize.width })
    .resize({ width })
    .png({ compressionLevel: 9 })
    .toBuffer();

const readme = (title: string) =>
  `${title}: festival laurels\n\n` +
  `<festival>.svg and .png: light, for dark backgrounds (as on the film's website).\n` +
  `<festival>-dark.svg and -dark.png: dark, for light backgrounds and print.\n\n` +
  `The SVGs are vector drawings with the text in outlines: they scale to any size and need no font.\n` +
  `The PNGs are ${laurelPngWidth} px wide, on a transparent background.\n`;

/** A laurel that cannot be drawn, named the way the film's team wrote it. */
function drawn(laurel: Laurel, draw: () => string): string {
  try {
    return draw();
  } catch (error) {
    throw new Error(`the laurel of "${laurel.festival}" cannot be drawn: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Writes every laurel's SVGs (light and dark) into a fresh public/laurels, none when there are
 * none; returns them by file name. Fast: the dev server calls it on every edit of content/.
 */
export function writeLaurelSvgs(publicDir: string, laurels: readonly Laurel[]): Map<string, string> {
  const dir = path.join(publicDir, "laurels");
  rmSync(dir, { recursive: true, force: true });
  const svgs = new Map<string, string>();
  if (laurels.length === 0) return svgs;
  mkdirSync(dir, { recursive: true });
  const fonts = loadLaurelFonts();
  for (const laurel of laurels) {
    for (const variant of ["light", "dark"] as const satisfies LaurelVariant[]) {
      const svg = drawn(laurel, () => laurelSvg(laurel, fonts, variant));
      const file = path.posix.basename(laurelPath(laurel, variant));
      writeFileSync(path.join(dir, file), svg);
      svgs.set(file, svg);
    }
  }
  return svgs;
}

/** Writes every laurel and the download; returns the light SVG of each, by slug, for the link preview. */
export async function writeLaurels(publicDir: string, laurels: readonly Laurel[]): Promise<Map<string, string>> {
  const files = writeLaurelSvgs(publicDir, laurels);
  if (laurels.length === 0) return new Map();
  const folder = `${film.title} Laurels/`;
  const entries: Zippable = { [`${folder}README.txt`]: strToU8(readme(film.title)) };
  for (const [file, svg] of files) {
    entries[`${folder}${file}`] = strToU8(svg);
    // PNG is compressed already: stored as it is.
    entries[`${folder}${file.replace(/\.svg$/, ".png")}`] = [await laurelPng(svg, laurelPngWidth), { level: 0 }];
  }
  writeFileSync(path.join(publicDir, laurelsArchivePath()), zipSync(entries, { level: 9, mtime: entryDate }));
  return new Map(laurels.map((l) => [l.slug, files.get(path.posix.basename(laurelPath(l)))!]));
}
