import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sitePages } from "./site-pages.ts";

// A site's pages follow what its content loader wrote: /watch is built, and in the sitemap, only
// while the releases it wrote are not empty.
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A site folder whose loader wrote `releases` (none written at all when undefined). */
function siteWith(releases?: unknown[]): string {
  const root = mkdtempSync(path.join(tmpdir(), "site-pages-"));
  roots.push(root);
  if (releases) {
    const dir = path.join(root, "src/generated/content/default");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "releases-shown.json"), JSON.stringify({ releases, territories: [] }));
  }
  return root;
}

describe("the pages a site has", () => {
  it("has /watch, prerendered and in the sitemap, while a release is listed", () => {
    const site = sitePages(siteWith([{ id: "2030-03-06-cines-renoir" }]));
    expect(site.paths).toContain("/watch");
    expect(site.prerender).toContain("/watch");
    expect(site.sitemap).toContain("/watch");
  });

  it("has no /watch with no release listed, or before the loader has run", () => {
    for (const root of [siteWith([]), siteWith()]) {
      const site = sitePages(root);
      expect(site.paths).not.toContain("/watch");
      expect(site.prerender).not.toContain("/watch");
      expect(site.sitemap).not.toContain("/watch");
      expect(site.paths).toContain("/stills");
    }
  });
});
