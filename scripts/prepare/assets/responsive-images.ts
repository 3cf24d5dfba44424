// Makes the resized AVIF and WebP copies that pages show, from the originals in content/uploads,
// and returns the manifest for src/generated/images.json (each original's size and its copies' widths).
// Copies are rebuilt only when missing or older than their original, and a copy made before
// from the same bytes with the same settings is taken from the build cache (build-cache.ts): the
// test suite's fixture sites resize the same photos as the repository's build.
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { buildCache, cacheKey } from "../../lib/build-cache.ts";

export const copyWidths = [480, 960, 1600];

// AVIF first (smallest); WebP for browsers without AVIF. Effort 2 keeps a cold build short.
const formats = [
  { ext: "avif", settings: { quality: 50, effort: 2 }, encode: (img: Sharp, o: object) => img.avif(o) },
  { ext: "webp", settings: { quality: 72, effort: 4 }, encode: (img: Sharp, o: object) => img.webp(o) },
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
): Promise<{ manifest: ImageManifest; made: number; cached: number }> {
  mkdirSync(outDir, { recursive: true });
  const manifest: ImageManifest = {};
  let made = 0;
  let cached = 0;
  const cache = buildCache("images");
  // Two at a time: this machine has two cores and sharp already uses threads within one image.
  const queue = [...new Set(files)];
  async function worker() {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const source = path.join(uploadsDir, file);
      const sourceTime = statSync(source).mtimeMs;
      // Read as bytes, never by name: libvips keeps files it opened by name, so the dev server
      // would resize the old photo after the team dropped a new one in under the same name.
      const bytes = readFileSync(source);
      const { width = 0, height = 0 } = await sharp(bytes).metadata();
      const widths = copyWidths.filter((w) => w < width).concat(width <= copyWidths.at(-1)! ? [width] : []);
      const base = file.replace(/\.[a-z]+$/, "");
      // The photo decoded once, at the largest copy's width, and every copy made from those pixels:
      // decoding a 3600 px JPEG again for each of six copies was a third of the time. Only when a
      // copy is to be made: a build whose copies are all in place or cached decodes nothing.
      let largest: Promise<{ data: Buffer; info: OutputInfo }> | undefined;
      const pixels = () =>
        (largest ??= sharp(bytes)
          .resize({ width: widths.at(-1)! })
          .raw()
          .toBuffer({ resolveWithObject: true }));
      for (const w of widths) {
        for (const format of formats) {
          const target = path.join(outDir, `${base}-${w}.${format.ext}`);
          if (isFresh(target, sourceTime)) continue;
          const key = cacheKey(bytes, `${w}.${format.ext}`, JSON.stringify(format.settings), sharp.versions.vips, "decoded once");
          if (cache.restore(key, target)) {
            cached++;
            continue;
          }
          const { data, info } = await pixels();
          const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
          await format.encode(sharp(data, raw).resize({ width: w }), format.settings).toFile(target);
          cache.storeFile(key, target);
          made++;
        }
      }
      manifest[file] = { width, height, widths };
    }
  }
  await Promise.all([worker(), worker()]);
  cache.prune();
  const sorted: ImageManifest = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  return { manifest: sorted, made, cached };
}

export function writeJson(file: string, data: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
