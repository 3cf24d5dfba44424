import type { Page } from "@playwright/test";
import { statusWords } from "../admin/check-words.ts";
import { notSavedWords } from "../scripts/admin/form-words.ts";
import { parseDocument, type Document } from "yaml";
import {
  changedLines,
  openFile,
  pick,
  repositoryFile,
  savedFile,
  scrolledTo,
  seedRepository,
  side,
  withLocalRepository,
} from "./support/editor.ts";
import { buildSays as buildSaysOf } from "./support/build-says.ts";
import { expect, test } from "./support/started-editor.ts";
import { seed } from "./support/sites.ts";

// The content editor refuses, before anything is written, every edit the build would refuse: the
// build's own check runs on the draft, and its words stand at the field they are about. The
// expected words are the build's: each test makes the same edit to the seed's file and asks the
// build's check (scripts/prepare/content/) what it says.
test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });
// The editor checks the whole content at every change, as the build would: slower than a page.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ context }) => {
  await withLocalRepository(context, seedRepository());
});

/** What the build's content check says of the seed's content with `file` replaced by `text`: its problems' words. */
const buildSays = (file: string, text: string) => buildSaysOf(seed, file, text);

/** The seed's `file` edited as the editor would write it: `edit` changes its YAML document. */
function seedEdited(file: string, edit: (doc: Document) => void): string {
  const doc = parseDocument(seedRepository()[file]!);
  edit(doc);
  return doc.toString({ lineWidth: 0, doubleQuotedAsJSON: true });
}

/** Saves, and expects each of `words` on screen and the file as it was (`before`, the seed's unless given). */
async function refused(page: Page, file: string, words: string[], before = seedRepository()[file]) {
  await page.getByRole("button", { name: "Save" }).click();
  expect(words.length).toBeGreaterThan(0);
  for (const w of words) await expect(page.getByText(w, { exact: false }).first()).toBeVisible();
  expect(await repositoryFile(page, file)).toBe(before);
}

/** A field of one language's side, by its label. */
const field = (page: Page, language: string, label: string) =>
  side(page, language).getByRole("group", { name: new RegExp(`\\W${label}\\W+Field`) });

test("refuses a festival's country written as a name by hand, at the field, in the build's words", async ({ context }) => {
  // The editor offers countries by name and writes the code; someone edited the file by hand.
  const file = "content/festivals.yaml";
  const written = seedEdited(file, (d) => d.setIn(["submissions", 0, "country"], "Spain"));
  await withLocalRepository(context, { ...seedRepository(), [file]: written });
  const page = await context.newPage();
  const words = buildSays(file, written);
  await openFile(page, "Festival run", "Festivals");
  await field(page, "English", "Notification date").first().getByRole("textbox").fill("2025-11");
  await refused(page, file, words, written);
  await expect(field(page, "English", "Country").first()).toContainText(words[0]!);
  // The picture docs/editing.md shows of a refusal.
  await page.screenshot({ path: test.info().outputPath("refusal.png") });
});

test("refuses a synopsis that states another runtime than the film's (the fact check), at the synopsis", async ({ startedEditor }) => {
  const page = await startedEditor(seedRepository());
  const file = "content/texts.yaml";
  await openFile(page, "Film", "Texts");
  const synopsis = field(page, "English", "Synopsis").getByRole("textbox");
  const written = `${(await synopsis.inputValue()).trimEnd()} The film runs 95 minutes.`;
  const words = buildSays(
    file,
    seedEdited(file, (d) => d.setIn(["synopsis", "en"], written)),
  );
  expect(words.join(" ")).toContain("95 minutes");
  await synopsis.fill(written);
  await refused(page, file, words);
  await expect(field(page, "English", "Synopsis")).toContainText(words[0]!);
});

test("refuses a screening of a festival that is not in festivals.yaml, naming that file", async ({ context }) => {
  // The editor offers the festivals of festivals.yaml; this one was renamed there, or written by hand.
  const file = "content/screenings.yaml";
  const screening = {
    start: "2026-05-02T20:00+02:00",
    venue: "Palais des Festivals",
    city: "Cannes",
    country: "FR",
    festival: "Cannes Film Festival",
    kind: { en: "Official screening", es: "Proyección oficial" },
    tickets: "https://www.example.com/cannes",
  };
  const written = seedEdited(file, (d) => d.set("screenings", d.createNode([screening])));
  await withLocalRepository(context, { ...seedRepository(), [file]: written });
  const page = await context.newPage();
  const venue = "Palais des Festivals et des Congrès";
  const words = buildSays(file, written.replace(`venue: ${screening.venue}`, `venue: ${venue}`));
  expect(words.join(" ")).toContain("festivals.yaml");
  await openFile(page, "Festival run", "Screenings");
  await field(page, "English", "Venue").first().getByRole("textbox").fill(venue);
  await refused(page, file, words, written);
  await expect(side(page, "English").locator('[data-key-path="screenings.0.festival"]')).toContainText(words[0]!);
});

