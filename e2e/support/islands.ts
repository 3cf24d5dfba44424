// Only what is interactive hydrates (src/islands.ts): on every page React owns the islands and
// nothing else, and every island it hydrates has something to do: a handler on one of its
// elements, or one of the few islands whose work is a timer or an effect, named below. Checked
// on every page of the published site, in each language, in the visit e2e/live/pages.spec.ts
// makes.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

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

/**
 * Every island of the page live, scrolled to the page's end for those that hydrate when they come
 * near the screen; then React owns them alone, one root each, and each has something to do.
 */
export async function expectIslandsAlone(page: Page): Promise<void> {
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
}
