import { describe, expect, it } from "vitest";
import { deferBootstrap, lightenScrollRestoration } from "./optimise-html.ts";

const reactRouterBootstrap = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/about-3.js";

  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-4.js");`;

describe("deferBootstrap", () => {
  it("runs the same imports, in the same order, after the first frame", () => {
    const code = deferBootstrap(reactRouterBootstrap);
    expect(code.startsWith("requestAnimationFrame(() => setTimeout(async () => {")).toBe(true);
    const order = [...code.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(order).toEqual(["/assets/manifest-1.js", "/assets/root-2.js", "/assets/about-3.js", "/assets/entry.client-4.js"]);
    expect(code).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};');
    expect(() => new Function(`return async () => {${code}}`)).not.toThrow(); // valid JavaScript
  });

  it("fails the build when React Router's bootstrap changes shape", () => {
    expect(() => deferBootstrap('import("/assets/entry.client-4.js");')).toThrow(/changed shape/);
  });
});

// React Router 8's <ScrollRestoration> script, as it renders it.
const reactRouterScrollScript = `<script>((storageKey, restoreKey) => {
\t\tif (!window.history.state || !window.history.state.key) {
\t\t\tlet key = Math.random().toString(32).slice(2);
\t\t\twindow.history.replaceState({ key }, "");
\t\t}
\t\ttry {
\t\t\tlet storedY = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[restoreKey || window.history.state.key];
\t\t\tif (typeof storedY === "number") window.scrollTo(0, storedY);
\t\t} catch (error) {
\t\t\tconsole.error(error);
\t\t\tsessionStorage.removeItem(storageKey);
\t\t}
\t})("react-router-scroll-positions", null)</script>`;

/** Runs a page's scroll script against a fake tab and reports what it did. */
function runScrollScript(html: string, historyState: unknown, saved: Record<string, number>) {
  const calls: string[] = [];
  let state = historyState as { key?: string; idx?: number } | null;
  const window = {
    history: {
      get state() {
        return state;
      },
      replaceState(next: typeof state) {
        state = next;
        calls.push("replaceState");
      },
    },
    scrollTo: (_x: number, y: number) => calls.push(`scrollTo ${y}`),
  };
  const sessionStorage = {
    getItem: () => (calls.push("sessionStorage"), JSON.stringify(saved)),
    removeItem: () => {},
  };
  const code = html.match(/<script>([\s\S]*)<\/script>/)![1]!;
  new Function("window", "sessionStorage", "console", code)(window, sessionStorage, console);
  return { calls, state };
}

describe("lightenScrollRestoration", () => {
  const lightened = lightenScrollRestoration(`<body>${reactRouterScrollScript}</body>`);

  it("tags a new history entry as React Router's history would, without reading sessionStorage", () => {
    const { calls, state } = runScrollScript(lightened, null, {});
    expect(calls).toEqual(["replaceState"]);
    expect(state).toEqual({ key: expect.stringMatching(/^[0-9a-v]+$/), idx: 0 });
    // The original read sessionStorage for the key it had just made up.
    expect(runScrollScript(reactRouterScrollScript, null, {}).calls).toEqual(["replaceState", "sessionStorage"]);
  });

  it("keeps an entry's own index and restores a saved position on reload or back/forward, as the original does", () => {
    expect(runScrollScript(lightened, { idx: 3 }, {}).state).toMatchObject({ idx: 3 });
    for (const script of [lightened, reactRouterScrollScript])
      expect(runScrollScript(script, { key: "k1", idx: 2 }, { k1: 640 }).calls).toEqual(["sessionStorage", "scrollTo 640"]);
  });

  it("leaves pages without the script alone and fails the build when the script changes", () => {
    expect(lightenScrollRestoration("<p>no script</p>")).toBe("<p>no script</p>");
    const changed = reactRouterScrollScript.replace('window.history.replaceState({ key }, "")', "history.replaceState({ k }, '')");
    expect(() => lightenScrollRestoration(changed)).toThrow(/scroll restoration script changed shape/);
  });
});
