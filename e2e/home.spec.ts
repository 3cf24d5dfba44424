import { expect, test } from "./support/fixtures.ts";
import { filmOf } from "./support/film-words.ts";
import { seed } from "./support/sites.ts";

test.describe("home", () => {
  test("hero: presenters, title, tagline, Feature Film and 97 Minutes", async ({ page }) => {
    const film = filmOf(seed);
    await page.goto("/");
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByText(`${film.productionCompanies.join(" & ")} present`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(film.title);
    await expect(hero.getByText("A lost dog finds a lost girl and leads her home.")).toBeVisible();
    await expect(hero.getByText("Feature Film", { exact: true })).toBeVisible();
    await expect(hero.getByText("97 Minutes", { exact: true })).toBeVisible();
    const img = hero.locator("img").first();
    await expect(img).toHaveAttribute("fetchpriority", "high");
    await expect(img).toHaveAttribute("width", /\d+/);
  });

  test("trailer dialog closes by its button, the overlay and Escape; the player autoplays with title, byline and portrait hidden", async ({
    page,
  }) => {
    await page.goto("/");
    const open = page.locator("main").getByRole("button", { name: "Watch Trailer" });
    const dialog = page.getByRole("dialog");

    await expect(page.locator("iframe")).toHaveCount(0);
    await open.click();
    await expect(dialog).toBeVisible();
    const src = new URL((await dialog.locator("iframe").getAttribute("src"))!);
    expect(src.origin).toBe("https://player.vimeo.com");
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ autoplay: "1", title: "0", byline: "0", portrait: "0" });
    await dialog.getByRole("button", { name: "Close video" }).click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(10, 10); // the overlay, outside the player
    await expect(dialog).toBeHidden();

    await open.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("story: Searching for Home, four characters, the genre line and four cards", async ({ page }) => {
    await page.goto("/");
    const story = page.locator("#story");
    await expect(story.getByRole("heading", { level: 2 })).toHaveText("Searching for Home");
    for (const who of ["young woman", "lost dog", "nomadic sunflower thief", "dying lady"]) await expect(story).toContainText(who);
    await expect(story.getByText("Melodrama, 2025, £20k Budget")).toBeVisible();
    const cards = story.getByRole("listitem");
    await expect(cards).toHaveCount(4);
    const expected = [
      ["About the Film", "/about", "Learn More"],
      ["Cast & Crew", "/cast-crew", "Meet the Team"],
      ["Festivals", "/festivals", "View Schedule"],
      ["Press Kit", "/press", "Download Kit"],
    ];
    for (const [i, [title, href, action]] of expected.entries()) {
      const link = cards.nth(i).getByRole("link");
      await expect(link.getByRole("heading")).toHaveText(title!);
      await expect(link).toHaveAttribute("href", href!);
      await expect(link).toContainText(action!);
    }
    await expect(story.getByRole("link", { name: "Browse all stills" })).toHaveAttribute("href", "/stills");
  });

  test("footer line: 97 minutes, Filmed in Andalusia, £20,000 Budget, 12 Days", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("list", { name: "Film facts" }).getByRole("listitem")).toHaveText([
      "97 minutes",
      "Filmed in Andalusia",
      "£20,000 Budget",
      "12 Days",
    ]);
  });

  test("home composes hero, story, then the stills gallery", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("main h2")).toHaveText(["Searching for Home", "The Visual Journey", "Extended Gallery", "From the Shoot"]);
  });
});
