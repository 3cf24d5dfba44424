// The web copy of every image press can download: a JPEG 2048 px on its long edge (never
// enlarged), converted to sRGB with the sRGB profile embedded, so every browser and CMS shows
// the colours the photographer meant, and under 1 MB. Made here without metadata, into
// src/generated/web-copies; the tagging step (tagged-uploads.ts) then writes the original's
// caption, credit, copyright and usage terms into the copies the site serves at /uploads/web.
//
// A copy made before from the same bytes with the same settings is taken from the build cache,
// so the fixture sites of the test suite, which serve the same photos, resize each once.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { crc32 } from "node:zlib";
import path from "node:path";
import sharp from "sharp";
import { webCopyLongEdge, webCopyMaxBytes, webCopyName } from "#src/lib/web-copy.ts";
import { buildCache, cacheKey } from "../../lib/build-cache.ts";

/** JPEG qualities tried in turn until the copy is under 1 MB: a grainy or detailed photo needs less. */
const qualities = [82, 76, 70, 62, 54];

/** One web copy as made: its name, pixel size and the original it was made from. */
export type WebCopy = { name: string; original: string; width: number; height: number };

/** The JPEG of one original at web size, at the first quality that keeps it under `maxBytes` (1 MB). */
async function webCopyOf(bytes: Buffer, maxBytes: number): Promise<Buffer> {
  for (const quality of qualities) {
    const jpeg = await sharp(bytes)
      .rotate() // upright as the camera held it, since the copy carries no EXIF orientation
      .resize({ width: webCopyLongEdge, height: webCopyLongEdge, fit: "inside", withoutEnlargement: true })
      .withIccProfile("srgb")
      .jpeg({ quality, mozjpeg: true, progressive: true, chromaSubsampling: "4:2:0" })
      .toBuffer();
    if (jpeg.length < maxBytes) return jpeg;
  }
  throw new Error(`over ${maxBytes / 1e6} MB even at JPEG quality ${qualities.at(-1)}: export the photo again with less grain or noise`);
}

/**
 * Writes the web copy of each of `names` (files of `sourceDir`) into `outDir`, and removes any
 * other file there. Two originals whose copies would share a name (`a.jpg`, `a.png`) are a
 * problem named in the team's words; nothing is made then.
 */
export async function makeWebCopies(
  names: string[],
  sourceDir: string,
  outDir: string,
  { label = "content/uploads", maxBytes = webCopyMaxBytes }: { label?: string; maxBytes?: number } = {},
): Promise<{ copies: WebCopy[]; problems: string[]; made: number; cached: number }> {
  const byName = new Map<string, string[]>();
  for (const original of names) byName.set(webCopyName(original), [...(byName.get(webCopyName(original)) ?? []), original]);
  const problems = [...byName.entries()]
    .filter(([, originals]) => originals.length > 1)
    .map(
      ([name, originals]) =>
        `${label}: ${originals.join(" and ")} would both have the web copy ${name}; rename one of them (and its entry in content/captions.yaml)`,
    );
  if (problems.length > 0) return { copies: [], problems, made: 0, cached: 0 };

  mkdirSync(outDir, { recursive: true });
  const cache = buildCache("web-copies");
  const settings = JSON.stringify({ webCopyLongEdge, maxBytes, qualities, vips: sharp.versions.vips });
  const copies: WebCopy[] = [];
  let made = 0;
  let cached = 0;
  const queue = [...names];
  // Two at a time, for the build machines' two cores.
  const worker = async () => {
    for (let original = queue.shift(); original !== undefined; original = queue.shift()) {
      const bytes = readFileSync(path.join(sourceDir, original));
      const key = cacheKey(bytes, settings);
      let jpeg = cache.read(key);
      if (jpeg) cached++;
      else {
        try {
          jpeg = await webCopyOf(bytes, maxBytes);
        } catch (error) {
          queue.length = 0;
          throw new Error(`${label}/${original}: its web copy could not be made (${(error as Error).message})`, { cause: error });
        }
        cache.store(key, jpeg);
        made++;
      }
      const name = webCopyName(original);
      const target = path.join(outDir, name);
      // Written only when it changed, so the tagging step finds the same bytes and keeps its copy.
      let same = false;
      try {
        same = readFileSync(target).equals(jpeg);
      } catch {
        // Not there yet.
      }
      if (!same) writeFileSync(target, jpeg);
      const { width = 0, height = 0 } = await sharp(jpeg).metadata();
      copies.push({ name, original, width, height });
    }
  };
  await Promise.all([worker(), worker()]);
  const kept = new Set(copies.map((c) => c.name));
  for (const name of readdirSync(outDir)) if (!kept.has(name)) rmSync(path.join(outDir, name), { recursive: true, force: true });
  cache.prune();
  copies.sort((a, b) => a.original.localeCompare(b.original));
  return { copies, problems: [], made, cached };
}

/**
 * src/generated/web-copies.json: each original's web copy as served (`servedDir`, its caption
 * written in), with its pixel size, bytes and CRC-32, so /stills shows its size and the browser
 * zips web copies as it zips originals (src/press-kit/stills-archive.ts).
 */
export function webCopiesList(copies: WebCopy[], servedDir: string): Record<string, WebCopyEntry> {
  return Object.fromEntries(
    copies.map(({ name, original, width, height }) => {
      const data = readFileSync(path.join(servedDir, name));
      return [original, { name, bytes: data.length, crc32: crc32(data), width, height }];
    }),
  );
}

/** One original's web copy, as src/generated/web-copies.json stores it. */
export type WebCopyEntry = { name: string; bytes: number; crc32: number; width: number; height: number };
