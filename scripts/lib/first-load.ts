// What a page's HTML makes the browser load before it can run: the module scripts its inline
// bootstrap imports (statically, or the entry it imports at once), and every module those import
// statically, with gzip sizes as sent over the wire. Lazily imported chunks are left out.
// Shared by the JS budget test and the benchmark.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const clientDir = path.resolve(import.meta.dirname, "../../build/client");

export function htmlFileFor(route: string, dir = clientDir): string {
  return path.join(dir, route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
}

const bootstrapImport = /import(?:\s*\*\s*as\s*\w+\s*from\s*|\s*\(\s*|\s*)"(\/assets\/[^"]+\.js)"/g;
const staticImport = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?"(\.\/[^"]+\.js)"/g;

/** `dir` is a build's client folder: the repository's, or another build's (the festival-run fixture). */
export function firstLoadScripts(route: string, dir = clientDir): { file: string; gzipBytes: number }[] {
  const html = readFileSync(htmlFileFor(route, dir), "utf8");
  const inline = [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("\n");
  const queue = [...inline.matchAll(bootstrapImport)].map((m) => m[1]!);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(path.join(dir, url), "utf8");
    for (const m of code.matchAll(staticImport)) queue.push(path.posix.join(path.posix.dirname(url), m[1]!));
  }
  return [...seen].map((file) => ({ file, gzipBytes: gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length }));
}

export function firstLoadJsBytes(route: string, dir = clientDir): number {
  return firstLoadScripts(route, dir).reduce((sum, s) => sum + s.gzipBytes, 0);
}
