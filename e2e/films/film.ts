// The film a test of e2e/films/ runs on: the Playwright project's name says which (playwright.config.ts,
// one project a film of fixtures/films), and everything a test expects is read from that film's
// site as its build wrote it (src/generated/), never from another's, never typed in a test. The
// languages too: the film's own list, not the repository's (src/lib/languages.ts reads content/'s).
import { test as base } from "../support/fixtures.ts";
import { routesOf } from "../support/fixtures.ts";
import { sitePages } from "#src/config/site-pages.ts";
import { films, type Site } from "../support/sites.ts";
import { otherFilms, type OtherFilm } from "../support/films.ts";
import type { LanguageInfo } from "#src/lib/languages.ts";

export type Film = Site & {
  name: OtherFilm;
  /** Its languages, the first at its root. */
  langs: LanguageInfo[];
  /** The language at the site's root, the first of the list. */
  rootLang: LanguageInfo;
  /** Every page the site has, as the root language's addresses ("/", "/about"). */
  routes: string[];
  /** The pages its sitemap lists: not the page a sign-up ends on. */
  sitemapRoutes: string[];
  /** A page's address in a language: the root language's as it is, each other's under /<code>/. */
  pathIn: (lang: string, route: string) => string;
  /** A page's full address, where the site says it lives. */
  urlOf: (lang: string, route: string) => string;
  /** One of the site's generated content files in a language (src/generated/content/<lang>/<file>). */
  inLang: <T>(lang: string, file: string) => T;
};

/** The film of the project `name`, read from its built site. */
export function filmOf(name: string): Film {
  if (!(otherFilms as readonly string[]).includes(name))
    throw new Error(`"${name}" is not a film of fixtures/films (${otherFilms.join(", ")})`);
  const site = films[name as OtherFilm];
  const langs = site.languages();
  const rootLang = langs[0]!;
  const pathIn = (lang: string, route: string) => (lang === rootLang.code ? route : route === "/" ? `/${lang}/` : `/${lang}${route}`);
  return {
    ...site,
    name: name as OtherFilm,
    langs,
    rootLang,
    routes: routesOf(site.root),
    sitemapRoutes: sitePages(site.root).sitemap,
    pathIn,
    urlOf: (lang, route) => `${site.address()}${pathIn(lang, route)}`,
    inLang: (lang, file) => site.generated(lang, file),
  };
}

export const test = base.extend<{ film: Film }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument.
  film: async ({}, use, testInfo) => {
    await use(filmOf(testInfo.project.name));
  },
});

export { expect } from "../support/fixtures.ts";
