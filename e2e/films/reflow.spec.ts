import { reflowFindings } from "../support/reflow-findings.ts";
import { expect, test } from "./film.ts";

// Every page of another film, whose words run longer than the example film's (French and German compounds,
// "Auswertungsstrategie", "Wattenmeerschutzstationsleiterin", a title of sixty letters), in each
// of its languages at 320 px, the width WCAG 1.4.10 asks a page to reflow at, and at 390, 768 and
// 1280 px: nothing wider than the screen, no text running out of its own box, and no line of text
// drawn over another's. One visit a page, the window resized on it (the layout is the stylesheet's).
const widths = [320, 390, 768, 1280];

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
        wrong.push(...(await page.evaluate(reflowFindings, undefined)).map((f) => `${code} ${path} at ${width} px: ${f}`));
      }
    }
  expect(wrong).toEqual([]);
});
