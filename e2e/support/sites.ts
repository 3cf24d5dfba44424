// The sites the browser tests run on (playwright.config.ts): the team's, built from content/ by
// `npm run build`, and the others built from content fixtures (scripts/test/fixture-site.ts).
// A test reads the expected words from the content of the site it runs on, never from another's.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fixtureSiteRoot } from "../../scripts/test/fixture-site.ts";
import type { LanguageInfo } from "#src/lib/languages.ts";
import { otherFilms, type OtherFilm } from "./films.ts";

export type Site = {
  /** The folder the site was built in: content/, src/generated/ and build/client/ are its. */
  root: string;
  /** The built site, as served. */
  client: string;
  /** What the build's loader wrote of the site's content (src/generated/content/<lang>/<file>). */
  generated: <T = unknown>(lang: string, file: string) => T;
  /** A JSON file of the site's folder (`src/generated/uploads.json`). */
  json: <T = unknown>(file: string) => T;
  /** Where the site says it lives (its content/site.yaml's address), with no slash at the end. */
  address: () => string;
  /** Its languages as its build read them from its content/site.yaml, the first at its root (src/generated/languages.json). */
  languages: () => LanguageInfo[];
};

const siteAt = (root: string): Site => {
  const json = <T>(file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as T;
  return {
    root,
    client: path.join(root, "build/client"),
    json,
    generated: (lang, file) => json(path.join("src/generated/content", lang, file)),
    address: () => json<{ address: string }>("src/generated/content/default/site.json").address,
    languages: () => json<LanguageInfo[]>("src/generated/languages.json"),
  };
};

/**
 * The site of content/: what the film's team publishes (the tests in e2e/live/). Built in the
 * repository, or the seed's site while content/ is the seed's (playwright.config.ts decides).
 */
export const live = siteAt(process.env.E2E_SITE_OF_CONTENT ?? path.resolve(import.meta.dirname, "../.."));
/** The seed fixture (fixtures/seed/content): today's content frozen (the tests in e2e/). */
export const seed = siteAt(fixtureSiteRoot("seed"));
/** The festival run under way: e2e/festival-run/content over the seed (the tests in e2e/festival-run/). */
export const festivalRun = siteAt(fixtureSiteRoot("festival-run"));
/** A new film's first days: the seed with no festival and no photo for Behind the Scenes (e2e/first-days/). */
export const firstDays = siteAt(fixtureSiteRoot("first-days"));
/** The other films (fixtures/films), each from its own content alone (the tests in e2e/films/). */
export const films = Object.fromEntries(otherFilms.map((film) => [film, siteAt(fixtureSiteRoot(film))])) as Record<OtherFilm, Site>;
