import { expect, test } from "./film.ts";

// The switch between another film's languages, in a browser: each home page names every other
// language in itself (Français, English, Deutsch) and none of its own, and leads to the same page
// in the language chosen; a film in one language has no switch at all. One visit a language.

test("each home page hydrates in its language and offers every other language by its own name", async ({ film, page, consoleErrors }) => {
  for (const { code } of film.langs) {
    await page.goto(film.pathIn(code, "/"));
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    const { tagline } = film.inLang<{ tagline: string }>(code, "film.json");
    await expect(page.getByText(tagline).first()).toBeVisible();
    const others = film.langs.filter((l) => l.code !== code);
    // The footer's switch: each other language in itself, in the list's order, each to its home page.
    const footer = page.locator("footer a[hreflang]");
    await expect(footer).toHaveText(others.map((l) => l.ownName));
    for (const [i, other] of others.entries()) {
      await expect(footer.nth(i)).toHaveAttribute("href", film.pathIn(other.code, "/"));
      await expect(footer.nth(i)).toHaveAttribute("lang", other.code);
    }
    // The top bar's: the codes, each named in its language for screen readers.
    const bar = page.locator("header a[hreflang][aria-label]");
    await expect(bar).toHaveText(others.map((l) => l.code.toUpperCase()));
    for (const [i, other] of others.entries()) await expect(bar.nth(i)).toHaveAttribute("aria-label", other.ownName);
    // No page links its own language.
    await expect(page.locator(`a[hreflang="${code}"]`)).toHaveCount(0);
  }
  expect(consoleErrors).toEqual([]);
});

test("the switch keeps the visitor on the same page in the language chosen; in one language there is none", async ({ film, page }) => {
  await page.goto("/cast-crew");
  const [, next] = film.langs;
  if (!next) {
    await expect(page.locator("a[hreflang]")).toHaveCount(0);
    // Nor in the phone menu: it ends with the pages.
    await page.setViewportSize({ width: 375, height: 800 });
    const { layout } = film.inLang<{ layout: { openMenu: string } }>(film.rootLang.code, "words/common.json");
    await page.getByRole("button", { name: layout.openMenu }).click();
    await expect(page.locator("a[hreflang]")).toHaveCount(0);
    return;
  }
  await page.locator("footer").getByRole("link", { name: next.ownName, exact: true }).click();
  await expect(page).toHaveURL(film.pathIn(next.code, "/cast-crew"));
  await expect(page.locator("html")).toHaveAttribute("lang", next.code);
  const { principalCast } = film.inLang<{ principalCast: { description: string }[] }>(next.code, "people.json");
  await expect(page.getByText(principalCast[0]!.description)).toBeVisible();
  await page.locator("footer").getByRole("link", { name: film.rootLang.ownName, exact: true }).click();
  await expect(page).toHaveURL("/cast-crew");
  await expect(page.locator("html")).toHaveAttribute("lang", film.rootLang.code);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("each home page's bar holds the film's title and the menu's button, however long the title and the words", async ({
    film,
    page,
  }) => {
    for (const { code } of film.langs) {
      await page.goto(film.pathIn(code, "/"));
      const { layout } = film.inLang<{ layout: { openMenu: string } }>(code, "words/common.json");
      const bar = await page.locator("header nav > div").first().boundingBox();
      const title = await page.locator("header nav > div > a").first().boundingBox();
      const menu = await page.getByRole("button", { name: layout.openMenu }).boundingBox();
      expect(title!.y, code).toBeGreaterThanOrEqual(bar!.y);
      expect(title!.y + title!.height, code).toBeLessThanOrEqual(bar!.y + bar!.height);
      expect(menu!.x + menu!.width, code).toBeLessThanOrEqual(375);
      expect(title!.x + title!.width, code).toBeLessThanOrEqual(menu!.x);
    }
  });
});
