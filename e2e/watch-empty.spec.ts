import { pathIn } from "#src/lib/languages.ts";
import { expect, test } from "./support/fixtures.ts";
import { seed } from "./support/sites.ts";

// The seed lists no release (fixtures/seed/content/releases.yaml: `releases: []`): nothing of
// "Where to watch" shows anywhere, and /watch is not built, nor in the sitemap.
const words = (lang: string) => seed.generated<{ watch: { title: string; seeAll: string } }>(lang, "words/watch.json").watch;

test("with no release listed, Home has no Where to watch, /watch is not there, the sitemap and the Movie data name none", async ({
  page,
  request,
}) => {
  expect(seed.generated<{ releases: unknown[] }>("en", "releases-shown.json").releases).toEqual([]);
  for (const lang of ["en", "es"] as const) {
    await page.goto(pathIn(lang, "/"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: words(lang).title })).toHaveCount(0);
    await expect(page.getByText(words(lang).seeAll)).toHaveCount(0);
    await expect(page.locator("[data-releases]")).toHaveCount(0);
    const movie = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').allTextContents()).find((t) => t.includes('"Movie"'))!,
    ) as Record<string, unknown>;
    expect(movie.offers).toBeUndefined();
    expect(movie.potentialAction).toBeUndefined();
    expect((await request.get(pathIn(lang, "/watch"))).status()).toBe(404);
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/stills</loc>");
  expect(sitemap).not.toContain("/watch");
});