test("refuses an end of production before its start (fields that must agree)", async ({ startedEditor }) => {
  const page = await startedEditor(seedRepository());
  const file = "content/film.yaml";
  const words = buildSays(
    file,
    seedEdited(file, (d) => d.set("productionEnd", "2024-10-01")),
  );
  await openFile(page, "Film", "Film");
  await field(page, "English", "Production end").getByRole("textbox").fill("2024-10-01");
  await refused(page, file, words);
});

test("refuses a site language the fonts cannot set, in the build's words, and saves nothing", async ({ startedEditor }) => {
  const page = await startedEditor(seedRepository());
  const file = "content/site.yaml";
  const words = buildSays(
    file,
    seedEdited(file, (d) => d.setIn(["languages", 0], "ru")),
  );
  expect(words.join(" ")).toContain("Cyrillic");
  await openFile(page, "Site", "Site");
  await field(page, "English", "Language").first().getByRole("textbox").fill("ru");
  await refused(page, file, words);
});

test("refuses a phone number that is not in international form (the link rules)", async ({ startedEditor }) => {
  const page = await startedEditor(seedRepository());
  const file = "content/contact.yaml";
  const words = buildSays(
    file,
    seedEdited(file, (d) => d.setIn(["pressContact", "phone"], "020 7946 0321")),
  );
  await openFile(page, "Press and contact", "Contact");
  await field(page, "English", "Phone").getByRole("textbox").fill("020 7946 0321");
  await refused(page, file, words);
  await expect(field(page, "English", "Phone")).toContainText(words[0]!);
});

test("refuses a placeholder that does not exist, naming those that do", async ({ startedEditor }) => {
  const page = await startedEditor(seedRepository());
  const file = "content/texts.yaml";
  await openFile(page, "Film", "Texts");
  const strategy = field(page, "English", "Festival strategy").getByRole("textbox");
  const written = (await strategy.inputValue()).replace("{title}", "{titel}");
  const words = buildSays(
    file,
    seedEdited(file, (d) => d.setIn(["festivalStrategy", "en"], written)),
  );
  expect(words.join(" ")).toContain("{titel}");
  await strategy.fill(written);
  await refused(page, file, words);
});

test("refuses a title too long for a page's title", async ({ startedEditor }) => {
  const page = await startedEditor(seedRepository());
  const file = "content/film.yaml";
  const title = "La Dernière Vague: The Long Road Home Along the Atlantic Coast and the Cliffs of Brittany";
  const words = buildSays(
    file,
    seedEdited(file, (d) => d.set("title", title)),
  );
  await openFile(page, "Film", "Film");
  await field(page, "English", "Title").getByRole("textbox").fill(title);
  await refused(page, file, words);
});

test("refuses a crew without its director of photography: a list's rule, said at the top of the file", async ({ startedEditor }) => {
  const page = await startedEditor(seedRepository());
  const file = "content/people.yaml";
  // The director of photography is the first of the Camera department: every one of it moved to Post.
  const crew = parseDocument(seedRepository()[file]!).toJS() as { keyCrew: { department: string }[] };
  const camera = crew.keyCrew.flatMap((c, i) => (c.department === "Camera" ? [i] : []));
  const words = buildSays(
    file,
    seedEdited(file, (d) => camera.forEach((i) => d.setIn(["keyCrew", i, "department"], "Post"))),
  );
  await openFile(page, "Film", "People");
  // A list shows its entries as they scroll into view.
  await side(page, "English").locator('[data-key-path="keyCrew"]').scrollIntoViewIfNeeded();
  for (const i of camera) {
    const department = side(page, "English").locator(`[data-key-path="keyCrew.${i}.department"]`).getByRole("radiogroup");
    await pick(await scrolledTo(page, "English", department), "Post");
  }
  await refused(page, file, words);
  await expect(field(page, "English", "Check")).toContainText(words[0]!);
});

test("refuses a photo of content/uploads left without its press caption: a rule across files, at the top", async ({ startedEditor }) => {
  const page = await startedEditor(seedRepository(), "panes");
  const file = "content/captions.yaml";
  const words = buildSays(
    file,
    seedEdited(file, (d) => d.deleteIn(["captions", 0])),
  );
  expect(words.join(" ")).toContain("has no caption");
  await openFile(page, "Film", "Captions");
  // Each language's side has its own list: the entry is taken out of both.
  await side(page, "English").getByRole("button", { name: "Remove" }).first().click();
  await page.getByRole("radio", { name: "Spanish" }).last().click();
  await side(page, "Spanish").getByRole("button", { name: "Remove" }).first().click();
  await refused(page, file, words);
  await expect(field(page, "English", "Check")).toContainText(words[0]!);
});

