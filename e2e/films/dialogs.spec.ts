import type { Page } from "@playwright/test";
import { reflowFindings } from "../support/reflow-findings.ts";
import { expect, test, type Film } from "./film.ts";

// The dialogs of another film's pages at 320 and 390 px, in each of its languages: the phone
// menu, the trailer's dialog (its heading the film's title) and the stills' lightbox (its caption
// bar the press caption, credit and copyright): each inside the screen, no text out of its box
// or over another's, its long words (a title of sixty letters, "Nordfriesische
// Küstenfilmproduktionsgesellschaft mbH") broken inside the dialog.
type Layout = { layout: { openMenu: string; watchTrailer: string } };

/** What is wrong inside the open dialog `within`: its box past the screen's edges, and the findings of its text. */
async function wrongIn(page: Page, within: string): Promise<string[]> {
  const box = await page.locator(within).first().boundingBox();
  const width = page.viewportSize()!.width;
  const edges = box && (box.x < -0.5 || box.x + box.width > width + 0.5) ? [`its box from ${box.x} to ${box.x + box.width} px`] : [];
  return [...edges, ...(await page.evaluate(reflowFindings, within))];
}

async function each(film: Film, page: Page, open: (code: string, words: Layout["layout"]) => Promise<string>): Promise<string[]> {
  const wrong: string[] = [];
  for (const width of [320, 390])
    for (const { code } of film.langs) {
      await page.setViewportSize({ width, height: 700 });
      const within = await open(code, film.inLang<Layout>(code, "words/common.json").layout);
      await page.evaluate(() => document.fonts.ready);
      wrong.push(...(await wrongIn(page, within)).map((f) => `${code} at ${width} px: ${f}`));
      await page.keyboard.press("Escape");
    }
  return wrong;
}

test("the phone menu, the trailer's dialog and the stills' lightbox stand inside the screen at 320 and 390 px, their words inside their boxes", async ({
  film,
  page,
}) => {
  test.slow();
  const menu = await each(film, page, async (code, words) => {
    await page.goto(film.pathIn(code, "/about"));
    await page.getByRole("button", { name: words.openMenu }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    return "#mobile-menu";
  });
  const trailer = await each(film, page, async (code, words) => {
    await page.goto(film.pathIn(code, "/"));
    await page.locator("main").getByRole("button", { name: words.watchTrailer }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    return "[role=dialog]";
  });
  const lightbox = await each(film, page, async (code) => {
    await page.goto(film.pathIn(code, "/stills"));
    await page.locator("main button[aria-haspopup=dialog]").first().click();
    await expect(page.locator(".yarl__container")).toBeVisible();
    return ".yarl__root";
  });
  expect({ menu, trailer, lightbox }).toEqual({ menu: [], trailer: [], lightbox: [] });
});
