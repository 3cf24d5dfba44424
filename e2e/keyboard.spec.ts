import { expect, test } from "./support/fixtures.ts";

test("the first Tab reaches a visible skip link that moves focus to the content", async ({ page }) => {
  await page.goto("/press");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("navigation links take focus in order, with a visible focus ring", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab"); // skip link
  await page.keyboard.press("Tab"); // logo
  const seen: string[] = [];
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    seen.push((await focused.textContent()) ?? "");
    const outline = await focused.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe("none");
  }
  expect(seen).toEqual(["Home", "About", "Cast & Crew", "Behind the Scenes", "Festivals", "Press", "Contact"]);
});

test("the trailer dialog opens from the keyboard, traps focus, closes on Escape and returns focus", async ({ page }) => {
  await page.goto("/");
  const open = page.locator("main").getByRole("button", { name: "Watch Trailer" });
  await open.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const close = dialog.getByRole("button", { name: "Close video" });
  let onClose = false;
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    onClose ||= await close.evaluate((el) => el === document.activeElement);
  }
  expect(onClose).toBe(true);
  // Escape from the dialog's own controls (a cross-origin player keeps its own key presses).
  while (!(await close.evaluate((el) => el === document.activeElement))) await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test("the lightbox opens from the keyboard, moves with arrow keys, closes on Escape and returns focus", async ({ page }) => {
  await page.goto("/stills");
  const third = page.getByRole("list", { name: "Extended gallery stills" }).getByRole("button").nth(2);
  await third.focus();
  await page.keyboard.press("Enter");
  const viewer = page.locator(".yarl__root");
  await expect(viewer.getByText("3 / 14")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("4 / 14")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.getByText("3 / 14")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.getByText("2 / 14")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(third).toBeFocused();
  // Opened again, it starts on the image chosen, not where it was left.
  await page.keyboard.press("Enter");
  await expect(viewer.getByText("3 / 14")).toBeVisible();
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("transitions and animations are switched off", async ({ page }) => {
    await page.goto("/");
    const card = page.locator("#story a").first();
    const duration = await card.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    expect(duration).toBeLessThan(0.001);
  });
});
