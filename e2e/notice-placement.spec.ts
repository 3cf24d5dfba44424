import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { clickAndSave } from "./support/save-download.ts";

// A notification never covers the control that raised it, nor the ones the visitor needs next:
// it shows in the half of the screen away from that control. On a phone the stills bar sits at
// the foot of the screen, where the notifications would otherwise stack over its buttons.

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Holds, until the notification has settled in its place, that it covers none of `controls`. */
async function expectClear(notice: Locator, controls: Record<string, Locator>) {
  await expect(notice).toBeVisible();
  await expect(async () => {
    const box = (await notice.boundingBox())!;
    for (const [name, control] of Object.entries(controls)) {
      const under = (await control.boundingBox())!;
      expect(overlaps(box, under), `the notification covers ${name}`).toBe(false);
    }
  }).toPass({ timeout: 5_000 });
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the stills bar's Choose all, Clear and Download stay uncovered while a zip is prepared and after", async ({ page }) => {
      await page.goto("/stills");
      const form = page.getByRole("form", { name: "Choose stills to download" });
      const download = form.locator('button[type="submit"]');
      await form.getByRole("checkbox").first().check();
      await expect(download).toBeEnabled();
      const bar = {
        "Choose all": form.getByRole("button", { name: "Choose all" }),
        Clear: form.getByRole("button", { name: "Clear" }),
        Download: download,
      };
      await clickAndSave(page, download);
      await expectClear(toast(page, "Download started!"), bar);
    });

    test("a download link low on the screen gets its notification above it, and one high up below it", async ({ page }) => {
      await page.goto("/press");
      const link = page.getByRole("link", { name: "Download PDF" });
      // The link at the foot of the screen, then near its top.
      for (const block of ["end", "start"] as const) {
        await link.evaluate((el, b) => el.scrollIntoView({ block: b }), block);
        await clickAndSave(page, link);
        await expectClear(toast(page, "Download complete!").last(), { "the link clicked": link });
        // Each notification goes before the next click.
        await page.locator("[data-sonner-toast] button[aria-label]").first().click();
        await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      }
    });
  });
}
