import { readFileSync } from "node:fs";
import path from "node:path";
import { clientDir, firstLoadJsBytes, firstLoadScripts } from "../../scripts/lib/first-load";
import { pathIn } from "../../src/lib/languages";
import { expect, routes, test } from "../fixtures";
import { live } from "../sites";

const HOME_BUDGET = 130 * 1024; // gzip, React and the router included: the site opens at once on a phone
const heavy =
  /\/(jspdf|stored-zip|press-package|pdf-writer|stills-archive|festival-strategy|LightboxView|VideoDialog|html2canvas|purify|dist)[.-]/;

// In each language: a visitor downloads their own language's texts only.
for (const home of ["/", "/es/"]) {
  test(`Home's first-load JavaScript fits 130 KB gzip (${home})`, () => {
    const bytes = firstLoadJsBytes(home);
    expect(bytes, `${Math.round(bytes / 1024)} KB`).toBeLessThanOrEqual(HOME_BUDGET);
  });
}

test("the Spanish Home loads none of the English texts, nor the English Home the Spanish", () => {
  const text = (home: string) =>
    firstLoadScripts(home)
      .map((s) => readFileSync(path.join(clientDir, s.file), "utf8"))
      .join("\n");
  const [en, es] = [text("/"), text("/es/")];
  const tagline = (lang: string) => live.generated<{ tagline: string }>(lang, "film.json").tagline;
  expect(es).toContain(tagline("es"));
  expect(es).not.toContain(tagline("en"));
  expect(en).toContain(tagline("en"));
  expect(en).not.toContain(tagline("es"));
});

for (const route of [...routes, ...routes.map((r) => pathIn("es", r))]) {
  test(`${route} loads no PDF, zip, lightbox or dialog code up front`, () => {
    const files = firstLoadScripts(route).map((s) => s.file);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => heavy.test(f))).toEqual([]);
  });
}

// Figures, dates and sizes are written by the build in each language's own way (Intl in Node):
// the first Intl formatter a page creates loads ICU data, a long task on the first visit.
const intlFormatting = /\bIntl\.(NumberFormat|DateTimeFormat|PluralRules|ListFormat|RelativeTimeFormat)\b|\.toLocale(Date|Time)?String\(/;

for (const route of [...routes, ...routes.map((r) => pathIn("es", r))]) {
  test(`${route} formats no number or date with Intl on first load`, () => {
    const files = firstLoadScripts(route).map((s) => s.file);
    const formatting = files.filter((f) => intlFormatting.test(readFileSync(path.join(clientDir, f), "utf8")));
    expect(formatting).toEqual([]);
  });
}
