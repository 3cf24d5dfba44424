import { expect, test } from "./film.ts";

// The top bar of another film, whose title and words run longer than the example film's (French, German,
// Italian, Portuguese; "La Dernière Vague", a 60-character German title): at each desktop width, in each of its languages, either every
// page's link stands in the bar, each on one line, or the menu button stands in for them; the
// title keeps within the bar's height, and nothing overlaps or runs off the right edge. And on a
// tablet and a phone, down to 320 px, the title whole inside the bar beside its buttons.
// One visit a language, the window narrowed step by step (the bar's layout is the stylesheet's alone).
test("the bar at 1440, 1280, 1024, 768, 390 and 320 px, in each language: the links on one line or the menu button, the title inside the bar, nothing overlapping", async ({
  film,
  page,
}) => {
  for (const { code } of film.langs) {
    await page.setViewportSize({ width: 1440, height: 700 });
    await page.goto(film.pathIn(code, "/about"));
    await page.evaluate(() => document.fonts.ready);
    const { layout } = film.inLang<{ layout: { openMenu: string } }>(code, "words/common.json");
    for (const width of [1440, 1280, 1024, 768, 390, 320]) {
      await page.setViewportSize({ width, height: 700 });
      const at = `${code} at ${width} px`;
      const bar = page.locator("header nav > div").first();
      const links = bar.locator("ul").first().getByRole("link");
      const menuButton = bar.getByRole("button", { name: layout.openMenu });
      const linksShown = await links.first().isVisible();
      expect(linksShown !== (await menuButton.isVisible()), `${at}: the links or the menu button, one of them`).toBe(true);
      const barBox = (await bar.boundingBox())!;
      const title = (await bar.locator("> a").first().boundingBox())!;
      expect(title.y, `${at}: the title within the bar`).toBeGreaterThanOrEqual(barBox.y - 0.5);
      expect(title.y + title.height, `${at}: the title within the bar`).toBeLessThanOrEqual(barBox.y + barBox.height + 0.5);
      // Whole: no line of it wider than its box (a word running out of it).
      expect(
        await bar
          .locator("> a")
          .first()
          .evaluate((e) => e.scrollWidth <= e.clientWidth + 1),
        `${at}: the title whole`,
      ).toBe(true);
      if (linksShown)
        for (const link of await links.all()) {
          const lineHeight = await link.evaluate((e) => parseFloat(getComputedStyle(e).lineHeight));
          expect((await link.boundingBox())!.height, `${at}: "${await link.textContent()}" on one line`).toBeLessThan(lineHeight * 2);
        }
      // Left to right, each control starts where the one before it ends: the title, the links, the buttons.
      let end = title.x + title.width;
      for (const control of await bar.locator("ul a:visible, > div > a:visible, > div > button:visible").all()) {
        const box = (await control.boundingBox())!;
        const name = `${at}: "${(await control.textContent())?.trim() || (await control.getAttribute("aria-label"))}"`;
        expect(box.x, `${name} after what stands before it`).toBeGreaterThanOrEqual(end - 0.5);
        expect(box.x + box.width, `${name} inside the window`).toBeLessThanOrEqual(width);
        end = box.x + box.width;
      }
    }
  }
});
