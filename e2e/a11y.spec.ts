import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, routes, test } from "./fixtures";
import { pathIn } from "../src/lib/languages";

// WCAG 2.2 AA, as axe-core checks it.
async function violations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

// Every page in English and in Spanish.
for (const route of [...routes, ...routes.map((r) => pathIn("es", r))]) {
  test(`${route} has no axe violations`, async ({ page }) => {
    // /stills lists every image of the archive: axe has about a thousand more elements to check.
    test.slow(route.endsWith("/stills"));
    await page.goto(route, { waitUntil: "networkidle" });
    expect(await violations(page)).toEqual([]);
  });
}

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
