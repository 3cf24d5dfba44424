import { violations } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { readPdf } from "../support/read-pdf.ts";
import { clickAndSave } from "../support/save-download.ts";
import { festivalRun } from "../support/sites.ts";
import { fill } from "#src/lib/fill.ts";
import { copyAccess, filmAccess } from "./access-versions.ts";

// The film's access versions (e2e/festival-run/access-versions.ts writes them into the fixture):
// said on the About page, the Press page's specifications and exhibitors' section, and in the
// press package, in each language, as the fixture's words (content/words/access.yaml, built) write
// them; each screening copy's access tracks by the names projectionists know; and search engines
// told the film's accessibility features.
type AccessWords = { versions: Record<string, string>; signLanguages: Record<string, string> };
type PressWords = { sections: Record<string, string>; downloads: { downloadPdf: string }; copyKinds: Record<string, string> };
const localeOf = (lang: string) =>
  festivalRun.generated<{ languages: string[] }>(lang, "site.json").languages.find((l) => l.startsWith(lang))!;
const listIn = (lang: string, items: string[]) => new Intl.ListFormat(localeOf(lang), { type: "conjunction" }).format(items);
const languagesIn = (lang: string, codes: string[]) => {
  const names = new Intl.DisplayNames([localeOf(lang)], { type: "language" });
  return listIn(
    lang,
    codes.map((c) => names.of(c)!),
  );
};
/** Phrases as one value of a table: joined, the first letter a capital. */
const asValue = (lang: string, phrases: string[]) => {
  const line = phrases.join(" · ");
  return line.charAt(0).toLocaleUpperCase(localeOf(lang)) + line.slice(1);
};
const prefix = (lang: string) => (lang === "en" ? "" : `/${lang}`);

/** The film's access versions in one line, in `lang`, as the fixture's words say them. */
function versionsLine(lang: string): string {
  const { versions: w, signLanguages } = festivalRun.generated<AccessWords>(lang, "words/access.json");
  return asValue(lang, [
    fill(w.audioDescription!, { languages: languagesIn(lang, filmAccess.audioDescription!) }),
    fill(w.captions!, { languages: languagesIn(lang, filmAccess.captions!) }),
    fill(w.signLanguage!, {
      languages: listIn(
        lang,
        filmAccess.signLanguage!.map((s) => signLanguages[s]!),
      ),
    }),
  ]);
}

for (const lang of ["en", "es"]) {
  test(`the About and Press pages and the press package say the film's access versions (${lang})`, async ({ page }) => {
    const { versions } = festivalRun.generated<AccessWords>(lang, "words/access.json");
    const line = versionsLine(lang);
    // Each version in words, the short forms beside them.
    expect(line).toMatch(/\(\w+\)/);
    await page.goto(`${prefix(lang)}/about`);
    const about = page.locator("dl", { hasText: versions.label! });
    await expect(about.getByText(versions.label!, { exact: true })).toBeVisible();
    await expect(about.getByText(line, { exact: true })).toBeVisible();

    await page.goto(`${prefix(lang)}/press`);
    const words = festivalRun.generated<PressWords>(lang, "words/press.json");
    const specs = page.locator("section#technical-specifications");
    await expect(specs.getByText(line, { exact: true })).toBeVisible();

    // The press package, read back.
    const { path } = await clickAndSave(page, page.getByRole("link", { name: words.downloads.downloadPdf }));
    const text = (await readPdf(path)).text.replace(/\s+/g, " ");
    expect(text).toContain(`${versions.label} ${line}`);
  });

  test(`the exhibitors' section gives the film's access versions and each copy's access tracks (${lang})`, async ({ page }) => {
    const { versions: w } = festivalRun.generated<AccessWords>(lang, "words/access.json");
    const words = festivalRun.generated<PressWords>(lang, "words/press.json");
    await page.goto(`${prefix(lang)}/press`);
    const section = page.locator("section", { has: page.getByRole("heading", { level: 2, name: words.sections.exhibitors }) });
    await expect(section.getByText(versionsLine(lang), { exact: true })).toBeVisible();
    const tracks = {
      dcp: [w.dcpAudioDescription, w.hearingImpaired, w.dcpClosedCaptions],
      prores: [w.fileAudioDescription, w.fileClosedCaptions],
      h264: [w.openCaptions],
    };
    for (const [kind, access] of Object.entries(copyAccess)) {
      // The fixture's copy carries what the words below say, in the same order.
      expect(Object.keys(access)).toHaveLength(tracks[kind as keyof typeof tracks].length);
      const card = section.getByRole("listitem").filter({ has: page.getByRole("heading", { name: words.copyKinds[kind]! }) });
      await expect(card.getByText(w.tracks!, { exact: true })).toBeVisible();
      await expect(card.getByText(asValue(lang, tracks[kind as keyof typeof tracks] as string[]), { exact: true })).toBeVisible();
    }
  });
}

test("search engines are told the film's accessibility features", async ({ page }) => {
  await page.goto("/");
  const movie = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .flatMap((t) => [JSON.parse(t)].flat() as { "@type": string; accessibilityFeature?: string[] }[])
    .find((d) => d["@type"] === "Movie");
  // The fixture's film: audio description and captions; its DCP closed captions, its H.264 file captions in the picture; a signed version.
  expect(movie?.accessibilityFeature).toEqual(["audioDescription", "captions", "closedCaptions", "openCaptions", "signLanguage"]);
});

for (const width of [320, 1280])
  test(`the access versions pass axe's WCAG 2.2 AA checks at ${width} px, and nothing spills out`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const lang of ["en", "es"])
      for (const path of ["/about", "/press"]) {
        await page.goto(`${prefix(lang)}${path}`);
        expect(await violations(page, "main")).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBe(0);
      }
  });
