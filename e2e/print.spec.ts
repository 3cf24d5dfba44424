import { expect, test } from "./support/fixtures.ts";
import { readPdf } from "./support/read-pdf.ts";

// The pages a journalist or programmer prints: dark text on white paper, without navigation,
// buttons, dialogs or notifications, with every link's address written out after its text.
const printed = ["/press", "/about", "/cast-crew", "/festivals"];

// What only a screen can use: no label of a button or download link is printed.
const screenOnly = [
  "Watch Trailer",
  "Download PDF",
  "Download Press Package",
  "Download Festival Strategy Document",
  "View Press Materials",
  "Watch Teaser",
  "Download Teaser",
  "Request Access",
  "Browse stills",
  "Download ZIP",
  "Request Press Interview",
  "Open menu",
];

/** Relative luminance (0 black, 1 white) of a computed colour, "rgb(r, g, b)". */
function luminance(colour: string): number {
  const [r, g, b] = colour
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number) as [number, number, number];
  const linear = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

for (const route of printed) {
  test(`${route} prints dark on white, without navigation or buttons, links written out`, async ({ page }) => {
    await page.goto(route);
    await page.emulateMedia({ media: "print" });

    await expect(page.getByRole("navigation", { name: "Main", includeHidden: true })).toBeHidden();
    await expect(page.locator("button:visible")).toHaveCount(0);
    await expect(page.locator("a:visible").filter({ hasText: /^(Download|Watch|Request|Browse)\b/ })).toHaveCount(0);
    const colours = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      const heading = getComputedStyle(document.querySelector("h1")!);
      return { background: body.backgroundColor, text: body.color, heading: heading.color };
    });
    expect(luminance(colours.background), colours.background).toBeGreaterThan(0.95);
    expect(luminance(colours.text), colours.text).toBeLessThan(0.05);
    expect(luminance(colours.heading), colours.heading).toBeLessThan(0.05);

    // Every page has the press e-mail in its footer; the Press page its external profiles too.
    const link = page.locator(route === "/press" ? 'main a[href^="https://"]:visible' : 'footer a[href^="mailto:"]').first();
    const href = (await link.getAttribute("href"))!;
    const after = await link.evaluate((a) => getComputedStyle(a, "::after").content);
    expect(after).toMatch(/attr\(href\)|https:|mailto:/);

    // Chromium's own print of the page, read back as text.
    const file = test.info().outputPath(`${route.slice(1)}.pdf`);
    await page.pdf({ path: file, format: "A4" });
    const pdf = await readPdf(file);
    expect(pdf.pages.length).toBeGreaterThan(0);
    const text = pdf.text.replace(/\s+/g, "");
    expect(text, "the link's address is written out").toContain(href.replace(/\s+/g, ""));
    for (const label of screenOnly) expect(pdf.text).not.toContain(label);
  });
}
