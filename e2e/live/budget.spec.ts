import { readFileSync } from "node:fs";
import path from "node:path";
import { firstLoadScripts } from "../../scripts/lib/first-load.ts";
import { languages, pathIn } from "#src/lib/languages.ts";
import { expect, routesOf, test } from "../support/fixtures.ts";
import { live } from "../support/sites.ts";

// The pages of the team's site: /watch too while content/releases.yaml lists a release.
const routes = routesOf(live.root);
// Each in every language of content/site.yaml.
const routesInEachLanguage = languages.flatMap((lang) => routes.map((r) => pathIn(lang, r)));

const heavy =
  /\/(jspdf|stored-zip|press-package|pdf-writer|pdf-table|pdf-tagging|stills-archive|festival-strategy|LightboxView|VideoDialog|html2canvas|purify|dist)[.-]/;

// The site of content/: what no page may load up front, however much the content says. The bytes
// of Home's first load grow with the content (its reviews, screenings and laurels travel with the
// page's script), so their budget is judged on the seed's site, e2e/budget.spec.ts: a review the
// team adds must not turn the tests red. npm run bench reports the bytes of this site.
for (const route of routesInEachLanguage) {
  test(`${route} loads no PDF, zip, lightbox or dialog code up front`, () => {
    const files = firstLoadScripts(route, live.client).map((s) => s.file);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => heavy.test(f))).toEqual([]);
  });
}

// Figures, dates and sizes are written by the build in each language's own way (Intl in Node):
// the first Intl formatter a page creates loads ICU data, a long task on the first visit.
const intlFormatting = /\bIntl\.(NumberFormat|DateTimeFormat|PluralRules|ListFormat|RelativeTimeFormat)\b|\.toLocale(Date|Time)?String\(/;

for (const route of routesInEachLanguage) {
  test(`${route} formats no number or date with Intl on first load`, () => {
    const files = firstLoadScripts(route, live.client).map((s) => s.file);
    const formatting = files.filter((f) => intlFormatting.test(readFileSync(path.join(live.client, f), "utf8")));
    expect(formatting).toEqual([]);
  });
}
