// Makes every prerendered page paint before any script runs:
// - the site stylesheet is inlined: one request fewer before the first paint. The <link> React
//   rendered stays, disabled (never fetched, never applied): React 19 adopts it as its
//   stylesheet resource on hydration instead of inserting and fetching another;
// - module preload hints are dropped, React Router's bootstrap and context are replaced by the
//   islands' entry alone, started only after the first paint: the page is complete HTML, so its
//   scripts need not race the first paint for the connection or the CPU;
// - Suspense content React streamed out of order is moved into place (inline-suspense.ts), so
//   the first paint is the whole page.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { htmlFiles } from "./html-files.ts";
import { leavingEvents } from "#src/components/islands/leaving-events.ts";
import { inlineSuspenseSegments } from "./inline-suspense.ts";

const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)" data-precedence="([^"]+)"\/>/g;
const modulePreload = /<link rel="modulepreload" href="[^"]+"\/>/g;
const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * React Router's inline bootstrap, which imports its manifest and every route module of the
 * page, then the entry, rewritten as the entry alone (src/entry.client.tsx, which hydrates the
 * page's islands and nothing else), imported after the first frame has been painted. React
 * Router rendered the page; it does not run in the browser.
 */
export function deferBootstrap(code: string): string {
  const entry = code.match(/import\("([^"]+)"\);\s*$/)?.[1];
  if (!entry || !/window\.__reactRouterRouteModules = /.test(code))
    throw new Error("optimise-html: React Router's bootstrap script changed shape");
  return startEntry(entry);
}

/**
 * The page's start-up script: imports the entry after the first frame. A load that fails because
 * the visitor is leaving (a link followed as the page loads: Firefox cancels the loads under way)
 * says nothing, as an island's load does (loadUnlessLeaving in hydrate-islands.tsx, which an
 * inline script cannot import); any other failure stays an uncaught error in the console. The
 * listeners are on only while the entry loads (a `beforeunload` listener can keep a page out of a
 * browser's back-forward cache).
 */
function startEntry(entry: string): string {
  return [
    `const events=${JSON.stringify(leavingEvents)};let left=false;const leave=()=>{left=true};`,
    `events.forEach(e=>addEventListener(e,leave));`,
    `requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(entry)})`,
    `.catch(error=>{if(!left)throw error})`,
    `.finally(()=>events.forEach(e=>removeEventListener(e,leave)))));`,
  ].join("");
}

/** React Router's context and the data it streams for its own hydration, which no longer happens. */
const routerContext = /<script>window\.__reactRouterContext[\s\S]*?<\/script>/g;

export function optimiseHtml(client: string): { pages: number; inlined: number; preloadsDropped: number; segmentsMoved: number } {
  let pages = 0;
  let segmentsMoved = 0;
  let inlined = 0;
  let preloadsDropped = 0;
  for (const file of htmlFiles(client)) {
    const inOrder = inlineSuspenseSegments(readFileSync(file, "utf8"));
    segmentsMoved += inOrder.moved;
    const out = inOrder.html
      .replace(routerContext, "")
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
