import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { deferBootstrap } from "./optimise-html.ts";

const reactRouterBootstrap = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/about-3.js";

  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-4.js");`;

describe("deferBootstrap", () => {
  it("imports the islands' entry alone, after the first frame: no manifest, no route module", () => {
    const code = deferBootstrap(reactRouterBootstrap);
    expect([...code.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1])).toEqual(["/assets/entry.client-4.js"]);
    expect(code).not.toContain("manifest");
    expect(() => new Function(code)).not.toThrow(); // valid JavaScript
  });

  it("imports at the first frame, leaves a failure to the console, and listens only while it loads", async () => {
    const started = run(deferBootstrap(bootstrapOf(missingEntry)));
    expect(started.frames).toHaveLength(1);
    expect(started.listening()).toEqual(["beforeunload", "pagehide"]);
    const failure = started.outcome();
    started.frames[0]!();
    await expect(failure).resolves.toMatch(/Error/);
    expect(started.listening()).toEqual([]);
  });

  it.each(["beforeunload", "pagehide"])("says nothing of a load that fails after %s: the visitor is leaving", async (event) => {
    const started = run(deferBootstrap(bootstrapOf(missingEntry)));
    started.dispatch(event);
    const failure = started.outcome();
    started.frames[0]!();
    await expect(failure).resolves.toBe("settled quietly");
    expect(started.listening()).toEqual([]);
  });

  it("fails the build when React Router's bootstrap changes shape", () => {
    expect(() => deferBootstrap('import("/assets/entry.client-4.js");')).toThrow(/changed shape/);
  });
});

// An entry that cannot load (a file that is not there, in a function Node gives no import()): its
// import fails, as a browser's does when the load is cancelled.
const missingEntry = pathToFileURL("/nonexistent/entry.client-4.js").href;
const bootstrapOf = (entry: string) => reactRouterBootstrap.replace("/assets/entry.client-4.js", entry);

/**
 * Runs a start-up script with a window of fakes: its frames run when the test says, its listeners
 * are kept. `outcome()` is what the script leaves of its import once settled: its error if the
 * error is left to the page (a browser logs it as uncaught), "settled quietly" if none is.
 */
function run(code: string) {
  const listeners = new Map<string, Set<() => void>>();
  const frames: (() => void)[] = [];
  let started: (load: { last: unknown }) => void = () => {};
  const load = new Promise<{ last: unknown }>((resolve) => (started = resolve));
  const fakes = {
    addEventListener: (type: string, f: () => void) => listeners.set(type, (listeners.get(type) ?? new Set()).add(f)),
    removeEventListener: (type: string, f: () => void) => listeners.get(type)?.delete(f),
    requestAnimationFrame: (f: () => void) => frames.push(f),
    // A timer runs at once here; what the script's callback returns is its import's last promise.
    setTimeout: (f: () => unknown) => started({ last: f() }),
  };
  // The script is a module's body; run as a function's, it does the same, with Node's own import().
  new Function(...Object.keys(fakes), code)(...Object.values(fakes));
  return {
    frames,
    listening: () => [...listeners].filter(([, fs]) => fs.size > 0).map(([type]) => type),
    dispatch: (type: string) => listeners.get(type)?.forEach((f) => f()),
    outcome: () =>
      load.then(({ last }) =>
        Promise.resolve(last).then(
          () => "settled quietly",
          (error: unknown) => String(error),
        ),
      ),
  };
}
