import { pagePath } from "#src/config/pages.ts";
import { pathIn } from "#src/lib/languages.ts";
import { expect, routesOf, test } from "../support/fixtures.ts";
import { firstDays } from "../support/sites.ts";

// A new film's first days (first-days/site.ts): no festival listed, no photo for Behind the
// Scenes. Neither page is built: their addresses answer 404, the sitemap lists neither, no page
// links them, and Home has no section with nothing in it. One request or visit per page.
const absent = [pagePath("festivals"), pagePath("behind-the-scenes")];
const langs = ["en", "es"] as const;
const pagesBuilt = routesOf(firstDays.root);

test("the Festivals and Behind the Scenes pages are not built: 404, out of the sitemap", async ({ request }) => {
  // Nor a sign-up list yet: a new film's default.
  expect(firstDays.generated("en", "site-has.json")).toEqual({
    releases: false,
    festivals: false,
    behindTheScenesPhotos: false,
    signUp: false,
    signUpHere: false,
  });
  for (const lang of langs) for (const p of absent) expect((await request.get(pathIn(lang, p))).status(), pathIn(lang, p)).toBe(404);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`${pathIn("es", pagePath("about"))}</loc>`);
  for (const p of absent) expect(sitemap).not.toContain(p);
  expect(pagesBuilt).not.toContain(absent[0]);
  expect(pagesBuilt).not.toContain(absent[1]);
});

test("no page links them, in either language", async ({ request }) => {
  const linked: string[] = [];
  for (const lang of langs) {
    const unbuilt = absent.map((p) => pathIn(lang, p));
    for (const route of pagesBuilt) {
      const response = await request.get(pathIn(lang, route));
      expect(response.status(), pathIn(lang, route)).toBe(200);
      const hrefs = [...(await response.text()).matchAll(/href="([^"#?]*)/g)].map((m) => m[1]!.replace(/\/$/, ""));
      linked.push(...hrefs.filter((h) => unbuilt.includes(h)).map((h) => `${pathIn(lang, route)} links ${h}`));
    }
  }
  expect(linked).toEqual([]);
});

test("Home leaves out what has nothing to show: no section, card or list without its content", async ({ page }) => {
  const words = firstDays.generated<{ nav: Record<string, string> }>("en", "words/common.json").nav;
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The navigation names neither page; the story's cards lead to the pages there are.
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: words.festivals, exact: true })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: words.behindTheScenes, exact: true })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: words.about, exact: true })).toHaveCount(1);
  // Every section holds something beyond its heading, and no list is empty.
  const empty = await page.locator("main section").evaluateAll((sections) =>
    sections
      .filter((s) => {
        const heading = s.querySelector("h1, h2, h3")?.textContent ?? "";
        const said = (s.textContent ?? "").replace(heading, "").trim();
        return said === "" && s.querySelector("img, iframe, button, a[href]") === null;
      })
      .map((s) => s.id || s.outerHTML.slice(0, 80)),
  );
  expect(empty).toEqual([]);
  await expect(page.locator("main ul:not(:has(li)), main ol:not(:has(li))")).toHaveCount(0);
  for (const id of ["reviews", "screenings", "extended-gallery", "where-to-watch"]) await expect(page.locator(`#${id}`)).toHaveCount(0);
  await expect(page.locator("#story li")).toHaveCount(3);
});
