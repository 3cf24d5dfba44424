// The press package and the festival strategy PDFs in one language, made here at build time as
// static files (public/downloads/<Title>-Press-Package.pdf, <Title>-Festival-Strategy.pdf, and the
// Spanish <Title>-Dossier-de-Prensa.pdf, <Title>-Estrategia-de-Festivales.pdf) that the download
// links serve: the language's content modules (run once per language, language-assets.ts), the builders of src/press-kit/ (PDFKit), the site's own font files from its
// @fontsource packages, and the images of public/uploads cropped and sized by sharp for the
// place they take on the page.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { buildCache, cacheKey } from "../../lib/build-cache.ts";
import { readPdfStructure, structureProblems } from "./pdf-structure.ts";
import { sharpMade } from "./sharp-made.ts";
import { sfntOfWoff } from "./woff-sfnt.ts";
import type { PdfAssets, PdfImages } from "#src/press-kit/pdf-types.ts";
import type { FontName, PdfFonts } from "#src/press-kit/pdf-page.ts";

const require = createRequire(import.meta.url);

/**
 * The faces the PDFs embed (subset to the characters used): the site's own, Latin subset
 * (English, Spanish, £ and typographic punctuation), as their packages ship them (WOFF).
 */
export const pdfFontFiles: Record<FontName, string> = {
  display: "@fontsource/fraunces/files/fraunces-latin-600-normal.woff",
  displayItalic: "@fontsource/fraunces/files/fraunces-latin-400-italic.woff",
  body: "@fontsource/inter/files/inter-latin-400-normal.woff",
  bodyItalic: "@fontsource/inter/files/inter-latin-400-italic.woff",
  bodyBold: "@fontsource/inter/files/inter-latin-600-normal.woff",
};

/** The faces, unpacked from WOFF for PDFKit (woff-sfnt.ts says why). */
export function readPdfFonts(): PdfFonts {
  return Object.fromEntries(
    Object.entries(pdfFontFiles).map(([name, file]) => [name, new Uint8Array(sfntOfWoff(readFileSync(require.resolve(file))))]),
  ) as unknown as PdfFonts;
}

/** How the photographs are sized and encoded: enough for print at full page (about 240 dpi), light enough to e-mail. */
export const pdfImageSizes = { cover: 2000, keyArt: 2400, still: 1800, headshot: 400, laurel: 420, quality: 82 };

const jpeg = (image: Sharp) => image.jpeg({ quality: pdfImageSizes.quality, mozjpeg: true }).toBuffer();

const pdfImageCache = buildCache("pdf-images");

/**
 * The image `how` (what is done to it, with its settings) makes of `source`: taken from the build
 * cache when the same bytes were made so before, by the other language's PDFs or another site of
 * the same photos (the test suite's). Encoding them is a quarter of the time the PDFs take.
 */
const madeOnce = (source: Buffer, how: string, make: (source: Buffer) => Promise<Buffer>) =>
  sharpMade(pdfImageCache, [source, how], () => make(source));

/** An image cropped (centred) to `aspect` (width / height) and at most `width` pixels wide. */
function cropped(file: string, aspect: number, width: number): Promise<Buffer> {
  return madeOnce(readFileSync(file), `cropped ${aspect} ${width} ${pdfImageSizes.quality}`, async (bytes) => {
    const meta = await sharp(bytes).autoOrient().metadata();
    const [w, h] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
    const cropWidth = Math.min(w, Math.round(h * aspect));
    const cropHeight = Math.round(cropWidth / aspect);
    const out = Math.min(width, cropWidth);
    return jpeg(
      sharp(bytes)
        .autoOrient()
        .extract({ left: Math.round((w - cropWidth) / 2), top: Math.round((h - cropHeight) / 2), width: cropWidth, height: cropHeight })
        .resize(out, Math.round(out / aspect), { fit: "fill" }),
    );
  });
}

/**
 * Reads everything the PDFs draw. An image that cannot be read stops the build: a press
 * package without its cover or a still is not one to hand out.
 */
