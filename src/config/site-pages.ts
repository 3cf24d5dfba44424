// Build time only (Node): the pages this site has, given what its content lists, read from what
// the content loader wrote (src/generated/content/default/site-has.json). A page that shows only
// what content may leave empty (/watch, the releases; /festivals; Behind the Scenes, its photos)
// is prerendered, in the sitemap and visited by the browser tests only while there is something
// to show; its route stays, and its address is a 404 until then. The pages' own links ask the
// same file (src/content/site-has.ts).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pagePathsOf, pages, pagesWith, prerenderPathsOf, sitemapPathsOf, type SiteHas } from "./pages.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "../..");

/**
 * What the site at `root` (the repository, or a fixture site's copy) lists of what content may
 * leave empty: nothing before the content loader has run.
 */
export function siteHas(root = repositoryRoot): SiteHas {
  const file = path.join(root, "src/generated/content/default/site-has.json");
  const has = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Partial<SiteHas>) : {};
  return {
    releases: has.releases === true,
    festivals: has.festivals === true,
    behindTheScenesPhotos: has.behindTheScenesPhotos === true,
    signUp: has.signUp === true,
    signUpHere: has.signUpHere === true,
  };
}

/** The site's pages, its paths, the paths it prerenders and the paths of its sitemap. */
export function sitePages(root = repositoryRoot) {
  const shown = pagesWith(pages, siteHas(root));
  return { pages: shown, paths: pagePathsOf(shown), prerender: prerenderPathsOf(shown), sitemap: sitemapPathsOf(shown) };
}
