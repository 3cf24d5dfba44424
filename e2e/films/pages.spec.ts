import type { APIRequestContext } from "@playwright/test";
import { expect, test, type Film } from "./film.ts";

// Every page of another film's site, in each of its languages, at its address: the first
// language's at the root, each other's under /<code>/ (La Dernière Vague: /, /en/, /de/; Il
// Silenzio del Lago: / alone; Der Sommer der Zugvögel: /, /pt/). Read as served, without a browser: the HTML's language, the film's
// title, a text of the page's own in its language and in no other, the alternates search engines
// read and the sitemap's. Every word expected comes from the film's content as its build wrote it.

type Described = { description: string }[];

/** A text each page shows from content, in the given language: the raw HTML must hold it. */
const shownText: Record<string, (film: Film, lang: string) => string> = {
  "/": (f, l) => f.inLang<{ tagline: string }>(l, "film.json").tagline,
  "/about": (f, l) => f.inLang<{ synopsis: string[] }>(l, "texts.json").synopsis[0]!,
  "/cast-crew": (f, l) => f.inLang<{ principalCast: Described }>(l, "people.json").principalCast[0]!.description,
  "/behind-the-scenes": (f, l) => f.inLang<{ onSetPhotos: { alt: string }[] }>(l, "stills.json").onSetPhotos[0]!.alt,
  "/festivals": (f, l) => f.inLang<{ festivalStrategy: string[] }>(l, "long-texts.json").festivalStrategy.at(-1)!,
  "/press": (f, l) => f.inLang<{ downloadItems: Described }>(l, "downloads.json").downloadItems[0]!.description,
  "/contact": (f, l) => f.inLang<{ poster: { alt: string } }>(l, "stills.json").poster.alt,
  "/privacy": (f, l) => f.inLang<{ privacyPage: { purposeTitle: string } }>(l, "words/sign-up.json").privacyPage.purposeTitle,
  "/watch": (f, l) => f.inLang<{ watch: { intro: string } }>(l, "words/watch.json").watch.intro,
  "/signed-up": (f, l) => f.inLang<{ thanks: { title: string } }>(l, "words/sign-up.json").thanks.title,
  "/stills": (f, l) => {
    const { shootNote, journeyStills } = f.inLang<{ shootNote?: string; journeyStills: { alt: string }[] }>(l, "stills.json");
    return shootNote ?? journeyStills[0]!.alt;
  },
};

/** The text as the prerendered HTML writes it. */
const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/** The alternates and canonical address of a page as its HTML gives them. */
function alternatesIn(html: string) {
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!] as const);
  return { canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], alternates: Object.fromEntries(links) };
}

const get = async (request: APIRequestContext, address: string) => {
  const response = await request.get(address);
  return { status: response.status(), html: await response.text() };
};

test("every page answers in each of the film's languages at its address, in that language only", async ({ film, request }) => {
  expect(film.routes.filter((route) => !(route in shownText))).toEqual([]);
  const { title } = film.inLang<{ title: string }>(film.rootLang.code, "film.json");
  for (const route of film.routes)
    for (const { code } of film.langs) {
      const address = film.pathIn(code, route);
      const { status, html } = await get(request, address);
      expect(status, address).toBe(200);
      expect(html, address).toContain(`<html lang="${code}"`);
      // The page names the film: Home whole, the others whole or, where a long title runs past
      // the limit, the beginning of it ("Über den Film – Der Sommer der Zugvögel").
      const named = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      if (route === "/") expect(named, address).toContain(escaped(title));
      else {
        const name = named.split(" – ").at(-1)!.replace(/…$/, "");
        expect(name.length, `${address}: ${named}`).toBeGreaterThan(0);
        expect(escaped(title).startsWith(name), `${address}: ${named}`).toBe(true);
      }
      expect(html, address).toContain(escaped(shownText[route]!(film, code)));
      for (const other of film.langs.filter((l) => l.code !== code))
        expect(html, `${address}: ${other.englishName}`).not.toContain(escaped(shownText[route]!(film, other.code)));
    }
});

test("each page names its twin in every other language, and the first language as x-default; none on a site in one language", async ({
  film,
  request,
}) => {
  for (const route of film.routes) {
    // In one language a page has no twin: no alternates at all, not even x-default.
    const expected =
      film.langs.length === 1
        ? {}
        : {
            ...Object.fromEntries(film.langs.map((l) => [l.code, film.urlOf(l.code, route)])),
            "x-default": film.urlOf(film.rootLang.code, route),
          };
    for (const { code } of film.langs) {
      const { alternates, canonical } = alternatesIn((await get(request, film.pathIn(code, route))).html);
      expect(alternates, `${code} ${route}`).toEqual(expected);
      expect(canonical, `${code} ${route}`).toBe(film.urlOf(code, route));
    }
  }
});

test("the sitemap lists every page in every language, each with its alternates (none in one language)", async ({ film, request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap.match(/<url>/g)).toHaveLength(film.sitemapRoutes.length * film.langs.length);
  for (const route of film.sitemapRoutes)
    for (const { code } of film.langs) {
      const entry = new RegExp(`<url>\\s*<loc>${film.urlOf(code, route)}</loc>([\\s\\S]*?)</url>`).exec(sitemap)?.[1];
      expect(entry, `${code} ${route}`).toBeDefined();
      const links = [...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${m[2]}`);
      expect(links, `${code} ${route}`).toEqual(
        film.langs.length === 1
          ? []
          : [...film.langs.map((l) => `${l.code} ${film.urlOf(l.code, route)}`), `x-default ${film.urlOf(film.rootLang.code, route)}`],
      );
    }
});

test("an unknown address gets the not-found page of its language, with status 404", async ({ film, request }) => {
  for (const { code } of film.langs) {
    const { status, html } = await get(request, film.pathIn(code, "/no-such-page"));
    expect(status, code).toBe(404);
    expect(html, code).toContain(`<html lang="${code}"`);
    const { notFound } = film.inLang<{ notFound: { message: string } }>(code, "words/common.json");
    expect(html, code).toContain(escaped(notFound.message));
  }
});
