import { expect, routes, test } from "./support/fixtures.ts";
import { filmOf, peopleOf, pressContactOf } from "./support/film-words.ts";
import { seed } from "./support/sites.ts";

test.describe("every route at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const route of routes) {
    test(`${route}: no console error, no horizontal scrolling, no third-party request`, async ({
      page,
      consoleErrors,
      externalRequests,
    }) => {
      await page.goto(route);
      // Scroll through so lazy images load too, and wait for every image drawn to have loaded (or failed).
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 30));
        }
      });
      await expect
        .poll(
          () =>
            page
              .locator("img")
              .evaluateAll((imgs) =>
                (imgs as HTMLImageElement[]).filter((i) => i.checkVisibility() && !i.complete).map((i) => i.currentSrc || i.src),
              ),
          // Fifty pictures on a phone's page, on a machine as busy as a test run makes it.
          { timeout: 20_000 },
        )
        .toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      expect(consoleErrors).toEqual([]);
      expect(externalRequests).toEqual([]);
      const broken = await page
        .locator("img")
        .evaluateAll((imgs) =>
          (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.currentSrc || i.src),
        );
      expect(broken).toEqual([]);
    });
  }
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  // The film's title, its lead and its star (the seed's first and last principal cast) and its
  // press contact's address from the seed's content; the pages' own words as the site has them.
  const expectations = (): Record<(typeof routes)[number], string[]> => ({
    "/": [filmOf(seed).title, "A lost dog finds a lost girl and leads her home.", "Searching for Home", "The Visual Journey", "12 Days"],
    "/about": ["About the Film", "Synopsis", "Production Timeline", "Director's Statement", "Download Press Package"],
    "/cast-crew": [
      peopleOf(seed).principalCast[0]!.name,
      peopleOf(seed).principalCast.at(-1)!.name,
      "Supporting Cast",
      "Key Crew",
      "Director of Photography",
    ],
    "/behind-the-scenes": ["Behind the Scenes", "Five crew. Four stars. 12 days. A £20,000 budget.", "Film Stills"],
    "/festivals": ["Festival Strategy", "14 Festivals", "Target Festivals", "Download Festival Strategy Document"],
    "/press": ["Press Materials", "Quick Facts", "Download Materials", "Technical Specifications", "Release Strategy"],
    "/contact": ["Contact", pressContactOf(seed).email],
    "/stills": ["Stills", "The Visual Journey", "Extended Gallery"],
  });

  for (const route of routes) {
    test(`${route} is readable from its prerendered HTML`, async ({ page }) => {
      await page.goto(route);
      for (const text of expectations()[route]) await expect(page.locator("body")).toContainText(text);
      const images = page.locator("main img");
      if ((await images.count()) > 0) await expect(images.first()).toHaveAttribute("src", /\/img\/.+\.webp$/);
    });
  }
});

test("the web fonts come from the site itself and replace the fallbacks in one swap", async ({ page, baseURL }) => {
  const fontRequests: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font") fontRequests.push(r.url());
  });
  await page.goto("/contact"); // a page that uses only some of the faces
  const webFaces = () =>
    page.evaluate(() =>
      [...document.fonts]
        .filter((f) => !f.family.includes("Fallback"))
        .map((f) => `${f.family} ${f.weight} ${f.style} ${f.status}`)
        .sort(),
    );
  // Every face joins the page already loaded, all together: none is left "unloaded" or
  // "loading" to swap in (and move text) later.
  await expect.poll(webFaces).toHaveLength(5);
  expect(await webFaces()).toEqual([
    "Fraunces 400 italic loaded",
    "Fraunces 600 normal loaded",
    "Inter 400 normal loaded",
    "Inter 500 normal loaded",
    "Inter 600 normal loaded",
  ]);
  // The heading is then drawn in Fraunces, the text in Inter.
  const families = await page.evaluate(() => [
    getComputedStyle(document.querySelector("h1")!).fontFamily,
    getComputedStyle(document.body).fontFamily,
  ]);
  expect(families[0]).toMatch(/^"?Fraunces"?,/);
  expect(families[1]).toMatch(/^"?Inter"?,/);
  expect(fontRequests.length).toBe(5);
  for (const url of fontRequests) expect(url.startsWith(`${baseURL}/assets/`) && url.endsWith(".woff2"), url).toBe(true);
});