// Correct edits go through the same check and save as the smallest diff (a status changed and a
// screening added are admin.spec.ts's; here a review added, a phone number and a caption).
test.describe("correct edits", () => {
  test("a review added saves as the entry alone, where the empty list was", async ({ context }) => {
    const page = await context.newPage();
    const file = "content/reviews.yaml";
    const before = seedRepository()[file]!;
    const review = { quote: "A small miracle of a road movie.", outlet: "Sight & Sound", stars: "4.5", date: "2026-03-14" };
    await openFile(page, "Festival run", "Reviews");
    await page.getByRole("button", { name: /Add\W+Review/i }).click();
    const at = (name: string) => page.getByRole("group", { name }).first();
    await at("Quote").getByRole("textbox").fill(review.quote);
    await at("Outlet").getByRole("textbox").fill(review.outlet);
    await at("Date").getByRole("textbox").fill(review.date);
    await at("Stars").getByRole("spinbutton").fill(review.stars);
    await page.getByRole("button", { name: "Save" }).click();
    const saved = await savedFile(page, file, before);
    expect(changedLines(before, saved).map((l) => l.replace(/^\d+: /, ""))).toEqual([
      "reviews: [] → reviews:",
      ` →   - quote: ${review.quote}`,
      ` →     outlet: ${review.outlet}`,
      ` →     stars: ${review.stars}`,
      ` →     date: ${review.date}`,
      " → ",
    ]);
  });

  test("a phone number and a caption changed save as one line each", async ({ context }) => {
    const page = await context.newPage();
    const contact = "content/contact.yaml";
    const captions = "content/captions.yaml";
    const before = { contact: seedRepository()[contact]!, captions: seedRepository()[captions]! };
    const phone = "+44 20 7946 0999";
    await openFile(page, "Press and contact", "Contact");
    await field(page, "English", "Phone").getByRole("textbox").fill(phone);
    await page.getByRole("button", { name: "Save" }).click();
    expect(changedLines(before.contact, await savedFile(page, contact, before.contact))).toEqual([
      expect.stringMatching(new RegExp(`^\\d+: {3}phone: .+ → {3}phone: \\${phone}$`)),
    ]);

    await openFile(page, "Film", "Captions");
    const caption = side(page, "English").locator('[data-key-path="captions.0.caption"]').getByRole("textbox");
    const written = `${await caption.inputValue()} Shot at dusk.`;
    await caption.fill(written);
    await page.getByRole("button", { name: "Save" }).click();
    expect(changedLines(before.captions, await savedFile(page, captions, before.captions))).toEqual([
      expect.stringMatching(/^\d+: {7}en: .+ → {7}en: .+ Shot at dusk\.$/),
    ]);
  });
});

// The check stands on every side, whatever the other pane shows: the Spanish side beside the
// English one or beside the preview (its pane switched from English, which once left it unchecked).
// The time a person takes to go from the text to Save: the build's words are there by then.
const toReachSave = 3_000;

/** The seed's film runs `runtimeMinutes`; a text saying it runs two minutes less is the build's to refuse. */
const wrongRuntime = () => Number(parseDocument(seedRepository()["content/film.yaml"]!).get("runtimeMinutes")) - 2;

/**
 * Writes a wrong runtime into the synopsis of one side, expects the build's words at the synopsis
 * and in that side's "Check" line before Save is reached, then Save refused by a dialog that says
 * what to mend and where, and the file as it was. Then puts the synopsis back as it was.
 */
