import type { Page } from "@playwright/test";
import { expect, test } from "./film.ts";

// Every page of another film, whose words run longer than Girasol's (French and German compounds,
// "Auswertungsstrategie", "Wattenmeerschutzstationsleiterin", a title of sixty letters), in each
// of its languages at 320 px, the width WCAG 1.4.10 asks a page to reflow at, and at 390, 768 and
// 1280 px: nothing wider than the screen, no text running out of its own box, and no line of text
// drawn over another's. One visit a page, the window resized on it (the layout is the stylesheet's).
const widths = [320, 390, 768, 1280];

/** What is wrong with the page as laid out now: each finding in words. */
function findings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const wide = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (wide > 0) found.push(`the page, ${wide} px wider than the screen`);
    const texts = [...document.querySelectorAll("h1, h2, h3, h4, p, li, dd, dt, td, th, figcaption, blockquote, a, button")];
    for (const e of texts)
      if (e.clientWidth > 0 && getComputedStyle(e).overflowX === "visible" && e.scrollWidth > e.clientWidth + 1)
        found.push(`"${(e.textContent ?? "").trim().slice(0, 40)}" (${e.scrollWidth} px in ${e.clientWidth})`);
    // Each line of text as the browser set it: the boxes of every visible text node's lines.
    type Line = { text: string; node: Text; box: DOMRect };
    const lines: Line[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data.trim();
      const parent = node.parentElement;
      if (text === "" || !parent || parent.closest("[hidden], [aria-hidden='true'], .sr-only, dialog:not([open])")) continue;
      const style = getComputedStyle(parent);
      if (style.visibility !== "visible" || Number(style.opacity) === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) if (box.width > 1 && box.height > 1) lines.push({ text, node, box });
    }
    // Two lines overlap when their boxes share more than a sliver (line boxes of one paragraph touch).
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 3;
    for (let i = 0; i < lines.length; i++)
      for (let j = i + 1; j < lines.length; j++) {
        const [a, b] = [lines[i]!, lines[j]!];
        if (a.node === b.node || !overlap(a.box, b.box)) continue;
        found.push(`"${a.text.slice(0, 30)}" over "${b.text.slice(0, 30)}"`);
      }
    return found;
  });
}

test("every page in each language at 320, 390, 768 and 1280 px: nothing wider than the screen, no text out of its box or over another", async ({
  film,
  page,
}) => {
  test.slow();
  const wrong: string[] = [];
  for (const { code } of film.langs)
    for (const path of film.routes) {
      await page.setViewportSize({ width: widths[0]!, height: 700 });
      const response = await page.goto(film.pathIn(code, path));
      expect(response?.status(), `${code} ${path}`).toBe(200);
      await page.evaluate(() => document.fonts.ready);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 700 });
        wrong.push(...(await findings(page)).map((f) => `${code} ${path} at ${width} px: ${f}`));
      }
    }
  expect(wrong).toEqual([]);
});
