// Makes every prerendered page paint before any script runs:
// - the site stylesheet is inlined: one request fewer before the first paint. The <link> React
//   rendered stays, disabled (never fetched, never applied): React 19 adopts it as its
//   stylesheet resource on hydration instead of inserting and fetching another;
// - module preload hints are dropped and React Router's module bootstrap starts only after the
//   first paint: the page is complete HTML, so its scripts need not race the first paint for
//   the connection or the CPU;
// - Suspense content React streamed out of order is moved into place (inline-suspense.ts), so
//   the first paint is the whole page;
// - React Router's scroll-restoration script skips the work a new history entry does not need
//   (lightenScrollRestoration).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { htmlFiles } from "./html-files.ts";
import { inlineSuspenseSegments } from "./inline-suspense.ts";

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

const scrollRestoration = /<script>(\(\(storageKey, restoreKey\) => \{[\s\S]*?\}\))\(("[^"]*"), (null|"[^"]*")\)<\/script>/;

/**
 * React Router's <ScrollRestoration> script, which runs while the page is parsed, rewritten to
 * do on a new history entry (a link followed, a URL typed) only what that entry needs: tag it
 * with a key and with index 0, the state React Router's history writes at hydration (so that
 * write, and its cost, is saved). The original also read sessionStorage for a position saved
 * under a key it had just made up, which cannot exist; a first sessionStorage read is a
 * synchronous call to the browser process (docs/benchmarks.md, history), and now comes after
 * the first paint, in a task of its own (src/entry.client.tsx). Reloads and back/forward
 * restore as before.
 */
export function lightenScrollRestoration(html: string): string {
  const match = html.match(scrollRestoration);
  if (!match) return html;
  const [, original, storageKey, restoreKey] = match as unknown as [string, string, string, string];
  if (!original.includes('window.history.replaceState({ key }, "")') || !original.includes("sessionStorage.getItem(storageKey)"))
    throw new Error("optimise-html: React Router's scroll restoration script changed shape");
  const script = [
    "((storageKey, restoreKey) => {",
    "let state = window.history.state;",
    "if (!state || !state.key) {",
    'window.history.replaceState({ ...state, key: Math.random().toString(32).slice(2), idx: state?.idx ?? 0 }, "");',
    "if (!restoreKey) return;",
    "}",
    "try {",
    'let storedY = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[restoreKey || window.history.state.key];',
    'if (typeof storedY === "number") window.scrollTo(0, storedY);',
    "} catch (error) {",
    "console.error(error);",
    "sessionStorage.removeItem(storageKey);",
    "}",
    `})(${storageKey}, ${restoreKey})`,
  ].join("\n");
  return html.replace(match[0], () => `<script>${script}</script>`);
}

export function optimiseHtml(client: string): { pages: number; inlined: number; preloadsDropped: number; segmentsMoved: number } {
  let pages = 0;
  let segmentsMoved = 0;
  let inlined = 0;
  let preloadsDropped = 0;
  for (const file of htmlFiles(client)) {
    const inOrder = inlineSuspenseSegments(readFileSync(file, "utf8"));
    segmentsMoved += inOrder.moved;
    const out = lightenScrollRestoration(inOrder.html)
      .replace(stylesheet, (_, href: string, precedence: string) => {
        inlined++;
        const css = readFileSync(path.join(client, href), "utf8").replace(/<\/style/gi, "<\\/style");
        return `<style data-inlined="${href}">${css}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`;
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
