import { languages, pathIn } from "#src/lib/languages.ts";
import { violations } from "../support/axe.ts";
import { expect, routesOf, test } from "../support/fixtures.ts";
import { expectIslandsAlone } from "../support/islands.ts";
import { live } from "../support/sites.ts";

// The pages of the team's site: /watch too while content/releases.yaml lists a release.
const routes = routesOf(live.root);

// The site of content/, as the team publishes it: every page, in each language, renders from its
// prerendered HTML, hydrates its islands alone (support/islands.ts) with no error in the console
// (React reports a hydration mismatch there), no Content-Security-Policy violation (the fixture
// checks every test), no request leaving the site, and passes axe's WCAG 2.2 AA checks, all on
// one visit of the page. The words expected are read from content/, whatever it says today.
for (const lang of languages) {
  const { title } = live.generated<{ title: string }>(lang, "film.json");
  for (const route of routes.map((r) => pathIn(lang, r))) {
    test(`${route} renders, hydrates its islands alone without an error and has no axe violations`, async ({
      page,
      consoleErrors,
      externalRequests,
    }) => {
      // /stills lists every image of the archive: axe has about a thousand more elements to check.
      test.slow(route.endsWith("/stills"));
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/\S/);
      await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      await expect(page.getByRole("navigation").first()).toBeVisible();
      // Every island live (those far down once scrolled near), so the console has heard from each.
      await expectIslandsAlone(page);
      expect(consoleErrors).toEqual([]);
      expect(externalRequests).toEqual([]);
      expect(await violations(page)).toEqual([]);
    });
  }

  test(`an unknown address gets the not-found page with status 404 (${lang})`, async ({ page, consoleErrors }) => {
    const missing = pathIn(lang, "/no-such-page");
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    // The not-found page logs the address asked for (the spec), and nothing else.
    expect(consoleErrors.filter((e) => !e.includes(missing) && !e.includes("404"))).toEqual([]);
  });
}
