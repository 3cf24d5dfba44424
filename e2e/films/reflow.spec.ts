import { expect, test } from "./film.ts";

// Every page of another film, whose words run longer than Girasol's (French and German compounds,
// "Auswertungsstrategie", "Wattenmeerschutzstationsleiterin"), in each of its languages at 320 px, the width WCAG 1.4.10 asks a page
// to reflow at: nothing wider than the screen, and no text running out of its own box.
test.use({ viewport: { width: 320, height: 700 } });

test("every page in each language reflows at 320 px: no text wider than its box, nothing wider than the screen", async ({ film, page }) => {
  const over: string[] = [];
  for (const { code } of film.langs)
    for (const path of film.routes) {
      const response = await page.goto(film.pathIn(code, path));
      expect(response?.status(), `${code} ${path}`).toBe(200);
      await page.evaluate(() => document.fonts.ready);
      const found = await page.evaluate(() => {
        const wide = document.documentElement.scrollWidth - document.documentElement.clientWidth;
        const texts = [...document.querySelectorAll("h1, h2, h3, h4, p, li, dd, dt, td, th, figcaption, blockquote, a, button")]
          .filter((e) => e.clientWidth > 0 && getComputedStyle(e).overflowX === "visible" && e.scrollWidth > e.clientWidth + 1)
          .map((e) => `"${(e.textContent ?? "").trim().slice(0, 40)}" (${e.scrollWidth} px in ${e.clientWidth})`);
        return [...(wide > 0 ? [`the page, ${wide} px wider than the screen`] : []), ...texts];
      });
      over.push(...found.map((f) => `${code} ${path}: ${f}`));
    }
  expect(over).toEqual([]);
});