async function wrongRuntimeRefused(page: Page, language: "English" | "Spanish") {
  const file = "content/texts.yaml";
  const lang = language === "English" ? "en" : "es";
  const synopsis = field(page, language, "Synopsis");
  const before = await synopsis.getByRole("textbox").inputValue();
  const sentence = lang === "en" ? `The film runs ${wrongRuntime()} minutes.` : `La película dura ${wrongRuntime()} minutos.`;
  const written = `${before.trimEnd()} ${sentence}`;
  const words = buildSays(
    file,
    seedEdited(file, (d) => d.setIn(["synopsis", lang], written)),
  );
  expect(words.join(" ")).toContain(String(wrongRuntime()));
  await synopsis.getByRole("textbox").fill(written);
  await expect(field(page, language, "Check")).toContainText(`Synopsis (${language}): ${words[0]!}`, { timeout: toReachSave });
  await expect(synopsis).toContainText(words[0]!, { timeout: toReachSave });

  await page.getByRole("button", { name: "Save" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(notSavedWords.en.title);
  await expect(dialog).toContainText(`Mend this first, then save again: Synopsis (${language}): ${words[0]!}`);
  await expect(dialog).toContainText(`Synopsis (${language}): ${words[0]!}`);
  await expect(dialog).not.toContainText(/try again/i);
  expect(await repositoryFile(page, file)).toBe(seedRepository()[file]);
  await dialog.getByRole("button", { name: "OK" }).click();

  await synopsis.getByRole("textbox").fill(before);
  await expect(field(page, language, "Check")).toContainText("nothing to mend", { timeout: toReachSave });
  await expect(synopsis).not.toContainText(words[0]!);
}

test("a wrong runtime in the English synopsis is said at once, beside the preview and beside the Spanish side", async ({
  startedEditor,
}) => {
  const page = await startedEditor(seedRepository(), "panes");
  await openFile(page, "Film", "Texts");
  // The editor opens a file with its English side and the preview.
  await expect(page.getByRole("radio", { name: "Preview" }).last()).toBeChecked();
  await wrongRuntimeRefused(page, "English");
  await page.getByRole("radio", { name: "Spanish" }).last().click();
  await expect(side(page, "Spanish")).toBeVisible();
  await wrongRuntimeRefused(page, "English");
});

test("a wrong runtime in the Spanish synopsis is said at once, beside the preview and beside the English side", async ({ context }) => {
  const page = await context.newPage();
  await openFile(page, "Film", "Texts");
  // The English side's pane switched to Spanish, the preview beside it.
  await page.getByRole("radio", { name: "Spanish" }).first().click();
  await expect(page.getByRole("radio", { name: "Preview" }).last()).toBeChecked();
  await expect(side(page, "English")).toHaveCount(0);
  await wrongRuntimeRefused(page, "Spanish");
  await page.getByRole("radio", { name: "English" }).last().click();
  await expect(side(page, "English")).toBeVisible();
  await wrongRuntimeRefused(page, "Spanish");
});

test("in the editor's Spanish, the same refusal in Spanish: at the synopsis, in the Check line and in the dialog", async ({ context }) => {
  const page = await context.newPage();
  const file = "content/texts.yaml";
  await openFile(page, "Film", "Texts");
  await context.addInitScript(() => localStorage.setItem("sveltia-cms.prefs", JSON.stringify({ locale: "es-CO" })));
  await page.reload();
  await page
    .getByRole("radio", { name: /español/i })
    .first()
    .click();
  await expect(page.getByRole("radio", { name: "Vista previa" }).last()).toBeChecked();
  const spanishSide = page.getByRole("group", { name: /Editar el contenido en\W+español/i });
  const at = (label: string) => spanishSide.getByRole("group", { name: new RegExp(`Campo\\W+${label}\\W`) });
  const written = `${(await at("Synopsis").getByRole("textbox").inputValue()).trimEnd()} La película dura ${wrongRuntime()} minutos.`;
  const words = buildSays(
    file,
    seedEdited(file, (d) => d.setIn(["synopsis", "es"], written)),
  );
  await at("Synopsis").getByRole("textbox").fill(written);
  await expect(at("Check")).toContainText(`Synopsis (español): ${words[0]!}`, { timeout: toReachSave });
  await expect(at("Check")).toContainText(statusWords.es(1));
  await expect(at("Synopsis")).toContainText(words[0]!, { timeout: toReachSave });
  await page.getByRole("button", { name: "Guardar" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(notSavedWords.es.title);
  await expect(dialog).toContainText(`Corrige esto y vuelve a guardar: Synopsis (español): ${words[0]!}`);
  await expect(dialog).not.toContainText(/más tarde/i);
  expect(await repositoryFile(page, file)).toBe(seedRepository()[file]);
});

// Counted words (content/words: "{count, plural, one {# festival} other {# festivals}}"): a text
// without a form its language uses for a number is refused on that language's side, before saving,
// in the build's words.
for (const { code, englishName } of seed.languages())
  test(`refuses counted words without a form ${englishName} uses, on its side, in the build's words`, async ({ startedEditor }) => {
    // A side other than the first brought beside the preview changes the file's panes (startedEditor).
    const page = await startedEditor(seedRepository(), code === seed.languages()[0]!.code ? "" : "panes");
    const file = "content/words/festivals.yaml";
    await openFile(page, "Words of the pages", "Festivals");
    if (code !== seed.languages()[0]!.code) await page.getByRole("radio", { name: englishName, exact: true }).first().click();
    await field(page, englishName, "Submissions").getByRole("button", { name: "Expand" }).first().click();
    const badge = field(page, englishName, "Badge");
    const before = await badge.getByRole("textbox").inputValue();
    const written = before.replace(/\bone \{[^}]*\}\s*/, "");
    expect(written).not.toBe(before);
    const words = buildSays(
      file,
      seedEdited(file, (d) => d.setIn(["submissions", "badge", code], written)),
    );
    expect(words.join(" ")).toContain(`"one" form, which ${englishName} uses`);
    await badge.getByRole("textbox").fill(written);
    await refused(page, file, words);
    await expect(badge).toContainText(words[0]!);
  });
