import type { Page } from "@playwright/test";
import { parseDocument, type YAMLMap, type YAMLSeq } from "yaml";
import { previewWords } from "../../admin/preview/preview-words.ts";
import { momentWords } from "../../admin/zoned-time-field.ts";
import { fontFaces } from "#src/styles/font-faces.ts";
import { openFile, pick, repositoryOf, scrolledTo, side, withLocalRepository } from "../support/editor.ts";
import { expect, test } from "../support/started-editor.ts";
import { festivalRun } from "../support/sites.ts";

// The editor's preview shows a file as the site does (admin/preview/): on the festival run under
// way, whose festivals have laurels drawn and whose reviews have stars, the preview of each side
// reads as the published page of its language, card for card; and a change shows at once.
test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }) => {
  await withLocalRepository(context, repositoryOf(festivalRun));
});

/**
 * The editor on the festival run's folder, which must log no error while it previews (its frame's
 * included). Started once for these tests, which each bring the preview beside a side in a file
 * of their own (startedEditor).
 */
const editorTest = test.extend<{ editor: Page }>({
  editor: async ({ startedEditor }, use) => {
    await use(await startedEditor(repositoryOf(festivalRun), "previews"));
  },
});

const languages = [
  { lang: "en", side: "English", prefix: "" },
  { lang: "es", side: "Spanish", prefix: "/es" },
] as const;

/** The preview of one side: the left pane's Preview shows the side the right pane edits. */
async function preview(page: Page, sideName: string) {
  await page.getByRole("radio", { name: sideName }).last().click();
  await page.getByRole("radio", { name: "Preview" }).first().click();
  return page.frameLocator("iframe.preview");
}

/** Each card of a list, its words (spaces made one: a page below the fold is not laid out yet), and its pictures' addresses. */
const cards = (list: ReturnType<Page["locator"]>) =>
  list.evaluateAll((items) =>
    items.map((li) => ({
      words: (li.textContent ?? "").replace(/\s+/g, " ").trim(),
      pictures: [...li.querySelectorAll("img")].map((img) => img.getAttribute("src")),
    })),
  );

/**
 * A read of the preview's frame, polled: Sveltia may load the frame again as the side changes, and a
 * read under way then throws, which would end the poll. The error is its value until the next try,
 * so a frame that never settles still fails, with the error as what was found.
 */
const fromFrame =
  <T>(read: () => Promise<T>) =>
  () =>
    read().catch((e: Error) => `the frame could not be read: ${e.message}`);

/** The cards of a list on a published page. */
async function pageCards(page: Page, address: string, list: string) {
  const site = await page.context().newPage();
  await site.goto(address);
  const shown = await cards(site.locator(`${list} > li`));
  await site.close();
  return shown;
}

editorTest(
  "previews the festivals as the Festivals page shows them, laurels and badges, in each language, and a new status at once",
  async ({ editor: page }) => {
    await openFile(page, "Festival run", "Festivals");
    for (const { lang, side: sideName, prefix } of languages) {
      const expected = await pageCards(page, `${prefix}/festivals`, 'ul[aria-labelledby="submissions-title"]');
      // The festival run has laurels drawn: the test is of a preview that shows them.
      expect(expected.some((c) => c.pictures.length > 0)).toBe(true);
      const frame = await preview(page, sideName);
      await expect
        .poll(
          fromFrame(() => cards(frame.locator("ul > li"))),
          { timeout: 15_000 },
        )
        .toEqual(expected);
      await expect(frame.locator("html")).toHaveAttribute("lang", lang);
    }

    // A festival still to answer, selected in the English form: its badge says so in the preview at
    // once, and its laurel is said to be drawn with the site.
    const { submissions } = festivalRun.generated<{ submissions: { name: string; status: string }[] }>("en", "festivals.json");
    const waiting = submissions.findIndex((s) => s.status === "In Consideration");
    expect(waiting).toBeGreaterThanOrEqual(0);
    const name = submissions[waiting]!.name;
    const selection = festivalRun.generated<{ status: { officialSelection: string } }>("en", "words/submissions.json").status
      .officialSelection;
    await page.getByRole("radio", { name: "English" }).last().click();
    // Its own field, by where it stands in the file: the list draws only the entries near the screen.
    const field = side(page, "English").locator(`[data-key-path="submissions.${waiting}.status"]`).first();
    await pick(await scrolledTo(page, "English", field), "Official Selection");
    const frame = await preview(page, "English");
    const card = frame.locator("ul > li").filter({ has: frame.getByRole("heading", { name, exact: true }) });
    await expect(card).toContainText(selection);
    await expect(frame.getByText(previewWords.en.undrawnLaurels([name]))).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    // A picture docs/editing.md shows.
    await page.screenshot({ path: test.info().outputPath("preview.png") });
  },
);

