// The festival laurels (scripts/prepare/assets/laurel-svg.ts draws them) written for the site,
// in each language with its words: public/laurels/<slug>.svg (public/laurels/es/ in Spanish)
// for the pages, <slug>-dark.svg for light paper, and the press page's download, a zip of every
// laurel as SVG and as a transparent PNG 3000 px wide, light and dark, its files named in the
// language. The folder's files are made anew on every build, and there are none while the film
// has no laurel.
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { strToU8, zipSync, type Zippable } from "fflate";
import sharp from "sharp";
import { files as fileWords, laurelsReadme } from "#lang/words/press-kit.json";
import { lang as pagesLang } from "#src/content/language.ts";
import { laurelPath, laurelsArchivePath, laurelsFolderIn, laurelSize, type Laurel } from "#src/content/laurels.ts";
import { fill } from "#src/lib/fill.ts";
import type { Lang } from "#src/lib/languages.ts";
import { slugOf } from "#src/lib/words.ts";
import { buildCache } from "../../lib/build-cache.ts";
import type { LaurelVariant } from "./laurel-frame.ts";
import { laurelSvg } from "./laurel-svg.ts";
import { loadLaurelFonts } from "./laurel-words.ts";
import { sharpMade } from "./sharp-made.ts";

/** The width of the laurels' PNGs in the download: large enough for print. */
export const laurelPngWidth = 3000;
/** Entries carry this date, so the same laurels give the same zip. */
const entryDate = new Date("2025-01-01T00:00:00Z");

const cache = buildCache("laurels");

/** zlib's default level: at 9 a 3000 px laurel took 0.35 CPU-s against 0.06, for a file 6 % smaller. */
const pngOptions = { compressionLevel: 6 };

/**
 * A laurel's SVG rasterised by sharp (librsvg), `width` pixels wide with its transparency: kept in
 * the build cache by the SVG and how it is encoded, since most builds draw the same laurels as the last.
 */
export const laurelPng = (svg: string, width: number): Promise<Buffer> =>
  sharpMade(cache, [svg, String(width), JSON.stringify(pngOptions)], () =>
    sharp(Buffer.from(svg), { density: (72 * width) / laurelSize.width })
      .resize({ width })
      .png(pngOptions)
      .toBuffer(),
  );

/** What each file is for, in the language (content/words/press-kit.yaml). */
const readme = () =>
  `${laurelsReadme.heading}\n\n${laurelsReadme.light}\n${laurelsReadme.dark}\n\n${laurelsReadme.vectors}\n` +
  `${fill(laurelsReadme.pixels, { width: laurelPngWidth })}\n`;

/** A laurel that cannot be drawn, named the way the film's team wrote it. */
function drawn(laurel: Laurel, draw: () => string): string {
  try {
    return draw();
  } catch (error) {
    throw new Error(`the laurel of "${laurel.festival}" cannot be drawn: ${(error as Error).message}`, { cause: error });
  }
}

/** Removes the files of a language's folder (another language's folder inside it stays), and the folder once empty. */
function clearFolder(dir: string): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) if (statSync(path.join(dir, name)).isFile()) rmSync(path.join(dir, name), { force: true });
  if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true, force: true });
}

/**
 * Writes every laurel's SVGs (light and dark), their words in `lang`, afresh into that
 * language's folder of public/laurels, none when there are none; returns them by variant and
 * slug. Fast: the dev server calls it on every edit of content/.
 */
export function writeLaurelSvgs(
  publicDir: string,
  laurels: readonly Laurel[],
  lang: Lang = "en",
): { laurel: Laurel; variant: LaurelVariant; svg: string }[] {
  const dir = path.join(publicDir, laurelsFolderIn(lang));
  clearFolder(dir);
  const svgs: { laurel: Laurel; variant: LaurelVariant; svg: string }[] = [];
  if (laurels.length === 0) return svgs;
  mkdirSync(dir, { recursive: true });
  const fonts = loadLaurelFonts();
  for (const laurel of laurels) {
    for (const variant of ["light", "dark"] as const satisfies LaurelVariant[]) {
      const svg = drawn(laurel, () => laurelSvg(laurel, fonts, variant));
      writeFileSync(path.join(publicDir, laurelPath(laurel, variant, lang)), svg);
      svgs.push({ laurel, variant, svg });
    }
  }
  return svgs;
}

/**
 * Writes every laurel and the download in the language of the content modules loaded (the
 * download's files named after the festivals as that language names them); returns the light
 * SVG of each, by slug, for the link preview.
 */
export async function writeLaurels(publicDir: string, laurels: readonly Laurel[]): Promise<Map<string, string>> {
  const svgs = writeLaurelSvgs(publicDir, laurels, pagesLang);
  if (laurels.length === 0) return new Map();
  const folder = `${fileWords.laurelsFolder}/`;
  const entries: Zippable = { [`${folder}${fileWords.laurelsReadme}`]: strToU8(readme()) };
  for (const { laurel, variant, svg } of svgs) {
    const file = `${folder}${slugOf(laurel.festival)}${variant === "dark" ? fileWords.darkLaurel : ""}`;
    entries[`${file}.svg`] = strToU8(svg);
    // PNG is compressed already: stored as it is.
    entries[`${file}.png`] = [await laurelPng(svg, laurelPngWidth), { level: 0 }];
  }
  writeFileSync(path.join(publicDir, laurelsArchivePath()), zipSync(entries, { level: 9, mtime: entryDate }));
  cache.prune();
  return new Map(svgs.filter((s) => s.variant === "light").map((s) => [s.laurel.slug, s.svg]));
}
