// What a page's HTML makes the browser load before it can run: the module scripts its inline
// bootstrap imports (statically, or the entry it imports at once), the chunk of each island the
// page hydrates on load (src/islands.ts: the entry imports those at once), and every module those import
// statically, with gzip sizes as sent over the wire. Other lazily imported chunks (the lightbox,
// the dialogs, the zip builder) are left out. Shared by the JS budget test and the benchmark.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const clientDir = path.resolve(import.meta.dirname, "../../build/client");

export function htmlFileFor(route: string, dir = clientDir): string {
  return path.join(dir, route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
}

const bootstrapImport = /import(?:\s*\*\s*as\s*\w+\s*from\s*|\s*\(\s*|\s*)"(\/assets\/[^"]+\.js)"/g;
/** An island's loader in the built entry: `SiteNav:()=>a(()=>import(`./SiteNav-abc.js`)...`. */
const islandLoader = /([A-Za-z]+):\(\)=>\w+\(\(\)=>import\([`"']\.\/([^`"']+\.js)[`"']\)/g;
const staticImport = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?"(\.\/[^"]+\.js)"/g;

/** `dir` is a build's client folder: the repository's, or another build's (the festival-run fixture). */
export function firstLoadScripts(route: string, dir = clientDir): { file: string; gzipBytes: number }[] {
  const html = readFileSync(htmlFileFor(route, dir), "utf8");
  const inline = [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("\n");
  const queue = [...inline.matchAll(bootstrapImport)].map((m) => m[1]!);
  // The islands of the page, each loaded by the entry as soon as it runs, but those hydrated when
  // visible (data-hydrate="visible"), loaded only once they near the screen. React escapes ">"
  // in attributes, so a tag ends at the first one.
  const tags = [...html.matchAll(/<(?:div|span) data-island="([A-Za-z]+)"[^>]*>/g)];
  const islands = [...new Set(tags.filter((m) => !m[0].includes('data-hydrate="visible"')).map((m) => m[1]!))];
  if (islands.length > 0) {
    const entry = queue.find((url) => /\/entry\.client-[\w-]+\.js$/.test(url));
    if (!entry) throw new Error(`first-load: ${route} has islands but its HTML imports no entry.client chunk`);
    const chunks = new Map([...readFileSync(path.join(dir, entry), "utf8").matchAll(islandLoader)].map((m) => [m[1]!, m[2]!]));
    for (const name of islands) {
      const chunk = chunks.get(name);
      if (!chunk) throw new Error(`first-load: the entry has no loader for the island ${name} of ${route}`);
      queue.push(path.posix.join(path.posix.dirname(entry), chunk));
    }
  }
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
