// Precompressed copies (.br and .gz) of every text file in the build, so the bundled server
// (sirv) and any static host that honours them send compressed bytes without compressing
// on each request. Brotli at its best quality takes seconds on the largest files (the content
// editor's script), so each file's compressed copies are kept by its bytes (build-cache.ts) and
// made once for every build that ships the same file. The test suite's fixture sites
// (scripts/test/fixture-site.ts) set SITE_QUICK_COMPRESSION: the same files, served the same way,
// compressed at a quick level, since their bytes are read back and never shipped (on a fresh
// clone, best quality took about 13 s of a core for each such site of three languages).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { buildCache, cacheKey } from "../lib/build-cache.ts";

const textFile = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|map|ics)$/;

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** The levels: the best for a site that ships, quick ones for a site the tests read. */
const levels = (quick: boolean) => (quick ? { brotli: 4, gzip: 6, tag: "quick" } : { brotli: 11, gzip: 9, tag: "" });

export function compressTree(
  dir: string,
  quick = process.env.SITE_QUICK_COMPRESSION === "1",
): { files: number; bytes: number; brotliBytes: number } {
  const level = levels(quick);
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  const cache = buildCache("compressed");
  for (const file of walk(dir)) {
    if (!textFile.test(file)) continue;
    const data = readFileSync(file);
    if (data.length < 512) continue; // too small to gain from it
    // Keyed by the level too, so a site that ships never takes a quick copy.
    const key = level.tag ? cacheKey(data, level.tag) : cacheKey(data);
    if (!cache.restore(`${key}.br`, `${file}.br`) || !cache.restore(`${key}.gz`, `${file}.gz`)) {
      const br = brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: level.brotli, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      });
      const gz = gzipSync(data, { level: level.gzip });
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
      cache.store(`${key}.br`, br);
      cache.store(`${key}.gz`, gz);
    }
    files++;
    bytes += data.length;
    brotliBytes += statSync(`${file}.br`).size;
  }
  cache.prune();
  return { files, bytes, brotliBytes };
}