editorTest("previews the reviews as the Press page quotes them, stars and sources, in each language", async ({ editor: page }) => {
  await openFile(page, "Festival run", "Reviews");
  for (const { side: sideName, prefix } of languages) {
    const expected = await pageCards(page, `${prefix}/press`, "#reviews ul");
    expect(expected.length).toBeGreaterThan(0);
    const frame = await preview(page, sideName);
    await expect
      .poll(
        fromFrame(() => cards(frame.locator("ul > li"))),
        { timeout: 15_000 },
      )
      .toEqual(expected);
    // The stars are said as the page says them, to a screen reader too.
    const stars = festivalRun
      .generated<{ reviews: { stars?: number }[] }>("en", "reviews.json")
      .reviews.filter((r) => r.stars !== undefined);
    await expect(frame.getByRole("img")).toHaveCount(stars.length);
  }
});

// A release is listed under each of its countries on /watch: each card once, in any order.
const once = (list: Awaited<ReturnType<typeof cards>>) =>
  [...new Map(list.map((c) => [c.words, c])).values()].sort((a, b) => a.words.localeCompare(b.words));

for (const { file, address, list, what } of [
  {
    file: "Screenings",
    address: "/festivals",
    list: "#screenings ul",
    what: "the Festivals page lists them, to come and past, dates as the venue's clock reads them",
  },
  { file: "Releases", address: "/watch", list: "ul[data-releases]", what: "/watch lists them, where, how and where each stands" },
])
  editorTest(`previews the ${file.toLowerCase()} as ${what}, in each language`, async ({ editor: page }) => {
    await openFile(page, "Festival run", file);
    for (const { side: sideName, prefix } of languages) {
      const expected = once(await pageCards(page, `${prefix}${address}`, list));
      expect(expected.length).toBeGreaterThan(0);
      const frame = await preview(page, sideName);
      await expect
        .poll(
          fromFrame(async () => once(await cards(frame.locator("ul > li")))),
          { timeout: 15_000 },
        )
        .toEqual(expected);
    }
  });

/** The words of each row of fact tables, label and value. */
const factRows = (rows: ReturnType<Page["locator"]>) =>
  rows.evaluateAll((rows) => rows.map((r) => (r.textContent ?? "").replace(/\s+/g, " ").trim()));

editorTest("previews the film's facts as the Press page tables them, in each language, and a change at once", async ({ editor: page }) => {
  await openFile(page, "Film", "Film");
  for (const { side: sideName, prefix } of languages) {
    const site = await page.context().newPage();
    await site.goto(`${prefix}/press`);
    const expected = await factRows(site.locator("#quick-facts dl > div, #technical-specifications dl > div"));
    await site.close();
    expect(expected.length).toBeGreaterThan(0);
    const frame = await preview(page, sideName);
    await expect
      .poll(
        fromFrame(() => factRows(frame.locator("dl > div"))),
        { timeout: 15_000 },
      )
      .toEqual(expected);
  }
  // Its text is set in the site's web fonts, every face of them loaded in the preview's frame.
  const frameFaces = () =>
    page
      .frameLocator("iframe.preview")
      .locator("html")
      .evaluate(() => [...document.fonts].filter((f) => f.status === "loaded").map((f) => `${f.family} ${f.weight} ${f.style}`));
  await expect.poll(fromFrame(frameFaces)).toEqual(expect.arrayContaining(fontFaces.map((f) => `${f.family} ${f.weight} ${f.style}`)));

  // A new location, typed on the English side, is the quick facts' location at once.
  const location = `${festivalRun.generated<{ location: string }>("en", "film.json").location} and Extremadura`;
  await page.getByRole("radio", { name: "English" }).last().click();
  await (await scrolledTo(page, "English", side(page, "English").getByRole("textbox", { name: "Location" }))).fill(location);
  const frame = await preview(page, "English");
  await expect(frame.locator("dd").filter({ hasText: location })).toHaveCount(1);
});

