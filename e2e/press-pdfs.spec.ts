import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { expect, test } from "./support/fixtures.ts";
import { pdfLayouts } from "./support/pdf-layouts.ts";
import { readPdf } from "./support/read-pdf.ts";
import { seed } from "./support/sites.ts";
import { filmOf, fileTitleOf } from "./support/film-words.ts";

// The two PDFs as the site serves them, read back with pdf.js: the site's fonts embedded,
// a bookmark for every section, links, title and language, no page of text left nearly empty;
// and their first pages drawn and compared with reference images kept in e2e/reference/.
//
// After a change to the design, look at the new pages, then write them as the references:
//   UPDATE_REFERENCES=1 E2E_PORT=4340 npx playwright test e2e/press-pdfs.spec.ts --project=seed

const root = path.resolve(import.meta.dirname, "..");
const generated = (file: string): unknown => seed.generated("en", file);
const { pressContact } = generated("contact.json") as { pressContact: { email: string; phone: string } };
const links = generated("links.json") as { filmDatabaseLink: { href: string }; socialLink: { href: string } };

// Each named and titled after the film: "<title>-Press-Package.pdf", "<title> — Press Package".
const pdfs = [
  { key: "pressPackage", suffix: "Press-Package.pdf", name: "press-package", heading: "Press Package", pages: [8, 14] },
  { key: "festivalStrategy", suffix: "Festival-Strategy.pdf", name: "festival-strategy", heading: "Festival Strategy", pages: [2, 6] },
] as const;
const fileOf = (pdf: (typeof pdfs)[number]) => `${fileTitleOf(seed)}-${pdf.suffix}`;
const titleOf = (pdf: (typeof pdfs)[number]) => `${filmOf(seed).title} — ${pdf.heading}`;

/** The file as served, saved in the test's output folder. */
async function served(request: APIRequestContext, file: string): Promise<string> {
  const response = await request.get(`/downloads/${file}`);
  expect(response.status()).toBe(200);
  const out = test.info().outputPath(file);
  writeFileSync(out, await response.body());
  return out;
}

for (const pdf of pdfs) {
  test.describe(`<title>-${pdf.suffix}`, () => {
    test("read back with pdf.js: the site's fonts, a bookmark per section, links, title, language, full pages", async ({ request }) => {
      const file = await served(request, fileOf(pdf));
      expect(readFileSync(file).length, "at most 3 MB").toBeLessThanOrEqual(3_000_000);
      const read = await readPdf(file, { drawing: true });

      // Fraunces and Inter, each embedded as a subset ("ABCDEF+Inter-Regular"), and nothing else.
      expect(read.fonts.length).toBeGreaterThan(0);
      for (const font of read.fonts) {
        expect(font.name).toMatch(/^[A-Z]{6}\+(Fraunces|Inter)-/);
        expect(font.embedded, font.name).toBe(true);
      }
      expect(read.fonts.some((f) => f.name.includes("+Fraunces-"))).toBe(true);
      expect(read.fonts.some((f) => f.name.includes("+Inter-"))).toBe(true);

      // A bookmark for the cover and every section, as the builder lists them.
      const layout = pdfLayouts()[pdf.key];
      expect(read.outline).toEqual(layout.outline);
      expect(read.outline.length).toBeGreaterThanOrEqual(pdf.key === "pressPackage" ? 10 : 4);

      // The press contact and the film's addresses are links.
      const targets = read.pages.flatMap((p) => p.links);
      for (const url of [
        `mailto:${pressContact.email}`,
        `tel:${pressContact.phone.replace(/\s/g, "")}`,
        `${seed.address()}/`,
        links.filmDatabaseLink.href,
        links.socialLink.href,
      ])
        expect(targets).toContain(url);

      expect(read.title).toBe(titleOf(pdf));
      expect(read.lang).toBe("en-GB");
      expect(read.pages.length).toBeGreaterThanOrEqual(pdf.pages[0]);
      expect(read.pages.length).toBeLessThanOrEqual(pdf.pages[1]);

      // The press package's cover and its pages of stills are pictures; the strategy has none.
      expect(layout.picturePages).toEqual(pdf.key === "pressPackage" ? [1, 2, 3, 4] : []);
      read.pages.forEach((page, i) => {
        // A4 portrait.
        expect(Math.round(page.width)).toBe(595);
        expect(Math.round(page.height)).toBe(842);
        const cover = pdf.key === "pressPackage" && i === 0;
        if (!cover) expect(page.text).toContain(`${titleOf(pdf)} · page ${i + 1} of ${read.pages.length}`);
        // Pages of text hold five lines at least, besides the footer; the cover and the pages
        // of stills are pictures.
        if (!layout.picturePages.includes(i + 1)) expect(page.lines - 1, `page ${i + 1}: ${page.text}`).toBeGreaterThanOrEqual(5);
      });
    });

    test("its first three pages look as the reference images", async ({ request }) => {
      const file = await served(request, fileOf(pdf));
      const out = test.info().outputPath("pages");
      mkdirSync(out, { recursive: true });
      // Drawn by poppler at 50 dpi: enough to see the layout, small enough to keep in the repository.
      execFileSync("pdftoppm", ["-r", "50", "-png", "-f", "1", "-l", "3", file, path.join(out, pdf.name)]);
      const drawn = readdirSync(out)
        .filter((f) => f.endsWith(".png"))
        .sort();
      expect(drawn).toHaveLength(3);
      const failures: string[] = [];
      drawn.forEach((name, i) => {
        const reference = path.join(root, "e2e/reference", `${pdf.name}-${i + 1}.png`);
        const actual = PNG.sync.read(readFileSync(path.join(out, name)));
        if (process.env.UPDATE_REFERENCES === "1" || !existsSync(reference)) {
          if (process.env.UPDATE_REFERENCES !== "1")
            failures.push(`${path.relative(root, reference)} is missing: run with UPDATE_REFERENCES=1`);
          else writeFileSync(reference, PNG.sync.write(actual));
          return;
        }
        const expected = PNG.sync.read(readFileSync(reference));
        if (expected.width !== actual.width || expected.height !== actual.height) {
          failures.push(`page ${i + 1}: ${actual.width}×${actual.height}, the reference ${expected.width}×${expected.height}`);
          return;
        }
        const diff = new PNG({ width: actual.width, height: actual.height });
        const differ = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: 0.1 });
        const share = differ / (actual.width * actual.height);
        if (share >= 0.005) {
          const diffFile = test.info().outputPath(`${pdf.name}-${i + 1}-diff.png`);
          writeFileSync(diffFile, PNG.sync.write(diff));
          failures.push(
            `page ${i + 1}: ${(share * 100).toFixed(2)}% of pixels differ (at most 0.5%); the difference is drawn in ${diffFile}`,
          );
        }
      });
      expect(failures).toEqual([]);
    });
  });
}
