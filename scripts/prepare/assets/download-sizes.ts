// The size of every download the site makes or serves, for the cards that name it
// (src/content/download-sizes.ts reads src/generated/download-sizes.json): the stills archive
// from the upload list, exactly as the browser will zip it; the press package and festival
// strategy PDFs by making them once here with the browser's own code (jsPDF runs in Node), the
// images read from public/ instead of drawn through a canvas; the laurels download from the
// file written.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { MeasuredSizes } from "../../../src/content/download-sizes";
import { pdfJpeg, type JpegImage, type PdfImage } from "../../../src/press-kit/load-jpeg";
import type { Upload } from "../../../src/press-kit/stills-archive";

/** A site path (`/uploads/poster.jpg`) as a file of public/. */
const publicFile = (publicDir: string, src: string) => path.join(publicDir, decodeURIComponent(src.split(/[?#]/)[0]!));

/**
 * load-jpeg.ts's loadJpeg for Node: the image scaled to the same size (at most pdfJpeg.maxWidth
 * wide, upright as a browser shows it) and encoded as JPEG at the same quality, so the PDF made
 * here is the browser's to within the two JPEG encoders' difference.
 */
export function publicJpegLoader(publicDir: string) {
  return async (src: string): Promise<JpegImage> => {
    const file = publicFile(publicDir, src);
    const meta = await sharp(file).metadata();
    // EXIF orientations 5 to 8 turn the picture a quarter: the browser's width is its height.
    const [w, h] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
    // As the browser's loader sizes its canvas.
    const width = Math.round(Math.min(w, pdfJpeg.maxWidth));
    const height = Math.round((h * width) / w);
    const jpeg = await sharp(file)
      .autoOrient()
      .resize(width, height, { fit: "fill" })
      .jpeg({ quality: Math.round(pdfJpeg.quality * 100) })
      .toBuffer();
    return { dataUrl: `data:image/jpeg;base64,${jpeg.toString("base64")}`, width, height };
  };
}

/** load-jpeg.ts's loadPng for Node: an SVG (a laurel) drawn `width` pixels wide into a PNG with its transparency. */
export function publicPngLoader(publicDir: string) {
  return async (src: string, width: number): Promise<PdfImage> => {
    const svg = readFileSync(publicFile(publicDir, src));
    const meta = await sharp(svg).metadata();
    const height = Math.round((meta.height * width) / meta.width);
    const png = await sharp(svg, { density: (72 * width) / meta.width })
      .resize(width, height, { fit: "fill" })
      .png()
      .toBuffer();
    return { dataUrl: `data:image/png;base64,${png.toString("base64")}`, width, height, format: "PNG" };
  };
}

/**
 * Measures every download. `laurelsZip` is the laurels download's file, absent while there are
 * no laurels. Run after the content, the laurels and uploads.json are written: the builders
 * read the content modules, the laurels and the upload list.
 */
export async function measureDownloads(publicDir: string, uploads: Upload[], laurelsZip: string): Promise<MeasuredSizes> {
  const site = await import("../../../src/content");
  const { buildPressPackage } = await import("../../../src/press-kit/press-package");
  const { buildFestivalStrategy } = await import("../../../src/press-kit/festival-strategy");
  const { stillsArchiveSize } = await import("../../../src/press-kit/stills-archive");
  // The press package goes on without an image that fails to load; its size would then not be
  // the browser's, so here a failure stops the build.
  const failures: string[] = [];
  const noted =
    <A extends unknown[], R>(load: (...args: A) => Promise<R>) =>
    (...args: A) =>
      load(...args).catch((error: unknown) => {
        failures.push(String(error));
        throw error;
      });
  const [pressPackage, festivalStrategy] = await Promise.all([
    buildPressPackage(site, noted(publicJpegLoader(publicDir)), noted(publicPngLoader(publicDir))),
    buildFestivalStrategy(site),
  ]);
  if (failures.length > 0) throw new Error(`the press package's images could not be read: ${failures.join("; ")}`);
  return {
    pressPackage: pressPackage.size,
    festivalStrategy: festivalStrategy.size,
    stillsArchive: stillsArchiveSize(uploads),
    laurels: existsSync(laurelsZip) ? statSync(laurelsZip).size : null,
  };
}
