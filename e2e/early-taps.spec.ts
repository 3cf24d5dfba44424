import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { readPdf } from "./support/read-pdf.ts";
import { fileTitleOf } from "./support/film-words.ts";
import { seed } from "./support/sites.ts";

// A phone paints the page long before it hydrates: on a 4x-slowed CPU, about a second passes
// between the first paint and the moment React's handlers are attached. A tap in that window
// must still do its job: the file, the menu, the dialog (src/components/layout/early-taps.ts).
//
// On this machine's CPU slowed 4x the page hydrates 0.5-0.7 s after its first paint, and
// Playwright takes 0.2-0.6 s to see a control and tap it: the tap would land after hydration about
// half the time. So the page's scripts are held back until the tap has been made (then they run,
// on the slowed CPU), and the page itself records that it had not hydrated when the touch came.

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

type Early = {
  /** Taps `control` as soon as it shows, then lets the page's scripts load. */
  tap: (control: Locator, times?: number) => Promise<void>;
};

/**
 * Opens `route` (on a CPU slowed `cpu` times) and returns as soon as the page is committed: the
 * fixture's `page.goto` waits for hydration, which is what these tests must not do.
 */
async function openEarly(page: Page, route: string, cpu = 4): Promise<Early> {
  let release!: () => void;
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (r) => {
    await tapped;
    await r.continue();
  });
  if (cpu > 1) await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: cpu });
  // Runs before the page's scripts, so its listener sees the touch before the page does.
  await page.addInitScript(() => {
    const w = window as unknown as { __tappedBeforeHydration?: boolean };
    addEventListener("touchstart", () => (w.__tappedBeforeHydration ??= !document.documentElement.dataset.hydrated), { capture: true });
  });
  await page.mainFrame().goto(route, { waitUntil: "commit" });
  return {
    async tap(control, times = 1) {
      await control.waitFor({ state: "visible" });
      for (let i = 0; i < times; i++) await control.tap();
      // A button shows it is waiting; a link (a file, say) needs no script and is not held. Soft,
      // so that a failing test goes on to say whether the tap did its job.
      if ((await control.evaluate((e) => e.tagName)) === "BUTTON")
        await expect.soft(control, "the tapped button shows it is waiting").toHaveAttribute("aria-busy", "true");
      const before = await page.evaluate(() => (window as unknown as { __tappedBeforeHydration?: boolean }).__tappedBeforeHydration);
      expect(before, "the tap reached the page before it hydrated").toBe(true);
      release();
    },
  };
}

test.describe("a tap right after the first paint, on a 4x-slowed phone", () => {
  test.setTimeout(60_000);

  test("/press Download PDF saves the press package", async ({ page }) => {
    const early = await openEarly(page, "/press");
    const download = page.waitForEvent("download", { timeout: 45_000 });
    // A button that builds the PDF, or a link to the file the build made: either must deliver.
    await early.tap(page.locator("a, button", { hasText: "Download PDF" }));
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${fileTitleOf(seed)}-Press-Package.pdf`);
    const path = test.info().outputPath(file.suggestedFilename());
    await file.saveAs(path);
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(100_000);
    expect((await readPdf(path)).text).toContain("Principal Cast");
  });

  test("the menu button opens the menu", async ({ page }) => {
    const early = await openEarly(page, "/about");
    await early.tap(page.getByRole("button", { name: "Open menu" }));
    // On a slowed CPU, hydration and the replayed tap take seconds once the scripts are let through.
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Festivals" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("[data-tap-pending], [aria-busy=true]")).toHaveCount(0);
  });

  test("Home's Watch Trailer opens the trailer dialog", async ({ page }) => {
    const early = await openEarly(page, "/");
    await early.tap(page.locator("main").getByRole("button", { name: "Watch Trailer" }));
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.locator("iframe")).toHaveAttribute("title", /Official Trailer/);
  });

  test("two taps on the menu button before the page is live open the menu once: the last tap counts", async ({ page }) => {
    const early = await openEarly(page, "/contact");
    await early.tap(page.getByRole("button", { name: "Open menu" }), 2);
    await expect(page.locator("#mobile-menu")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  });
});

// Every other kind of button the site has, each tapped before hydration (scripts held back, CPU
// at full speed): each does what a tap on the live page does.
const sees = {
  dialog: (page: Page) => expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 }),
  toast: (title: string) => (page: Page) =>
    expect(page.locator("[data-sonner-toast]").filter({ hasText: title }).first()).toBeVisible({ timeout: 15_000 }),
};
const others: { route: string; control: (page: Page) => Locator; name: string; result: (page: Page) => Promise<void> }[] = [
  {
    route: "/press",
    name: "Watch Teaser opens the teaser dialog",
    control: (p) => p.getByRole("button", { name: "Watch Teaser" }),
    result: sees.dialog,
  },
  {
    route: "/press",
    name: "the stills' Download saves the archive",
    control: (p) => p.getByRole("button", { name: "Download (High-Resolution Stills" }),
    // The file and the notification that stays: "Preparing download..." can be replaced within
    // the same frame when the archive builds fast, so it is no sign to wait for.
    result: async (page) => {
      const download = await page.waitForEvent("download", { timeout: 30_000 });
      expect(download.suggestedFilename()).toBe(`${fileTitleOf(seed)}-High-Res-Stills.zip`);
      await sees.toast("Download started!")(page);
    },
  },
  {
    route: "/about",
    name: "Download Press Package starts the PDF",
    control: (p) => p.locator("a, button", { hasText: "Download Press Package" }),
    result: async (page) => void (await page.waitForEvent("download", { timeout: 20_000 })),
  },
  {
    route: "/festivals",
    name: "Download Festival Strategy Document starts the PDF",
    control: (p) => p.locator("a, button", { hasText: "Download Festival Strategy Document" }),
    result: async (page) => void (await page.waitForEvent("download", { timeout: 20_000 })),
  },
  {
    route: "/stills",
    name: "a gallery image opens the lightbox",
    control: (p) => p.getByRole("list", { name: "Visual journey stills" }).getByRole("button").first(),
    result: sees.dialog,
  },
  {
    // The picker hydrates only when it nears the screen, after the rest of the page is live.
    route: "/stills",
    name: "the stills picker's Choose all chooses every file",
    control: (p) => p.getByRole("button", { name: "Choose all" }),
    result: async (page) => {
      const boxes = page.getByRole("list", { name: "Every image in the archive" }).getByRole("checkbox");
      await expect(boxes.first()).toBeChecked({ timeout: 15_000 });
      await expect(boxes.and(page.locator(":not(:checked)"))).toHaveCount(0);
      await expect(page.getByText(new RegExp(`^${await boxes.count()} chosen`))).toBeVisible();
    },
  },
  {
    route: "/behind-the-scenes",
    name: "an on-set photo opens the lightbox",
    control: (p) => p.getByRole("list", { name: "On-set photos" }).getByRole("button").first(),
    result: sees.dialog,
  },
  {
    route: "/behind-the-scenes",
    name: "the documentary's play control swaps in the player",
    control: (p) => p.getByRole("button", { name: /^Play / }),
    result: (page) => expect(page.locator("main iframe")).toHaveCount(1),
  },
];

test.describe("every button tapped before hydration does its job", () => {
  for (const { route, name, control, result } of others) {
    test(`${route}: ${name}`, async ({ page }) => {
      const early = await openEarly(page, route, 1);
      const outcome = result(page);
      await early.tap(control(page));
      await outcome;
    });
  }
});
