// Makes the resized AVIF and WebP copies that pages show, from the originals in content/uploads,
// and returns the manifest for src/generated/images.json (each original's size and its copies' widths).
// Copies are rebuilt only when missing or older than their original.
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";

export const copyWidths = [480, 960, 1600];

// AVIF first (smallest); WebP for browsers without AVIF. Effort 2 keeps a cold build short.
const formats = [
  { ext: "avif", encode: (img: Sharp) => img.avif({ quality: 50, effort: 2 }) },
  { ext: "webp", encode: (img: Sharp) => img.webp({ quality: 72, effort: 4 }) },
];

export type ImageManifest = Record<string, { width: number; height: number; widths: number[] }>;

function isFresh(target: string, sourceTime: number): boolean {
  try {
    return statSync(target).mtimeMs >= sourceTime;
  } catch {
    return false;
  }
}

export async function buildResponsiveImages(
  files: string[],
  uploadsDir: string,
  outDir: string,
): Promise<{ manifest: ImageManifest; made: number }> {
  mkdirSync(outDir, { recursive: true });
  const manifest: ImageManifest = {};
  let made = 0;
  // Two at a time: this machine has two cores and sharp already uses threads within one image.
  const queue = [...new Set(files)];
  async function worker() {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const source = path.join(uploadsDir, file);
      const sourceTime = statSync(source).mtimeMs;
      const { width = 0, height = 0 } = await sharp(source).metadata();
      const widths = copyWidths.filter((w) => w < width).concat(width <= copyWidths.at(-1)! ? [width] : []);
      const base = file.replace(/\.[a-z]+$/, "");
      for (const w of widths) {
        for (const format of formats) {
          const target = path.join(outDir, `${base}-${w}.${format.ext}`);
          if (isFresh(target, sourceTime)) continue;
          await format.encode(sharp(source).resize({ width: w })).toFile(target);
          made++;
        }
      }
      manifest[file] = { width, height, widths };
    }
  }
  await Promise.all([worker(), worker()]);
  const sorted: ImageManifest = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  return { manifest: sorted, made };
}

export function writeJson(file: string, data: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
