// Precompressed copies (.br and .gz) of every text file in the build, so the bundled server
// (sirv) and any static host that honours them send compressed bytes without compressing
// on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const textFile = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|map|ics)$/;

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
  for (const file of walk(dir)) {
    if (!textFile.test(file)) continue;
    const data = readFileSync(file);
    if (data.length < 512) continue; // too small to gain from it
    const br = brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    files++;
    bytes += data.length;
    brotliBytes += br.length;
  }
  return { files, bytes, brotliBytes };
}
