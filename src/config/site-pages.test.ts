import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { SiteHas } from "./pages.ts";
import { siteHas, sitePages } from "./site-pages.ts";

// A site's pages follow what its content loader wrote (site-has.json): /watch is built, and in
// the sitemap, only while content lists a release; /festivals while it lists a festival; Behind
// the Scenes while it lists photos for it.
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const everything: SiteHas = { releases: true, festivals: true, behindTheScenesPhotos: true, signUp: false, signUpHere: false };

/** A site folder whose loader wrote `has` (nothing written at all when undefined). */
function siteWith(has?: SiteHas): string {
  const root = mkdtempSync(path.join(tmpdir(), "site-pages-"));
  roots.push(root);
  if (has) {
    const dir = path.join(root, "src/generated/content/default");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "site-has.json"), JSON.stringify(has));
  }
  return root;
}

describe("the pages a site has", () => {
  it("has /watch, prerendered and in the sitemap, while a release is listed", () => {
    const site = sitePages(siteWith(everything));
    expect(site.paths).toContain("/watch");
    expect(site.prerender).toContain("/watch");
    expect(site.sitemap).toContain("/watch");
  });

  it("has no /watch with no release listed, or before the loader has run", () => {
    for (const root of [siteWith({ ...everything, releases: false }), siteWith()]) {
      const site = sitePages(root);
      expect(site.paths).not.toContain("/watch");
      expect(site.prerender).not.toContain("/watch");
      expect(site.sitemap).not.toContain("/watch");
      expect(site.paths).toContain("/stills");
    }
  });

  it("has no /festivals while content lists no festival, and no Behind the Scenes while it lists no photo for it", () => {
    const root = siteWith({ releases: false, festivals: false, behindTheScenesPhotos: false, signUp: false, signUpHere: false });
    expect(siteHas(root)).toEqual({ releases: false, festivals: false, behindTheScenesPhotos: false, signUp: false, signUpHere: false });
    const site = sitePages(root);
    for (const p of ["/festivals", "/behind-the-scenes"]) {
      expect(site.paths).not.toContain(p);
      expect(site.prerender).not.toContain(p);
      expect(site.sitemap).not.toContain(p);
    }
    expect(site.pages.map((p) => p.id)).toEqual(["home", "about", "cast-crew", "press", "contact", "stills", "not-found"]);
    // Each follows its own list.
    const festivalsOnly = sitePages(
      siteWith({ releases: false, festivals: true, behindTheScenesPhotos: false, signUp: false, signUpHere: false }),
    );
    expect(festivalsOnly.paths).toContain("/festivals");
    expect(festivalsOnly.paths).not.toContain("/behind-the-scenes");
    const photosOnly = sitePages(
      siteWith({ releases: false, festivals: false, behindTheScenesPhotos: true, signUp: false, signUpHere: false }),
    );
    expect(photosOnly.sitemap).toContain("/behind-the-scenes");
    expect(photosOnly.sitemap).not.toContain("/festivals");
  });
});
