import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

// How the islands hydrate (src/islands.ts): late when far down the page, and quietly when the
// visitor leaves as they load. That React owns the islands alone, on every page, is checked in
// the visit e2e/live/pages.spec.ts makes of each (support/islands.ts).

test("/stills: the stills picker, far down the page, hydrates only when it nears the screen", async ({ page }) => {
  await page.goto("/stills");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const picker = page.locator('[data-island="StillsPicker"]');
  await expect(picker).toHaveAttribute("data-hydrate", "visible");
  // The first screen's islands are live (the menu button has its handler); the picker is the
  // build's HTML, no React root yet.
  const isRoot = (el: Element) => Object.keys(el).some((k) => k.startsWith("__reactContainer$"));
  expect(await page.locator('[data-island="SiteNav"]').evaluate(isRoot)).toBe(true);
  expect(await picker.evaluate(isRoot)).toBe(false);
  await expect(picker).not.toHaveAttribute("data-hydrated");
  await page.getByRole("list", { name: "Every image in the archive" }).scrollIntoViewIfNeeded();
  await expect(picker).toHaveAttribute("data-hydrated", "true");
  expect(await picker.evaluate(isRoot)).toBe(true);
});

/** The types of the listeners the page's window has, read through the browser's debugger. */
async function windowListeners(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send("Runtime.evaluate", { expression: "window" });
  const { listeners } = await cdp.send("DOMDebugger.getEventListeners", { objectId: result.objectId! });
  await cdp.detach();
  return listeners.map((l) => l.type);
}

const leavingEvents = ["beforeunload", "pagehide"];

// The page's start-up script (scripts/postbuild/optimise-html.ts) imports the islands' entry. If
// the visitor leaves as it loads, Firefox cancels the load: that is no error, and the console
// must stay clean for the errors that are. Here the entry's load is held, then failed, after a
// `beforeunload` (as a link followed starts a navigation) or with no leaving at all.
for (const leaving of [true, false])
  test(`a failed load of the islands' entry is ${leaving ? "quiet when the visitor is leaving" : "an error on the page's console"}`, async ({
    page,
    consoleErrors,
  }) => {
    let fail: () => void = () => {};
    const held = new Promise<void>((resolve) => (fail = resolve));
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await held;
      await route.abort("aborted");
    });
    const entryRequested = page.waitForRequest(/\/assets\/entry\.client-/);
    // The frame's own goto: the fixture's page.goto waits for the islands, which never come here.
    await page.mainFrame().goto("/", { waitUntil: "domcontentloaded" });
    await entryRequested;
    // While the entry loads, the script listens for the visitor leaving.
    expect(await windowListeners(page)).toEqual(expect.arrayContaining(leavingEvents));
    if (leaving) await page.evaluate(() => dispatchEvent(new Event("beforeunload")));
    fail();
    // Once the load has failed, the script stops listening; its error, if any, is out by then.
    await expect.poll(async () => (await windowListeners(page)).filter((t) => leavingEvents.includes(t))).toEqual([]);
    await page.evaluate(() => new Promise((r) => setTimeout(r, 100)));
    if (leaving) expect(consoleErrors).toEqual([]);
    else expect(consoleErrors.join("\n")).toMatch(/dynamically imported module/);
    // The page stays the build's HTML, whole.
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

test("a page whose islands have loaded listens for no leaving: nothing keeps it out of the back-forward cache", async ({ page }) => {
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect((await windowListeners(page)).filter((t) => leavingEvents.includes(t))).toEqual([]);
});
