import type { APIRequestContext } from "@playwright/test";
import { expect, routes, test } from "./support/fixtures.ts";
import { seed } from "./support/sites.ts";
import { pathIn } from "#src/lib/languages.ts";

// The site in English at its root and in Spanish under /es/: every page prerendered in each
// language, the switch between them, the alternates search engines read, and the choice a
// visitor made coming back on their next visit's home page only.

const generated = seed.generated;
const siteUrl = () => seed.address();
const inEach = <T>(file: string) => ({ en: generated<T>("en", file), es: generated<T>("es", file) });

type Described = { description: string }[];
const film = inEach<{ tagline: string }>("film.json");
const texts = inEach<{ synopsis: string[] }>("texts.json");
const longTexts = inEach<{ festivalStrategy: string[] }>("long-texts.json");
const people = inEach<{ principalCast: Described }>("people.json");
const stills = inEach<{ onSetPhotos: { alt: string }[]; poster: { alt: string }; shootNote: string }>("stills.json");
const downloads = inEach<{ downloadItems: Described }>("downloads.json");
const words = inEach<{ notFound: { message: string } }>("words/common.json");
type Lang = "en" | "es";
/** Each upload's press caption by its id (its file name without the extension), in each language. */
const captions = Object.fromEntries(
  (["en", "es"] as const).map((l) => [
    l,
    new Map(
      generated<{ captions: { file: string; caption: string }[] }>(l, "captions.json").captions.map((c) => [
        c.file.replace(/\.\w+$/, ""),
        c.caption,
      ]),
    ),
  ]),
) as Record<Lang, Map<string, string>>;

/** A text each page shows from content, in the given language: the raw HTML must hold it. */
const shownText: Record<string, (lang: Lang) => string> = {
  "/": (l) => film[l].tagline,
  "/about": (l) => texts[l].synopsis[0]!,
  "/cast-crew": (l) => people[l].principalCast[0]!.description,
  "/behind-the-scenes": (l) => stills[l].onSetPhotos[0]!.alt,
  "/festivals": (l) => longTexts[l].festivalStrategy[1]!,
  "/press": (l) => downloads[l].downloadItems[0]!.description,
  "/contact": (l) => stills[l].poster.alt,
  "/stills": (l) => stills[l].shootNote,
};

/** The text as the prerendered HTML writes it. */
const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

test("every page is prerendered in Spanish under /es/, with the Spanish texts in its HTML and not the English", async ({ request }) => {
  expect(Object.keys(shownText).sort()).toEqual([...routes].sort());
  for (const route of routes) {
    const spanish = await request.get(pathIn("es", route));
    expect(spanish.status(), route).toBe(200);
    const html = await spanish.text();
    expect(html, route).toContain('<html lang="es">');
    expect(html, route).toContain(escaped(shownText[route]!("es")));
    expect(html, route).not.toContain(escaped(shownText[route]!("en")));
    const english = await (await request.get(route)).text();
    expect(english, route).toContain('<html lang="en">');
    expect(english, route).toContain(escaped(shownText[route]!("en")));
  }
});

test("an unknown address under /es/ gets the Spanish not-found page, with status 404", async ({ page }) => {
  const response = await page.goto("/es/no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByText(words.es.notFound.message)).toBeVisible();
});

/** The alternates and canonical URL of a page as its HTML gives them. */
async function alternatesOf(request: APIRequestContext, address: string) {
  const html = await (await request.get(address)).text();
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!] as const);
  return { canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], alternates: Object.fromEntries(links) };
}

test("each page and its twin name each other as alternates (en, es, x-default), each its own canonical URL", async ({ request }) => {
  for (const route of routes) {
    const en = await alternatesOf(request, route);
    const es = await alternatesOf(request, pathIn("es", route));
    const pair = { en: `${siteUrl()}${route}`, es: `${siteUrl()}${pathIn("es", route)}`, "x-default": `${siteUrl()}${route}` };
    expect(en.alternates, route).toEqual(pair);
    expect(es.alternates, route).toEqual(pair);
    expect(en.canonical).toBe(pair.en);
    expect(es.canonical).toBe(pair.es);
  }
});

test("the sitemap lists every page in both languages, each with its alternates", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const route of routes) {
    for (const lang of ["en", "es"] as const) {
      const entry = new RegExp(`<url>\\s*<loc>${siteUrl()}${pathIn(lang, route)}</loc>([\\s\\S]*?)</url>`).exec(sitemap)?.[1];
      expect(entry, `${lang} ${route}`).toBeDefined();
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${siteUrl()}${route}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${siteUrl()}${pathIn("es", route)}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${siteUrl()}${route}"/>`);
    }
  }
});

test("the switch in the navigation keeps the visitor on the same page, both ways", async ({ page }) => {
  await page.goto("/cast-crew");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL("/es/cast-crew");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByText(people.es.principalCast[0]!.description)).toBeVisible();
  await page.locator("footer").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL("/cast-crew");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the image viewer's switch shows the same still with its caption in the other language", async ({ page }) => {
  const still = "still-05-sunflower-thief";
  await page.goto(`/stills#${still}`);
  const viewer = page.getByRole("dialog");
  await expect(viewer).toContainText(captions.en.get(still)!);
  // A new page each time: /stills, with every image of the archive, takes a busy machine a few
  // seconds to hydrate, and the viewer opens once it has.
  const opened = { timeout: 15_000 };
  await viewer.getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(`/es/stills#${still}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("dialog")).toContainText(captions.es.get(still)!, opened);
  await page.getByRole("dialog").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(`/stills#${still}`);
  await expect(page.getByRole("dialog")).toContainText(captions.en.get(still)!, opened);
});

test("the first visit follows no browser language; a choice made comes back on the next visit's home page only", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: "es-ES", extraHTTPHeaders: { "Accept-Language": "es-ES,es" } });
  const first = await context.newPage();
  await first.goto("/");
  await expect(first).toHaveURL("/");
  await expect(first.locator("html")).toHaveAttribute("lang", "en");
  await first.goto("/about");
  await first.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Español" }).click();
  await expect(first).toHaveURL("/es/about");
  // Same visit: the home page opens as linked.
  await first.goto("/");
  await expect(first).toHaveURL("/");
  // Next visit (a new tab): its home page is the chosen language's; any other page opens as linked.
  const next = await context.newPage();
  await next.goto("/");
  await expect(next).toHaveURL("/es/");
  await expect(next.locator("html")).toHaveAttribute("lang", "es");
  const another = await context.newPage();
  await another.goto("/press");
  await expect(another).toHaveURL("/press");
  await context.close();
});
