// The artwork platforms and press ask for, made from the key art, the poster and the title in
// the site's typeface: the poster at 2000 × 3000 with title and billing block, the textless key
// art at 3840 × 2160 and 3000 × 3000, and the title treatment as a transparent PNG 3000 px wide
// and as SVG; each clean, and again with the featured laurels while the film has any. Written
// in the language of the content modules loaded (its file names, billing words and README) as
// one zip in public/downloads, the Press page's Artwork download.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { strToU8, zipSync, type Zippable } from "fflate";
import sharp, { type Sharp } from "sharp";
import { artwork as nameWords, artworkReadme as readmeWords, files as fileWords } from "#lang/words/press-kit.json";
import { fileSize, type SizeUnits } from "#src/lib/file-size.ts";
import { fill } from "#src/lib/fill.ts";
import { buildCache } from "../../lib/build-cache.ts";
import { artworkMaxBytes, keyArtSizes, posterSize, titlePngWidth } from "./artwork-sizes.ts";
import { posterLayerSvg, titleSvg, type ArtworkWords } from "./artwork-svg.ts";
import { laurelBandSvg } from "./laurel-band.ts";
import { loadLaurelFonts } from "./laurel-words.ts";
import { sharpMade } from "./sharp-made.ts";

/** JPEG qualities tried in turn until the file is under the limit. */
const qualities = [90, 85, 80, 75, 70];
/** Entries carry this date, so the same artwork gives the same zip. */
const entryDate = new Date("2025-01-01T00:00:00Z");

export type ArtworkKind = "poster" | "keyArtWide" | "keyArtSquare" | "titlePng" | "titleSvg";
/** One file of the download, as the README lists it. */
export type ArtworkFile = {
  kind: ArtworkKind;
  laurels: boolean;
  name: string;
  bytes: Buffer;
  width: number;
  height: number;
  type: "JPEG" | "PNG" | "SVG";
};

const cache = buildCache("artwork");

/** How the files are encoded: part of each file's key in the cache, so a change of them makes the files again. */
const jpegOptions = { mozjpeg: false };
// zlib's default level: at 9 a 3000 px title takes five times as long for a file 7 % smaller.
const pngOptions = { compressionLevel: 6 };
const encoding = JSON.stringify({ qualities, jpegOptions, pngOptions });

/** The image `make` encodes, from the build cache when the same inputs made it before (the other language's clean key art, another build). */
const madeOnce = (inputs: (string | Buffer)[], make: () => Promise<Buffer>) => sharpMade(cache, [...inputs, encoding], make);

/**
 * sRGB JPEG with its profile, at the best quality under the size limit. libjpeg's own encoder, not
 * mozjpeg's: for files a platform downloads once, well under its limit, mozjpeg's fifth fewer
 * bytes cost five times the encoding (half a second of each 4K key art, in every build).
 */
async function jpegUnderLimit(image: () => Sharp): Promise<Buffer> {
  let out: Buffer | undefined;
  for (const quality of qualities) {
    out = await image()
      .withIccProfile("srgb")
      .jpeg({ quality, ...jpegOptions })
      .toBuffer();
    if (out.length <= artworkMaxBytes) return out;
  }
  return out!;
}

/** The image's pixels, so a layer can be composited over them after resizing (sharp composites before it resizes). */
async function pixels(image: Sharp): Promise<() => Sharp> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

const svgPng = (svg: string, width: number) =>
  sharp(Buffer.from(svg), { density: (72 * width) / Number(/width="(\d+)"/.exec(svg)![1]) })
    .resize({ width })
    .withIccProfile("srgb")
    .png(pngOptions)
    .toBuffer();

/**
 * Every file of the download in the language: clean, and with `laurelSvgs` (the featured
 * laurels, light, in the language) when there are any. `uploads` is public/uploads.
 */