/** The paragraphs of a long text, as a page sets them. */
const paragraphs = (text: ReturnType<Page["locator"]>) =>
  text.evaluateAll((ps) => ps.map((p) => (p.textContent ?? "").replace(/\s+/g, " ").trim()));

editorTest(
  "shows the long texts as paragraphs, each on one line, and previews them as the pages set them, in each language",
  async ({ editor: page }) => {
    await openFile(page, "Film", "Texts");
    for (const { side: sideName, prefix } of languages) {
      const site = await page.context().newPage();
      await site.goto(`${prefix}/about`);
      const synopsis = await paragraphs(site.locator("#synopsis .space-y-4 > p"));
      await site.goto(`${prefix}/festivals`);
      const strategy = await paragraphs(site.locator("#strategy .space-y-4 > p"));
      await site.goto(`${prefix}/press`);
      const releaseStrategy = await cards(site.locator("#release-strategy ul > li"));
      await site.close();
      expect(synopsis.length).toBeGreaterThan(1);
      // The field: each paragraph on one line, a blank line between two ({title} as written in the file).
      await page.getByRole("radio", { name: sideName }).last().click();
      const field = side(page, sideName).getByRole("textbox", { name: "Synopsis" });
      const typed = (await field.inputValue()).split("\n\n");
      expect(typed).toHaveLength(synopsis.length);
      for (const p of typed) expect(p).not.toContain("\n");
      // The preview: the pages' paragraphs, word for word.
      const frame = await preview(page, sideName);
      await expect.poll(fromFrame(() => paragraphs(frame.locator("section").nth(0).locator(".space-y-4 > p")))).toEqual(synopsis);
      await expect.poll(fromFrame(() => paragraphs(frame.locator("section").nth(2).locator(".space-y-4 > p")))).toEqual(strategy);
      await expect.poll(fromFrame(() => cards(frame.locator("ul > li")))).toEqual(releaseStrategy);
    }
    // A screenshot of the field as the team sees it, for docs/editing.md.
    await page.getByRole("radio", { name: "English" }).first().click();
    await page.getByRole("radio", { name: "Spanish" }).last().click();
    await page.screenshot({ path: test.info().outputPath("long-text.png") });
  },
);

// News written ahead of its hour: the preview shows it as it will be from its hour, and says on
// each side that it waits, and until when, on the festival's clock and in UTC.
test("previews a festival's answer written ahead as it will be from its hour, said to be under embargo until then, in each language", async ({
  context,
}) => {
  const repository = repositoryOf(festivalRun);
  const { submissions } = festivalRun.generated<{ submissions: { name: string; status: string; country: string }[] }>(
    "en",
    "festivals.json",
  );
  const i = submissions.findIndex((s) => s.status === "In Consideration");
  expect(i).toBeGreaterThanOrEqual(0);
  const answer = { embargoUntil: "2026-01-06 11:00 Europe/Amsterdam", status: "Official Selection", section: "Bright Future", year: 2026 };
  const doc = parseDocument(repository["content/festivals.yaml"]!);
  (doc.get("submissions") as YAMLSeq<YAMLMap>).items[i]!.set("answer", doc.createNode(answer));
  await withLocalRepository(context, { ...repository, "content/festivals.yaml": doc.toString() });
  const page = await context.newPage();
  await openFile(page, "Festival run", "Festivals");
  for (const { lang, side: sideName } of languages) {
    const frame = await preview(page, sideName);
    const words = previewWords[lang];
    const note = frame.getByRole("note");
    await expect(note).toHaveCount(1, { timeout: 15_000 });
    // The festival as the side's language names it (Festival de Róterdam).
    const name = festivalRun.generated<{ submissions: { name: string }[] }>(lang, "festivals.json").submissions[i]!.name;
    await expect(note).toHaveText(words.underEmbargo(momentWords(answer.embargoUntil, lang)!, words.waiting.answer(name)));
    await expect(note).toContainText(lang === "en" ? "11:00 in Amsterdam · 10:00 UTC" : "11:00 en Amsterdam · 10:00 UTC");
    const selection = festivalRun.generated<{ status: { officialSelection: string } }>(lang, "words/submissions.json").status
      .officialSelection;
    const card = frame.locator("ul > li").filter({ has: frame.getByRole("heading", { name, exact: true }) });
    await expect(card).toContainText(selection);
    await expect(card).toContainText(answer.section);
    if (lang === "en") await page.screenshot({ path: test.info().outputPath("preview-embargo.png") });
  }
});
