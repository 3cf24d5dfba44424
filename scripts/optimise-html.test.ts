import { describe, expect, it } from "vitest";
import { deferBootstrap } from "./optimise-html";

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
