// Precompressed copies (.br and .gz) of every text file in the build, so the bundled server
// (sirv) and any static host that honours them send compressed bytes without compressing
// on each request. Brotli at its best quality takes seconds on the largest files (the content
// editor's script), so each file's compressed copies are kept by its bytes (build-cache.ts) and
// made once for every build that ships the same file.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { buildCache, cacheKey } from "../lib/build-cache.ts";

const textFile = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|map|ics|yml)$/; // yml: the editor's configuration

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

export function compressTree(dir: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  const cache = buildCache("compressed");
  for (const file of walk(dir)) {
    if (!textFile.test(file)) continue;
    const data = readFileSync(file);
    if (data.length < 512) continue; // too small to gain from it
    const key = cacheKey(data);
    if (!cache.restore(`${key}.br`, `${file}.br`) || !cache.restore(`${key}.gz`, `${file}.gz`)) {
      const br = brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      });
      const gz = gzipSync(data, { level: 9 });
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
