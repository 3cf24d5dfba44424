import type { Locator, Page } from "@playwright/test";
import { parse } from "yaml";
import { expect, routes, test } from "./support/fixtures.ts";
import { seed } from "./support/sites.ts";

// A screen reader moving from link to link hears each control that saves a file by its name
// alone: on every page with downloads, in both languages (and in the image viewer, open), each
// such control's accessible name says that it downloads and what (its format and size, and the
// card's title on a card), and no other control of the page has the same name. The names are
// read as Playwright's accessibility snapshot computes them.

const languages = [
  { lang: "en", prefix: "" },
  { lang: "es", prefix: "/es" },
] as const;

/** Format names by file extension, as press kits write them. */
const formats: Record<string, string> = { pdf: "PDF", zip: "ZIP", jpg: "JPEG", jpeg: "JPEG", png: "PNG", tif: "TIFF", tiff: "TIFF" };
/** A file size as the pages write it: "1.2 MB", "845 KB", "2,1 GB". */
const size = /\d+(?:[.,]\d+)? ?(?:KB|MB|GB)\b/;

type Control = {
  name: string;
  /** The file it saves (a link's download attribute), or "" for a control that makes or links to one. */
  file: string;
  /** The title of the card it sits on, if any. */
  card: string;
  /** The size that card states. */
  cardSize: string;
};

/** The name of each link and button in `root`'s accessibility snapshot (YAML: `- link "Name"`, or a map with it as key). */
async function namesIn(root: Locator): Promise<string[]> {
  const names: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node !== null && typeof node === "object")
      for (const [key, value] of Object.entries(node)) {
        walk(key);
        walk(value);
      }
    else if (typeof node === "string") {
      const named = /^(?:link|button) ("(?:[^"\\]|\\.)*")/.exec(node);
      if (named) names.push(JSON.parse(named[1]!) as string);
    }
  };
  walk(parse(await root.ariaSnapshot()));
  return names;
}

/** The page's controls that save a file: links with a download attribute, and buttons or links off the site that say they download. */
async function downloadControls(page: Page, verb: string): Promise<Control[]> {
  const all = page.locator("a[href], button");
  const found = await all.evaluateAll(
    (elements, verb) =>
      elements.flatMap((el, i) => {
        const style = getComputedStyle(el);
        if (style.visibility === "hidden" || style.display === "none" || el.closest("[aria-hidden=true], [inert]")) return [];
        const link = el instanceof HTMLAnchorElement ? el : undefined;
        const says = (el.textContent ?? "").trim().toLowerCase().startsWith(verb.toLowerCase());
        const offSite = link !== undefined && new URL(link.href).origin !== window.location.origin;
        const saves = link?.hasAttribute("download") || (says && (offSite || (el instanceof HTMLButtonElement && !el.disabled)));
        if (!saves) return [];
        const card = el.closest("li:has(h3)");
        return [
          {
            i,
            file: link?.getAttribute("download") ?? "",
            card: card?.querySelector("h3")?.textContent?.trim() ?? "",
            cardSize: card?.querySelector("p .whitespace-nowrap")?.textContent?.trim() ?? "",
          },
        ];
      }),
    verb,
  );
  return Promise.all(found.map(async ({ i, ...control }) => ({ ...control, name: (await namesIn(all.nth(i)))[0] ?? "" })));
}

/** What is wrong with each control's name, if anything: none of these may be found. */
async function faults(page: Page, scope: Locator, verb: string): Promise<string[]> {
  const controls = await downloadControls(page, verb);
  const names = await namesIn(scope);
  return controls.flatMap(({ name, file, card, cardSize }) => {
    const format = formats[file.slice(file.lastIndexOf(".") + 1).toLowerCase()];
    return [
      !name.toLowerCase().includes(verb.toLowerCase()) && `"${name}" does not say it downloads`,
      names.filter((n) => n === name).length !== 1 && `"${name}" is the name of ${names.filter((n) => n === name).length} controls`,
      file !== "" && format && !name.includes(format) && `"${name}" does not say it saves a ${format} (${file})`,
      !size.test(name) && `"${name}" does not say the size of what it saves`,
      card !== "" && !name.includes(card) && `"${name}" does not name its card's download, ${card}`,
      cardSize !== "" && !name.includes(cardSize) && `"${name}" does not say its card's size, ${cardSize}`,
    ].filter((fault): fault is string => typeof fault === "string");
  });
}

for (const { lang, prefix } of languages) {
  const verb = seed.generated<{ downloads: { download: string } }>(lang, "words/press.json").downloads.download;

  test(`every control that saves a file names what it saves, once on its page (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    let pagesWithDownloads = 0;
    for (const route of routes) {
      await page.goto(route === "/" ? prefix || "/" : `${prefix}${route}`);
      // The stills picker's download names the zip once a still is chosen.
      const choose = page.locator('input[type="checkbox"][name="file"]');
      if ((await choose.count()) > 0) await choose.first().check();
      const found = await downloadControls(page, verb);
      if (found.length === 0) continue;
      pagesWithDownloads += 1;
      expect(await faults(page, page.locator("body"), verb), `${prefix}${route}`).toEqual([]);
    }
    // The press page, the About page's press package, the Festivals page's strategy, the stills.
    expect(pagesWithDownloads).toBeGreaterThanOrEqual(4);
  });

  test(`the image viewer's downloads name the image's format and size (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/stills`);
    await page.locator('figure button[aria-haspopup="dialog"]').first().click();
    const viewer = page.locator(".yarl__root");
    await expect(viewer).toBeVisible();
    const names = await namesIn(viewer);
    const downloads = await viewer.locator("a[download]").count();
    expect(downloads).toBe(2);
    expect(await faults(page, page.locator("body"), verb)).toEqual([]);
    // Print and web: two names, each with its pixel size.
    expect(names.filter((n) => / × \d+ px/.test(n))).toHaveLength(2);
  });
}
