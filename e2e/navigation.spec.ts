import { navLinksIn, type NavWords } from "#src/content/nav-links.ts";
import { expect, routes, test } from "./support/fixtures.ts";
import { seed } from "./support/sites.ts";
import { filmOf } from "./support/film-words.ts";

// The links the page registry marks for the navigation (a unit test pins them to the seven).
// The English words the build wrote (content/words/common.yaml), read as data: the tests' loader
// takes no JSON modules.
const common = seed.generated<{ nav: NavWords }>("en", "words/common.json");
const navLinks = navLinksIn(common.nav, seed.generated("en", "site-has.json"));
const navLabels = navLinks.map((l) => l.label);
const navTargets = navLinks.map((l) => l.to);

test.describe("navigation", () => {
  test("the fixed bar holds its seven links, in order", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    // The pages' links; the switch to the other language (hreflang) is not one of them.
    await expect(
      nav
        .getByRole("link")
        .and(page.locator(":not([hreflang])"))
        // Not the title's link home, nor the trailer's button.
        .filter({ hasNotText: filmOf(seed).title })
        .filter({ hasNotText: "Watch Trailer" }),
    ).toHaveText(navLabels);
    await expect(page.locator("header").first()).toHaveCSS("position", "fixed");
  });

  test("the bar's links and its language code are set in 14 px, in English and Spanish", async ({ page }) => {
    for (const home of ["/", "/es/"]) {
      await page.goto(home);
      // At 1280 px the bar shows the pages' links and the other language's code (ES, EN).
      const nav = page.getByRole("navigation").first();
      const bar = nav.locator("ul").first().getByRole("link").or(nav.locator("a[hreflang]:visible"));
      await expect(bar).toHaveCount(navLabels.length + 1);
      const sizes = await bar.evaluateAll((links) => links.map((a) => [a.textContent, getComputedStyle(a).fontSize]));
      expect(sizes, home).toEqual(sizes.map(([text]) => [text, "14px"]));
    }
  });

  // One walk through the bar, each link taken from the page the one before it led to.
  test("each of the bar's links leads to its page, marked current there alone", async ({ page }) => {
    await page.goto(navTargets[0] === "/" ? "/about" : "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [i, label] of navLabels.entries()) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page, label).toHaveURL(navTargets[i]!);
      await expect(nav.getByRole("link", { name: label, exact: true }), label).toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]:visible'), label).toHaveCount(1);
    }
  });

  test("Watch Trailer in the bar opens the trailer page in a new tab", async ({ page }) => {
    await page.goto("/press");
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Watch Trailer" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("href", /^https:\/\/vimeo\.com\/\d+$/);
  });

  test("every external link opens a new tab without opener or referrer", async ({ page }) => {
    for (const route of routes) {
      await page.goto(route);
      // Read in one go: the page's links are as they will stay once it is live.
      const external = await page
        .locator('a[href^="http"]')
        .evaluateAll((links) =>
          links.map((a) => ({ href: a.getAttribute("href"), target: a.getAttribute("target"), rel: a.getAttribute("rel") })),
        );
      for (const link of external) expect(link, route).toEqual({ href: link.href, target: "_blank", rel: "noopener noreferrer" });
    }
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the button toggles the links; choosing one closes the menu", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "About", exact: true })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    // The pages' links, then the switch to the other language.
    await expect(menu.getByRole("link").and(page.locator(":not([hreflang])"))).toHaveText(navLabels);
    await expect(menu.getByRole("link", { name: "Español" })).toHaveAttribute("href", "/es/");
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Festivals" }).click();
    await expect(page).toHaveURL("/festivals");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Festival Strategy");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link", { name: "Festivals" })).toHaveAttribute("aria-current", "page");
  });

  // Two type sizes once reached each page link (the bar's and the menu's), and the stylesheet's
  // order chose the bar's: the links came out at 14 px beside a 16 px "Español".
  test("every entry of the open menu, the pages' links and the language switch, is set in 16 px, in English and Spanish", async ({
    page,
  }) => {
    for (const home of ["/", "/es/"]) {
      await page.goto(home);
      await page.locator('button[aria-controls="mobile-menu"]').click();
      const menu = page.locator("#mobile-menu");
      await expect(menu).toBeVisible();
      const entries = menu.getByRole("link");
      await expect(entries).toHaveCount(navLabels.length + 1);
      const sizes = await entries.evaluateAll((links) => links.map((a) => [a.textContent, getComputedStyle(a).fontSize]));
      expect(sizes, home).toEqual(sizes.map(([text]) => [text, "16px"]));
    }
  });
});

// Spanish runs longer ("Reparto y equipo", "Ver tráiler"): at every width, in both languages,
// the bar's links sit on one line each and nothing runs off its right edge; where they would not
// fit, the menu button stands in for them.
// One visit a language, the window narrowed step by step.
test("the bar at 1280, 1024, 1023, 820 and 768 px: each link on one line, nothing past the edge, in English and Spanish", async ({
  page,
}) => {
  for (const route of ["/about", "/es/about"]) {
    await page.goto(route);
    for (const width of [1280, 1024, 1023, 820, 768]) {
      await page.setViewportSize({ width, height: 700 });
      const at = `${route} at ${width} px`;
      const bar = page.getByRole("navigation").first();
      const links = bar.locator("ul").first().getByRole("link");
      const menuButton = bar.getByRole("button", { name: /menu|menú/i });
      const linksShown = await links.first().isVisible();
      expect(linksShown !== (await menuButton.isVisible()), `${at}: the links or the menu button, one of them`).toBe(true);
      if (linksShown)
        for (const link of await links.all()) {
          const lineHeight = await link.evaluate((e) => parseFloat(getComputedStyle(e).lineHeight));
          expect((await link.boundingBox())!.height, `${at}: "${await link.textContent()}" on one line`).toBeLessThan(lineHeight * 2);
        }
      for (const control of await bar.locator("a:visible, button:visible").all()) {
        const box = (await control.boundingBox())!;
        expect(box.x + box.width, `${at}: "${await control.textContent()}" inside the window`).toBeLessThanOrEqual(width);
      }
    }
  }
});

test("scroll: a new page opens at the top; back and reload return to where the reader was", async ({ page }) => {
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  await page.goto("/about");
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(scrollY).toBe(900);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Press", exact: true }).click();
  await expect(page).toHaveURL("/press");
  await expect.poll(scrollY).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL("/about");
  await expect.poll(scrollY).toBe(900);
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect.poll(scrollY).toBe(900);
});

test("each page's HTML marks its own link current before any script runs", async ({ request }) => {
  for (const [i, route] of navTargets.entries()) {
    const html = await (await request.get(route)).text();
    const current = [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]+)</g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
    expect(new Set(current), route).toEqual(new Set([navLabels[i]]));
  }
});
