import { expectApart } from "./support/boxes.ts";
import { expect, test } from "./support/fixtures.ts";

// The video dialogs as a phone and a laptop show them: the title, the close button and the player
// each in the window, none over another.

const dialogs = [
  { name: "trailer", route: "/", opener: "Watch Trailer" },
  { name: "teaser", route: "/press", opener: "Watch Teaser" },
];

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  for (const d of dialogs) {
    test(`at ${viewport.width} px the ${d.name} dialog's title, close button and player do not overlap`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(d.route);
      await page.locator("main").getByRole("button", { name: d.opener }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expectApart(
        {
          title: dialog.getByRole("heading"),
          close: dialog.getByRole("button", { name: "Close video" }),
          player: dialog.locator("iframe"),
        },
        viewport,
        `${d.route} ${d.name}`,
      );
    });
  }
}