export async function readPdfAssets(publicDir: string): Promise<PdfAssets> {
  const site = await import("#src/content/index.ts");
  const { PAGE } = await import("#src/press-kit/pdf-page.ts");
  const { keyArtBand } = await import("#src/press-kit/festival-strategy.ts");
  const { coverLaurelsMax } = await import("#src/press-kit/press-package.ts");
  const upload = (file: string) => path.join(publicDir, "uploads", file);
  const [cover, keyArt, stills, headshots, laurels] = await Promise.all([
    cropped(upload(site.poster.file), PAGE.width / PAGE.height, pdfImageSizes.cover),
    cropped(upload(site.keyArt.file), keyArtBand.width / keyArtBand.height, pdfImageSizes.keyArt),
    Promise.all(
      site.pressStills.map(async (s) => {
        const data = await madeOnce(readFileSync(upload(s.file)), `still ${pdfImageSizes.still} ${pdfImageSizes.quality}`, (bytes) =>
          jpeg(sharp(bytes).autoOrient().resize({ width: pdfImageSizes.still, withoutEnlargement: true })),
        );
        const meta = await sharp(data).metadata();
        return [s.file, { data, width: meta.width, height: meta.height }] as const;
      }),
    ),
    Promise.all(
      site.principalCast.map(async (m) => {
        const data = await cropped(upload(m.headshot.file), 4 / 5, pdfImageSizes.headshot);
        return [m.headshot.file, { data, width: pdfImageSizes.headshot, height: (pdfImageSizes.headshot * 5) / 4 }] as const;
      }),
    ),
    Promise.all(
      site.laurels.slice(0, coverLaurelsMax).map(async (l) => {
        const svg = readFileSync(path.join(publicDir, site.laurelPath(l, "light")));
        const meta = await sharp(svg).metadata();
        const width = pdfImageSizes.laurel;
        const height = Math.round((meta.height * width) / meta.width);
        const data = await madeOnce(svg, `laurel ${width}`, (bytes) =>
          sharp(bytes, { density: (72 * width) / meta.width })
            .resize(width, height, { fit: "fill" })
            .png({ compressionLevel: 9, palette: false })
            .toBuffer(),
        );
        return { data, width, height };
      }),
    ),
  ]);
  const images: PdfImages = { cover, keyArt, stills: new Map(stills), headshots: new Map(headshots), laurels };
  return { fonts: readPdfFonts(), images };
}

/**
 * What each PDF was made with, for the tests that read the files back
 * (src/generated/pdf-layouts.json): its bookmarks, and its picture pages (the cover, the stills).
 */
export type PdfLayouts = Record<"pressPackage" | "festivalStrategy", { outline: string[]; picturePages: number[] }>;
type Made = { sizes: { pressPackage: number; festivalStrategy: number }; layouts: PdfLayouts };
/** What the language's content is made from, in its folder: not the sizes and layouts written after the PDFs. */
const madeHere = new Set(["download-sizes.json", "pdf-layouts.json"]);

const root = path.resolve(import.meta.dirname, "../../..");
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
/**
 * The code that lays the PDFs out and words what they say (every module of src/press-kit/, and of
 * src/content/ and src/lib/ that make their rows: the access versions' row, a figure's format),
 * whichever a builder imports: a change to it makes them anew.
 */
const builderFiles = [
  ...["src/press-kit", "src/content", "src/lib"]
    .flatMap((dir) => filesUnder(path.join(root, dir)))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.relative(root, f)),
  "scripts/prepare/assets/press-pdfs.ts",
  "scripts/prepare/assets/woff-sfnt.ts",
  "node_modules/pdfkit/package.json",
  "node_modules/sharp/package.json",
];

/** A digest of everything the PDFs are made from: the content as checked, the images, the fonts, the laurels and the builders' code. */
async function inputsDigest(publicDir: string): Promise<string> {
  const site = await import("#src/content/index.ts");
  const { lang } = await import("#src/content/language.ts");
  const files = [
    ...filesUnder(path.join(root, "src/generated/content", lang))
      .filter((f) => !madeHere.has(path.basename(f)))
      .sort(),
    ...builderFiles.map((f) => path.join(root, f)),
    ...Object.values(pdfFontFiles).map((f) => require.resolve(f)),
    ...[site.poster.file, site.keyArt.file, ...site.pressStills.map((s) => s.file), ...site.principalCast.map((m) => m.headshot.file)].map(
      (f) => path.join(publicDir, "uploads", f),
    ),
    ...site.laurels.map((l) => path.join(publicDir, site.laurelPath(l, "light"))),
  ];
  const hash = createHash("sha256");
  for (const f of files) hash.update(`${path.relative(root, f)}\0`).update(readFileSync(f));
  return hash.digest("hex");
}

