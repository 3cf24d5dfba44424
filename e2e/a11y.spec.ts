import { violations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

// Every page of the site of content/ is checked in e2e/live/a11y.spec.ts; here, what opens on
// them, with the seed's words.
test("no axe violations with the trailer dialog open", async ({ page }) => {
  await page.goto("/");
  await page.locator("main").getByRole("button", { name: "Watch Trailer" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("no axe violations with the teaser popup open", async ({ page }) => {
  await page.goto("/press");
  await page.getByRole("button", { name: "Watch Teaser" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("no axe violations with the lightbox open", async ({ page }) => {
  await page.goto("/stills");
  await page.getByRole("list", { name: "Visual journey stills" }).getByRole("button").first().click();
  await expect(page.locator(".yarl__root")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test("no axe violations with the mobile menu open", async ({ page }) => {
    await page.goto("/press");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test("the check finds what it is there for: an image with no text, a button with no name", async ({ page }) => {
  await page.setContent(
    `<html lang="en"><title>t</title><body><main><h1>t</h1><img src="/favicon.svg"><button></button></main></body></html>`,
  );
  expect(await violations(page)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^button-name /), expect.stringMatching(/^image-alt /)]),
  );
});
