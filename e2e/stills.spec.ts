import { expect, test } from "./support/fixtures.ts";

for (const route of ["/", "/stills"]) {
  test.describe(`stills gallery on ${route}`, () => {
    test("10 journey stills and 14 extended stills, each with alt text; the category words read as the lyric line", async ({ page }) => {
      await page.goto(route);
      const journey = page.getByRole("list", { name: "Visual journey stills" });
      const extended = page.getByRole("list", { name: "Extended gallery stills" });
      await expect(journey.getByRole("listitem")).toHaveCount(10);
      await expect(extended.getByRole("listitem")).toHaveCount(14);
      for (const img of await page.locator("#visual-journey img, #extended-gallery img").all()) {
        expect((await img.getAttribute("alt"))?.trim()).toBeTruthy();
        await expect(img).toHaveAttribute("loading", "lazy");
        await expect(img).toHaveAttribute("width", /\d+/);
        await expect(img).toHaveAttribute("height", /\d+/);
      }
      const words = await extended.locator("figcaption > span:first-child").allTextContents();
      expect(words).toHaveLength(14);
      await expect(page.locator("#extended-gallery blockquote")).toHaveText(`“${words.join(" ")}”`);
      await expect(page.locator("#from-the-shoot")).toContainText("The first three days of the shoot were thunderstorms");
      await expect(page.locator("#from-the-shoot figure blockquote")).toHaveCount(2);
    });
  });
}

test.describe("grid columns", () => {
  const cases = [
    { width: 375, journey: 2, extended: 2 },
    { width: 800, journey: 3, extended: 3 },
    { width: 1280, journey: 3, extended: 4 },
  ];
  for (const c of cases) {
    test(`at ${c.width} px: ${c.journey} and ${c.extended} columns`, async ({ page }) => {
      await page.setViewportSize({ width: c.width, height: 900 });
      await page.goto("/stills");
      const columns = (list: string) =>
        page.getByRole("list", { name: list }).evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
      expect(await columns("Visual journey stills")).toBe(c.journey);
      expect(await columns("Extended gallery stills")).toBe(c.extended);
    });
  }
});

test("lightbox: opens on the clicked image, moves with arrows and its buttons, closes by Escape and its close button", async ({ page }) => {
  await page.goto("/stills");
  const journey = page.getByRole("list", { name: "Visual journey stills" });
  const second = journey.getByRole("button").nth(1);
  const alt2 = await second.locator("img").getAttribute("alt");
  const alt3 = await journey.getByRole("button").nth(2).locator("img").getAttribute("alt");
  await second.click();
  const viewer = page.locator(".yarl__root");
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText("2 / 10")).toBeVisible();
  await expect(viewer.locator(".yarl__slide_current img")).toHaveAttribute("alt", alt2!);

  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("3 / 10")).toBeVisible();
  await expect(viewer.locator(".yarl__slide_current img")).toHaveAttribute("alt", alt3!);
  await viewer.getByRole("button", { name: "Previous" }).click();
  await expect(viewer.getByText("2 / 10")).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();

  const extended = page.getByRole("list", { name: "Extended gallery stills" });
  await extended.getByRole("button").nth(13).click();
  await expect(viewer.getByText("14 / 14")).toBeVisible();
  await viewer.getByRole("button", { name: "Close" }).click();
  await expect(viewer).toBeHidden();
});

test.describe("lightbox on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("a swipe moves to the next image", async ({ page }) => {
    await page.goto("/stills");
    await page.getByRole("list", { name: "Visual journey stills" }).getByRole("button").first().click();
    const viewer = page.locator(".yarl__root");
    await expect(viewer.getByText("1 / 10")).toBeVisible();
    const box = (await viewer.boundingBox())!;
    const y = box.y + box.height / 2;
    // A pointer swipe from right to left, as a finger makes it.
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + box.width * (0.8 - i * 0.08), y);
    await page.mouse.up();
    await expect(viewer.getByText("2 / 10")).toBeVisible();
  });
});