/**
 * Makes both PDFs and writes them to public/downloads; returns their sizes in bytes and their
 * bookmarks. Making them takes a few seconds (the images above all), so a build whose inputs
 * are those of the files already there (src/generated/pdfs.json keeps their digest) keeps them.
 */
export async function writePressPdfs(publicDir: string): Promise<Made & { made: boolean }> {
  const { pdfPaths } = await import("#src/content/lazy/notifications.ts");
  const { lang } = await import("#src/content/language.ts");
  const record = path.join(root, `src/generated/pdfs-${lang}.json`);
  const digest = await inputsDigest(publicDir);
  if (existsSync(record)) {
    const kept = JSON.parse(readFileSync(record, "utf8")) as Made & { digest: string };
    const pressPackage = path.join(publicDir, pdfPaths.pressPackage);
    const festivalStrategy = path.join(publicDir, pdfPaths.festivalStrategy);
    if (
      kept.digest === digest &&
      existsSync(pressPackage) &&
      existsSync(festivalStrategy) &&
      statSync(pressPackage).size === kept.sizes.pressPackage &&
      statSync(festivalStrategy).size === kept.sizes.festivalStrategy
    )
      return { sizes: kept.sizes, layouts: kept.layouts, made: false };
  }
  // Another build of the same inputs (the test suite's copy of today's content, or this one
  // before a switch of branch) made them already: the build cache keeps them by that digest.
  const cache = buildCache("pdfs");
  const files = { pressPackage: pdfPaths.pressPackage, festivalStrategy: pdfPaths.festivalStrategy };
  const key = (part: string) => cacheKey(digest, part);
  mkdirSync(path.dirname(path.join(publicDir, files.pressPackage)), { recursive: true });
  if (
    Object.entries(files).every(([part, file]) => cache.restore(key(part), path.join(publicDir, file))) &&
    cache.restore(key("record"), record)
  ) {
    const kept = JSON.parse(readFileSync(record, "utf8")) as Made & { digest: string };
    return { sizes: kept.sizes, layouts: kept.layouts, made: false };
  }
  const made = await makePressPdfs(publicDir);
  writeFileSync(record, `${JSON.stringify({ digest, ...made }, null, 2)}\n`);
  for (const [part, file] of Object.entries(files)) cache.storeFile(key(part), path.join(publicDir, file));
  cache.storeFile(key("record"), record);
  cache.prune();
  pdfImageCache.prune();
  return { ...made, made: true };
}

async function makePressPdfs(publicDir: string): Promise<Made> {
  const site = await import("#src/content/index.ts");
  const { downloadsFolder, pdfPaths } = await import("#src/content/lazy/notifications.ts");
  const { buildPressPackage, pressOutline, pressSections } = await import("#src/press-kit/press-package.ts");
  const { buildFestivalStrategy, strategyOutline, strategySections } = await import("#src/press-kit/festival-strategy.ts");
  const assets = await readPdfAssets(publicDir);
  const [pressPackage, festivalStrategy] = await Promise.all([buildPressPackage(site, assets), buildFestivalStrategy(site, assets)]);
  // Tagged for screen readers, read back as one would: a heading or an image's description lost
  // stops the build, naming the file and the section.
  const problems = [
    ...structureProblems(await readPdfStructure(pressPackage.bytes), {
      file: pdfPaths.pressPackage,
      sections: pressSections(site, assets.images).map((s) => ({ title: s.title, role: s.level === 2 ? "H3" : "H2" })),
    }),
    ...structureProblems(await readPdfStructure(festivalStrategy.bytes), {
      file: pdfPaths.festivalStrategy,
      sections: strategySections(site).map((s) => ({ title: s.title, role: "H2" })),
    }),
  ];
  if (problems.length > 0)
    throw new Error(`The PDFs would not read right in a screen reader:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  // The other language's PDFs share the folder; the build removes files no language made (index.ts).
  mkdirSync(path.join(publicDir, downloadsFolder), { recursive: true });
  writeFileSync(path.join(publicDir, pdfPaths.pressPackage), pressPackage.bytes);
  writeFileSync(path.join(publicDir, pdfPaths.festivalStrategy), festivalStrategy.bytes);
  return {
    sizes: { pressPackage: pressPackage.bytes.length, festivalStrategy: festivalStrategy.bytes.length },
    layouts: {
      pressPackage: { outline: pressOutline(site, assets.images), picturePages: pressPackage.picturePages },
      festivalStrategy: { outline: strategyOutline(site), picturePages: festivalStrategy.picturePages },
    },
  };
}
