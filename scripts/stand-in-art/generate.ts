// Stand-in art generator: writes every catalogued image that is missing from the uploads
// folder (content/uploads). Existing files are kept unless forced, because the film team replaces stand-ins by
// dropping real photos under the same names, and those must never be overwritten.
//
//   npx tsx scripts/stand-in-art/generate.ts [--force]
import { existsSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { svgFor } from "./art.ts";
import type { ArtRequest } from "./catalog.ts";
import { hashString } from "./random.ts";
import { renderJpeg } from "./render.ts";

/** Two at a time: the build machines have two cores and librsvg renders on one thread each. */
const BATCH = 2;

async function write(request: ArtRequest, outDir: string): Promise<void> {
  const svg = svgFor(request);
  const jpeg = await renderJpeg(svg, request.width, request.height, hashString(request.file));
  // Write then rename, so an interrupted run never leaves a truncated JPEG that would be
  // mistaken for a finished (or real) image next time. The temporary name is hidden (leading
  // dot), which the archive listing in scripts/prepare/content-and-assets.ts skips.
  const target = path.join(outDir, request.file);
  const temp = path.join(outDir, `.${request.file}.tmp`);
  await writeFile(temp, jpeg);
  await rename(temp, target);
}

export async function generateStandIns(opts: { outDir: string; force?: boolean }): Promise<{ written: string[]; kept: string[] }> {
  await mkdir(opts.outDir, { recursive: true });
  const written: string[] = [];
  const kept: string[] = [];
  const todo: ArtRequest[] = [];
  // The catalogue reads the content modules (the stills and cast content names): loaded only now,
  // once the content has been read and written for them.
  const { catalog } = await import("./catalog.ts");
  for (const request of catalog()) {
    if (!opts.force && existsSync(path.join(opts.outDir, request.file))) kept.push(request.file);
    else todo.push(request);
  }
  for (let i = 0; i < todo.length; i += BATCH) {
    const batch = todo.slice(i, i + BATCH);
    await Promise.all(batch.map((request) => write(request, opts.outDir)));
    written.push(...batch.map((request) => request.file));
  }
  return { written, kept };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const outDir = path.join(root, "content/uploads");
  const started = Date.now();
  // The catalogue follows the content (which stills, which cast): read and checked first, as
  // the build does, so this runs on a fresh clone too.
  const { loadCollections } = await import("../prepare/content/load-collections.ts");
  const { problemReport } = await import("#src/content/build-time/check/problem-words.ts");
  const { problems } = loadCollections({ root });
  if (problems.length > 0) {
    console.error(problemReport(problems));
    process.exit(1);
  }
  const { written, kept } = await generateStandIns({ outDir, force: process.argv.includes("--force") });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `stand-in art: ${written.length} written, ${kept.length} kept (existing files untouched) in ${path.relative(root, outDir)}/ (${seconds}s)`,
  );
}
