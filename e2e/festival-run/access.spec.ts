import ICAL from "ical.js";
import { fill } from "#src/lib/fill.ts";
import { violations } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { festivalRun } from "../support/sites.ts";

// Who can come: the fixture's screenings (e2e/festival-run/content/screenings.yaml) have, between
// them, every feature of the list. Each is said in the page's language with its short form, as the
// fixture's words (content/words/access.yaml, built) write it: on the list, in the calendar files,
// and to search engines (the subtitles' languages).
type AccessWords = { access: Record<string, string>; signLanguages: Record<string, string> };
const wordsIn = (lang: string) => festivalRun.generated<AccessWords>(lang, "words/access.json");
const localeOf = (lang: string) =>
  festivalRun.generated<{ languages: string[] }>(lang, "site.json").languages.find((l) => l.startsWith(lang))!;
/** "English and French", "inglés y francés", as the page's language lists languages. */
const languagesIn = (lang: string, codes: string[]) => {
  const names = new Intl.DisplayNames([localeOf(lang)], { type: "language" });
  return new Intl.ListFormat(localeOf(lang), { type: "conjunction" }).format(codes.map((c) => names.of(c)!));
};

/** Each screening's features, in the fixture's order of the list, in `lang`. */
function expected(lang: string) {
  const { access: w, signLanguages } = wordsIn(lang);
  const line = (features: string[]) => `${w.heading} ${features.join(" · ")}`;
  return {
    seville: line([
      fill(w.subtitles!, { languages: languagesIn(lang, ["en", "fr"]) }),
      `${w.audioDescription}, ${w.byGreta}`,
      fill(w.signedFilm!, { language: signLanguages.LSE! }),
      w.autismFriendly!,
      w.dementiaFriendly!,
    ]),
    london: line([
      w.openCaptions!,
      `${w.audioDescription}, ${w.byHeadsets}`,
      fill(w.signedQa!, { language: signLanguages.BSL! }),
      w.stepFree!,
      w.hearingLoop!,
    ]),
    newYork: line([
      w.closedCaptions!,
      fill(w.subtitles!, { languages: languagesIn(lang, ["es"]) }),
      `${w.audioDescription}, ${w.byApp}`,
      w.relaxed!,
      w.wheelchairSpaces!,
    ]),
  };
}

const prefix = (lang: string) => (lang === "en" ? "" : `/${lang}`);

for (const lang of ["en", "es"]) {
  test(`each screening says who can come, in words with their short forms (${lang})`, async ({ page, request }) => {
    const want = expected(lang);
    // The short forms the words give are there, beside the words, never alone.
    expect(want.london).toMatch(/\w[^·]* \(\w+\)/);
    await page.goto(`${prefix(lang)}/festivals`);
    const item = (venue: string) => page.locator("#screenings").getByRole("listitem").filter({ hasText: venue });
    await expect(item("Curzon Soho")).toContainText(want.london);
    await expect(item("IFC Center")).toContainText(want.newYork);
    await expect(item("Teatro Lope de Vega")).toContainText(want.seville);

    // Each screening's calendar file says it too, under the event's first line.
    const ics = await request.get(`${prefix(lang)}/screenings/2030-03-14-london.ics`);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent("vevent")!);
    expect(event.description.split("\n")[1]).toBe(want.london);

    // Search engines read the subtitles' languages, as codes.
    const events = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .flatMap((t) => [JSON.parse(t)].flat() as { "@type": string; subtitleLanguage?: string[] }[])
      .filter((d) => d["@type"] === "ScreeningEvent");
    expect(events.map((e) => e.subtitleLanguage)).toEqual([["en", "fr"], undefined, ["es"]]);
  });
}

for (const width of [320, 1280])
  test(`the screenings with their access pass axe's WCAG 2.2 AA checks at ${width} px, and nothing spills out`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const lang of ["en", "es"]) {
      await page.goto(`${prefix(lang)}/festivals`);
      expect(await violations(page, "#screenings")).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
    }
  });

