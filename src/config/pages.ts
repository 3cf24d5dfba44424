// Every page of the site, each written once: its id, URL path, route module and whether it is in
// the navigation and the sitemap (the navigation's words for it are content/words/common.yaml's,
// under its id as one word). The route config (src/routes.ts), the
// prerender list, the navigation, the sitemap, the content link check and the browser tests
// take their page lists from here, so adding or moving a page is one edit to this list.
// React Router's tooling evaluates src/routes.ts in Node, and the site's script imports this
// module too: it holds plain data only (no React, no build tooling).

/**
 * What content may list or leave empty, which a page shows and nothing else: the page is not
 * built while it is empty (a new film has no festival, photo from the set or release yet).
 * "releases": a release listed (content/releases.yaml); "festivals": a festival listed, submitted
 * to (but for one that said no, which is never named) or aimed for (content/festivals.yaml);
 * "behindTheScenesPhotos": an on-set photo or a film still of Behind the Scenes (content/stills.yaml);
 * "signUp": a list named for "Tell me when it plays near me" (content/site.yaml, signUp);
 * "signUpHere": that list collected by the site's own host (Netlify), whose form ends on the site's own page.
 */
export type ShownWhen = "releases" | "festivals" | "behindTheScenesPhotos" | "signUp" | "signUpHere";

/** What a site's content lists of what it may leave empty, as the content loader wrote it (src/config/site-pages.ts). */
export type SiteHas = Readonly<Record<ShownWhen, boolean>>;

type PageBase = {
  /** Short name of the page, unique. */
  id: string;
  /** Route module, relative to src/. */
  file: `routes/${string}.tsx`;
  /**
   * Built (prerendered, in the navigation, the sitemap and the other pages' links) only while
   * content lists this: /watch only with a release, /festivals with a festival, Behind the
   * Scenes with its photos.
   */
  shownWhen?: ShownWhen;
};

export type Page = PageBase &
  (
    | {
        /** The URL path: "/" for the home page, "/about" for the others. */
        path: `/${string}`;
        prerenderAt?: undefined;
        /** Listed in sitemap.xml. */
        inSitemap: boolean;
        /** A link in the navigation, its words under `nav:` in content/words/common.yaml (navLinksOf). */
        inNav: boolean;
      }
    | {
        /** "*": the page every URL no other page matches gets. */
        path: "*";
        /** The path it is prerendered at, as it has no URL of its own. */
        prerenderAt: `/${string}`;
        inNav: false;
        inSitemap: false;
      }
  );

/** The pages, in route order; the navigation lists those with `inNav` in this order. */
export const pages = [
  { id: "home", path: "/", file: "routes/home.tsx", inNav: true, inSitemap: true },
  { id: "about", path: "/about", file: "routes/about.tsx", inNav: true, inSitemap: true },
  { id: "cast-crew", path: "/cast-crew", file: "routes/cast-crew.tsx", inNav: true, inSitemap: true },
  // Only while content/stills.yaml lists photos for it: on-set photos or film stills.
  {
    id: "behind-the-scenes",
    path: "/behind-the-scenes",
    file: "routes/behind-the-scenes.tsx",
    inNav: true,
    inSitemap: true,
    shownWhen: "behindTheScenesPhotos",
  },
  // Only while content/festivals.yaml lists a festival, submitted to or aimed for.
  { id: "festivals", path: "/festivals", file: "routes/festivals.tsx", inNav: true, inSitemap: true, shownWhen: "festivals" },
  { id: "press", path: "/press", file: "routes/press.tsx", inNav: true, inSitemap: true },
  { id: "contact", path: "/contact", file: "routes/contact.tsx", inNav: true, inSitemap: true },
  { id: "stills", path: "/stills", file: "routes/stills.tsx", inNav: false, inSitemap: true },
  // Where to watch the film: only while content/releases.yaml lists a release (Home links to it).
  { id: "watch", path: "/watch", file: "routes/watch.tsx", inNav: false, inSitemap: true, shownWhen: "releases" },
  // What is done with the address a visitor leaves, while a list is named (footer and form link to it).
  { id: "privacy", path: "/privacy", file: "routes/privacy.tsx", inNav: false, inSitemap: true, shownWhen: "signUp" },
  // The page a sign-up without script ends on, where the site's own host collects it (Netlify Forms).
  { id: "signed-up", path: "/signed-up", file: "routes/signed-up.tsx", inNav: false, inSitemap: false, shownWhen: "signUpHere" },
  // The build copies the page prerendered at /404 to 404.html for static hosts and the bundled server.
  { id: "not-found", path: "*", file: "routes/not-found.tsx", prerenderAt: "/404", inNav: false, inSitemap: false },
] as const satisfies readonly Page[];

/** The URL paths of pages, as literal types: a record keyed by them must name every page. */
type PathOf<P> = P extends { path: infer Path extends `/${string}` } ? Path : never;

/** A page id as one word, the key of its words: "cast-crew" is "castCrew". */
export type WordsKey<Id extends string> = Id extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<WordsKey<Tail>>}` : Id;
export const wordsKeyOf = <Id extends string>(id: Id) => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as WordsKey<Id>;

/**
 * The navigation: a link for each page marked `inNav`, in registry order, with its words, which
 * content/words/common.yaml keeps under `nav:` by the page's id as one word.
 */
export function navLinksOf(list: readonly Page[], words: Readonly<Record<string, string>>): { to: string; label: string }[] {
  return list.flatMap((p) => (p.inNav ? [{ to: p.path, label: words[wordsKeyOf(p.id)] ?? p.id }] : []));
}

/** The keys of `nav:` in content/words/common.yaml: the pages of the navigation, in its order. */
export function navWordsKeysOf(list: readonly Page[]): string[] {
  return list.flatMap((p) => (p.inNav ? [wordsKeyOf(p.id)] : []));
}

/**
 * Paths of the pages with a URL of their own: the pages content may link to, the browser tests
 * visit and the benchmarks measure.
 */
export function pagePathsOf<const P extends readonly Page[]>(list: P): PathOf<P[number]>[] {
  return list.flatMap((p) => (p.path === "*" ? [] : [p.path as PathOf<P[number]>]));
}

/** Every path the build prerenders to static HTML: each page's own, or the one it is prerendered at. */
export function prerenderPathsOf(list: readonly Page[]): string[] {
  return list.map((p) => p.prerenderAt ?? p.path);
}

/** Paths listed in sitemap.xml: the pages marked `inSitemap`. */
export function sitemapPathsOf(list: readonly Page[]): string[] {
  return pagePathsOf(list.filter((p) => p.inSitemap));
}

/**
 * The pages a site has, given what its content lists (src/config/site-pages.ts reads that at
 * build time, src/content/site-has.ts in the pages).
 */
export function pagesWith<P extends Page>(list: readonly P[], has: SiteHas): P[] {
  return list.filter((p) => p.shownWhen === undefined || has[p.shownWhen]);
}

/** Whether the site has the page `id`: a link to it only while it is built. */
export function hasPage(id: PageId, has: SiteHas): boolean {
  return pagesWith(pages, has).some((p) => p.id === id);
}

export type PageId = (typeof pages)[number]["id"];

/** The URL path of a page with one, by id. */
export function pagePath(id: Exclude<PageId, "not-found">): string {
  return pages.find((p) => p.id === id)!.path;
}

// Marked pure so the bundler leaves the lists out of the pages' script, which uses none of them.
export const pagePaths = /* @__PURE__ */ pagePathsOf(pages);
