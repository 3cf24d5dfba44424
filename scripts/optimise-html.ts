// Makes every prerendered page paint before any script runs:
// - the site stylesheet is inlined: one request fewer before the first paint. The <link> React
//   rendered stays, disabled (never fetched, never applied): React 19 adopts it as its
//   stylesheet resource on hydration instead of inserting and fetching another;
// - module preload hints are dropped and React Router's module bootstrap starts only after the
//   first paint: the page is complete HTML, so its scripts need not race the first paint for
//   the connection or the CPU;
// - Suspense content React streamed out of order is moved into place (inline-suspense.ts), so
//   the first paint is the whole page.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { htmlFiles } from "./html-files";
import { inlineSuspenseSegments } from "./inline-suspense";

const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)" data-precedence="([^"]+)"\/>/g;
const modulePreload = /<link rel="modulepreload" href="[^"]+"\/>/g;
const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * React Router's inline bootstrap (static imports of the manifest and route modules, then the
 * entry) rewritten as the same imports run after the first frame has been painted.
 */
export function deferBootstrap(code: string): string {
  const manifest = code.match(/^\s*import "([^"]+)";/)?.[1];
  const routes = [...code.matchAll(/import \* as (route\d+) from "([^"]+)";/g)].map((m) => ({ name: m[1]!, url: m[2]! }));
  const modules = code.match(/window\.__reactRouterRouteModules = (\{[^}]*\});/)?.[1];
  const entry = code.match(/import\("([^"]+)"\);\s*$/)?.[1];
  if (!manifest || routes.length === 0 || !modules || !entry)
    throw new Error("optimise-html: React Router's bootstrap script changed shape");
  return [
    "requestAnimationFrame(() => setTimeout(async () => {",
    `await import(${JSON.stringify(manifest)});`,
    `const [${routes.map((r) => r.name).join(", ")}] = await Promise.all([${routes.map((r) => `import(${JSON.stringify(r.url)})`).join(", ")}]);`,
    `window.__reactRouterRouteModules = ${modules};`,
    `import(${JSON.stringify(entry)});`,
    "}));",
  ].join("\n");
}

export function optimiseHtml(client: string): { pages: number; inlined: number; preloadsDropped: number; segmentsMoved: number } {
  let pages = 0;
  let segmentsMoved = 0;
  let inlined = 0;
  let preloadsDropped = 0;
  for (const file of htmlFiles(client)) {
    const inOrder = inlineSuspenseSegments(readFileSync(file, "utf8"));
    segmentsMoved += inOrder.moved;
    const out = inOrder.html
      .replace(stylesheet, (_, href: string, precedence: string) => {
        inlined++;
        const css = readFileSync(path.join(client, href), "utf8").replace(/<\/style/gi, "<\\/style");
        return `<style data-inlined="${href}">${css}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled/>`;
      })
      .replace(modulePreload, () => {
        preloadsDropped++;
        return "";
      })
      .replace(bootstrap, (_, code: string) => `<script type="module">${deferBootstrap(code)}</script>`);
    writeFileSync(file, out);
    pages++;
  }
  return { pages, inlined, preloadsDropped, segmentsMoved };
}
