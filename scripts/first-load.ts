// What a page's HTML makes the browser load before it can run: every module script it
// preloads or imports, with its gzip size as sent over the wire. Shared by the JS budget test
// and the benchmark.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const clientDir = path.resolve(import.meta.dirname, "../build/client");

export function htmlFileFor(route: string): string {
  return path.join(clientDir, route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
}

export function firstLoadScripts(route: string): { file: string; gzipBytes: number }[] {
  const html = readFileSync(htmlFileFor(route), "utf8");
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import(?:\s*\*\s*as\s*\w+\s*from)?\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]!);
  return [...urls].map((url) => ({ file: url, gzipBytes: gzipSync(readFileSync(path.join(clientDir, url)), { level: 9 }).length }));
}

export function firstLoadJsBytes(route: string): number {
  return firstLoadScripts(route).reduce((sum, s) => sum + s.gzipBytes, 0);
}