export async function makeArtwork(
  uploads: string,
  { keyArt, poster, words, laurelSvgs }: { keyArt: string; poster: string; words: ArtworkWords; laurelSvgs: readonly string[] },
): Promise<ArtworkFile[]> {
  const fonts = loadLaurelFonts();
  const keyArtBytes = readFileSync(path.join(uploads, keyArt));
  const posterBytes = readFileSync(path.join(uploads, poster));
  const versions = laurelSvgs.length > 0 ? [false, true] : [false];
  const name = (pattern: string, laurels: boolean, size?: { width: number; height: number }) =>
    fill(pattern, { laurels: laurels ? nameWords.withLaurels : "", size: size ? `${size.width}x${size.height}` : "" });
  const files: ArtworkFile[] = [];

  const posterArt = () => sharp(posterBytes).autoOrient().resize(posterSize.width, posterSize.height, { fit: "cover" });
  for (const laurels of versions) {
    const layer = posterLayerSvg(words, fonts, laurels ? laurelSvgs : []);
    const bytes = await madeOnce([posterBytes, "poster", layer], async () => {
      const art = await pixels(posterArt());
      return jpegUnderLimit(() => art().composite([{ input: Buffer.from(layer) }]));
    });
    files.push({ kind: "poster", laurels, name: `${name(nameWords.poster, laurels, posterSize)}.jpg`, bytes, ...posterSize, type: "JPEG" });
  }

  for (const kind of ["keyArtWide", "keyArtSquare"] as const) {
    const size = keyArtSizes[kind];
    const cut = () => sharp(keyArtBytes).autoOrient().resize(size.width, size.height, { fit: "cover", position: "attention" });
    for (const laurels of versions) {
      const band = laurels ? laurelBandSvg(laurelSvgs, size) : "";
      const bytes = await madeOnce([keyArtBytes, kind, JSON.stringify(size), band], async () => {
        if (!laurels) return jpegUnderLimit(cut);
        const art = await pixels(cut());
        return jpegUnderLimit(() => art().composite([{ input: Buffer.from(band) }]));
      });
      files.push({
        kind,
        laurels,
        name: `${name(nameWords[kind], laurels, size)}.jpg`,
        bytes,
        width: size.width,
        height: size.height,
        type: "JPEG",
      });
    }
  }

  for (const laurels of versions) {
    const svg = titleSvg(words.title, words.titleLanguage, fonts, laurels ? laurelSvgs : []);
    const [svgWidth, svgHeight] = [/width="(\d+)"/, /height="(\d+)"/].map((re) => Number(re.exec(svg)![1]));
    const png = await madeOnce([svg, "title", String(titlePngWidth)], () => svgPng(svg, titlePngWidth));
    const pngHeight = (await sharp(png).metadata()).height;
    const base = name(nameWords.titleTreatment, laurels);
    files.push({ kind: "titlePng", laurels, name: `${base}.png`, bytes: png, width: titlePngWidth, height: pngHeight, type: "PNG" });
    files.push({
      kind: "titleSvg",
      laurels,
      name: `${base}.svg`,
      bytes: Buffer.from(svg),
      width: svgWidth!,
      height: svgHeight!,
      type: "SVG",
    });
  }
  return files;
}

/** The README: each file, its size in pixels and bytes, and what it is for, in the language. */
export function artworkReadme(files: readonly ArtworkFile[], title: string, decimal: string, units?: SizeUnits): string {
  const uses: Record<ArtworkKind, string> = {
    poster: readmeWords.poster,
    keyArtWide: readmeWords.keyArtWide,
    keyArtSquare: readmeWords.keyArtSquare,
    titlePng: fill(readmeWords.titlePng, { width: titlePngWidth }),
    titleSvg: readmeWords.titleSvg,
  };
  const entries = files.map((f) => {
    const pixels = f.type === "SVG" ? readmeWords.vector : `${f.width} × ${f.height} px`;
    return `${f.name}\n  ${pixels} · ${f.type} · ${fileSize(f.bytes.length, decimal, units)}\n  ${uses[f.kind]}`;
  });
  return [
    fill(readmeWords.heading, { title }),
    "",
    entries.join("\n\n"),
    "",
    ...(files.some((f) => f.laurels) ? [readmeWords.laurels] : []),
    fill(readmeWords.colour, { limit: `${artworkMaxBytes / 1_000_000} ${units?.megabytes ?? "MB"}` }),
    "",
  ].join("\n");
}

/** The download as written: the README first, then the files in the README's order. */
export function artworkZip(files: readonly ArtworkFile[], readme: string): Uint8Array {
  const folder = `${fileWords.artworkFolder}/`;
  const entries: Zippable = { [`${folder}${fileWords.artworkReadme}`]: strToU8(readme) };
  // JPEG and PNG are compressed already: stored as they are.
  for (const f of files) entries[`${folder}${f.name}`] = f.type === "SVG" ? f.bytes : [f.bytes, { level: 0 }];
  return zipSync(entries, { level: 9, mtime: entryDate });
}

/** Makes the artwork and writes the download to `publicDir` + `archivePath`; returns its size in bytes. */
export async function writeArtwork(
  publicDir: string,
  archivePath: string,
  input: Parameters<typeof makeArtwork>[1] & { decimal: string; units: SizeUnits },
): Promise<number> {
  const files = await makeArtwork(path.join(publicDir, "uploads"), input);
  const zip = artworkZip(files, artworkReadme(files, input.words.title, input.decimal, input.units));
  const out = path.join(publicDir, archivePath);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, zip);
  return zip.length;
}
