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
    expect(code.startsWith("requestAnimationFrame(() => setTimeout(")).toBe(true);
    expect([...code.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1])).toEqual(["/assets/entry.client-4.js"]);
    expect(code).not.toContain("manifest");
    expect(() => new Function(code)).not.toThrow(); // valid JavaScript
  });

  it("fails the build when React Router's bootstrap changes shape", () => {
    expect(() => deferBootstrap('import("/assets/entry.client-4.js");')).toThrow(/changed shape/);
  });
});