// The list narrowed to the screenings with captions, audio description or a relaxed screening: by
// the page's CSS, with script and without. In the fixture, London has open captions and audio
// description, New York closed captions, audio description and a relaxed screening, and Seville
// (past) audio description and an autism-friendly one.
type ScreeningWords = { screenings: Record<string, string> };
const narrowed = {
  withCaptions: ["Curzon Soho", "IFC Center"],
  withAudioDescription: ["Curzon Soho", "IFC Center", "Teatro Lope de Vega"],
  relaxedOnly: ["IFC Center", "Teatro Lope de Vega"],
  allScreenings: ["Curzon Soho", "IFC Center", "Teatro Lope de Vega"],
};
for (const script of [true, false])
  test.describe(script ? "with script" : "without script", () => {
    test.use({ javaScriptEnabled: script });
    for (const lang of ["en", "es"])
      test(`the screenings can be narrowed to those with captions, audio description or relaxed (${lang})`, async ({ page }) => {
        const w = festivalRun.generated<ScreeningWords>(lang, "words/screenings.json").screenings;
        await page.goto(`${prefix(lang)}/festivals`);
        const section = page.locator("#screenings");
        const choices = section.getByRole("group", { name: w.accessFilter });
        await expect(choices.getByRole("radio")).toHaveCount(4);
        await expect(choices.getByRole("radio", { name: w.allScreenings })).toBeChecked();
        for (const [choice, venues] of Object.entries(narrowed)) {
          await choices.getByRole("radio", { name: w[choice] }).check();
          await expect(section.locator("li[data-start]:visible")).toHaveCount(venues.length);
          for (const venue of venues) await expect(section.getByRole("listitem").filter({ hasText: venue })).toBeVisible();
          await expect(section.getByText(w.noneWithThis!).filter({ visible: true })).toHaveCount(0);
        }
      });
  });

test("says so when no screening to come offers what was chosen, the ones past still there", async ({ page }) => {
  const w = festivalRun.generated<ScreeningWords>("en", "words/screenings.json").screenings;
  // Every screening of the fixture over.
  await page.clock.setFixedTime(new Date("2031-01-01T00:00:00Z"));
  await page.goto("/festivals");
  const section = page.locator("#screenings");
  await section.getByRole("radio", { name: w.withCaptions }).check();
  await expect(section.getByText(w.noneWithThis!).filter({ visible: true })).toHaveCount(1);
  await expect(section.locator("li[data-start]:visible")).toHaveCount(narrowed.withCaptions.length);
  await section.getByRole("radio", { name: w.allScreenings }).check();
  await expect(section.getByText(w.noneWithThis!).filter({ visible: true })).toHaveCount(0);
});

// Each release says what the platform or cinema offers, as the fixture's releases
// (e2e/festival-run/content/releases.yaml) write it: Cines Renoir an audio-described version,
// subtitles for the deaf and English subtitles; MUBI captions and two subtitle languages; Iberia
// English subtitles and a Spanish dub.
type ReleaseAccessWords = AccessWords & { releases: Record<string, string> };
for (const lang of ["en", "es"])
  test(`each release says what it offers, in words with their short forms (${lang})`, async ({ page }) => {
    const { access: w, releases: r } = festivalRun.generated<ReleaseAccessWords>(lang, "words/access.json");
    const line = (features: string[]) => `${w.heading} ${features.join(" · ")}`;
    const subtitles = (codes: string[]) => fill(w.subtitles!, { languages: languagesIn(lang, codes) });
    const want = {
      "Cines Renoir": line([r.audioDescription!, r.captions!, subtitles(["en"])]),
      MUBI: line([r.captions!, subtitles(["en", "fr"])]),
      Iberia: line([subtitles(["en"]), fill(r.dubbed!, { languages: languagesIn(lang, ["es"]) })]),
    };
    // Each release in the list of a country it is out in, that country chosen; the one that ended too.
    const shown = festivalRun.generated<{ releases: { id: string; where: string }[]; territories: { name: string; releases: string[] }[] }>(
      lang,
      "releases-shown.json",
    );
    const chooser = festivalRun.generated<{ watch: { country: string } }>(lang, "words/watch.json").watch.country;
    await page.clock.setFixedTime(new Date("2030-03-10T12:00:00Z"));
    await page.goto(`${prefix(lang)}/watch`);
    for (const [where, said] of Object.entries(want)) {
      const id = shown.releases.find((r) => r.where === where)!.id;
      const territory = shown.territories.find((t) => t.releases.includes(id))!;
      await page.getByRole("group", { name: chooser }).getByText(territory.name, { exact: true }).click();
      const list = page.getByRole("list", { name: territory.name, exact: true });
      await expect(list.getByRole("listitem").filter({ hasText: where })).toContainText(said);
    }
  });
