import type { Page } from "@playwright/test";
import { pathIn } from "#src/lib/languages.ts";
import { expect, routes, test } from "./support/fixtures.ts";

// Only what is interactive hydrates (src/islands.ts): on every page React owns the islands and
// nothing else, and every island it hydrates has something to do: a handler on one of its
// elements, or one of the few islands whose work is a timer or an effect, named below.

/** Islands that work without a handler of their own, and what they do. */
const withoutHandlers: Record<string, string> = {
  Toaster: "shows the notifications, mounted when the first one comes",
  Screenings: "moves a screening to the past ones when it starts (a timer)",
  NotFoundLog: "logs the address not found",
};

type PageReport = {
  islands: { name: string; handlers: number }[];
  roots: number;
  /** Elements React owns outside every island: none may be. */
  outside: string[];
};

/** What React owns on the page, read from the properties it sets on the nodes it hydrated. */
function reactOwnership(page: Page): Promise<PageReport> {
  return page.evaluate(() => {
    const has = (node: Element, prefix: string) => Object.keys(node).some((k) => k.startsWith(prefix));
    const props = (node: Element) => {
      const key = Object.keys(node).find((k) => k.startsWith("__reactProps$"));
      return key ? ((node as unknown as Record<string, Record<string, unknown>>)[key] ?? {}) : {};
    };
    const islandElements = [...document.querySelectorAll<HTMLElement>("[data-island]")];
    const islands = islandElements.map((island) => ({
      name: island.dataset.island!,
      handlers: [...island.querySelectorAll("*")].filter((el) => Object.keys(props(el)).some((k) => /^on[A-Z]/.test(k))).length,
    }));
    const roots = [...document.querySelectorAll("*")].filter((el) => has(el, "__reactContainer$")).length;
    const outside = [...document.querySelectorAll("body *")]
      .filter((el) => has(el, "__reactFiber$") && !el.closest("[data-island]"))
      .map((el) => `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}>`);
    return { islands, roots, outside };
  });
}

for (const route of [...routes, ...routes.map((r) => pathIn("es", r))]) {
  test(`${route}: React hydrates the page's islands alone, each with something to do`, async ({ page }) => {
    await page.goto(route);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // An island hydrated when visible waits for it: the page is read once every island is live.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator("[data-hydrate]:not([data-hydrated])")).toHaveCount(0);
    const report = await reactOwnership(page);
    expect(report.islands.length).toBeGreaterThan(0);
    // One React root per island, and no React node outside them.
    expect(report.roots).toBe(report.islands.length);
    expect(report.outside).toEqual([]);
    for (const island of report.islands)
      if (!(island.name in withoutHandlers))
        expect(island.handlers, `${island.name} has no handler: it needs no hydration`).toBeGreaterThan(0);
  });
}

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
