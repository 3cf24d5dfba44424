import type { Page } from "@playwright/test";
import { parseDocument } from "yaml";
import { choiceLabels } from "../../admin/field-labels.ts";
import { buildSays } from "../support/build-says.ts";
import { openFile, pick, repositoryOf, saveRefused, savedFile, scrolledTo, side, withLocalRepository } from "../support/editor.ts";
import { expect, test } from "../support/started-editor.ts";
import { festivalRun } from "../support/sites.ts";

// Who can come, in the editor: each screening's Access ticks what it offers from the build's list,
// a code offered in words (audio description's "headsets", a subtitle language's "fr"); what the
// build refuses (what is signed without the sign language, a subtitle language that is not one, a
// feature not on the list) is said at the field and on each side's Check line in the build's
// words, and the save is refused before anything is written.
test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 90_000 });

const file = "content/screenings.yaml";
const repository = repositoryOf(festivalRun);
type Screening = { country: string; access?: Record<string, unknown> };
const screenings = () => (parseDocument(repository[file]!).toJS() as { screenings: Screening[] }).screenings;
/** The fixture's screenings file with `change` made to the `n`th screening's access, as the editor writes it. */
function withAccess(n: number, change: (access: Record<string, unknown>) => void): string {
  const doc = parseDocument(repository[file]!);
  const access = (doc.getIn(["screenings", n, "access"], true) as { toJSON(): Record<string, unknown> }).toJSON();
  change(access);
  doc.setIn(["screenings", n, "access"], doc.createNode(access));
  return doc.toString({ lineWidth: 0, doubleQuotedAsJSON: true, flowCollectionPadding: false });
}
/**
 * A field of the `n`th screening's Access on one side (`key` "" for Access itself), drawn: known by
 * its place in the file, as a list draws only the entries near the screen, and an entry's fields
 * as they come near it.
 */
const accessField = (page: Page, n: number, key: string, language = "English") =>
  scrolledTo(page, language, side(page, language).locator(`[data-key-path="screenings.${n}.access${key && `.${key}`}"]`));

// A save changes the repository: this test's own, not the started editor the refusals share.
test("each feature is picked in words, and a subtitle language by its name, saved as its code", async ({ context }) => {
  await withLocalRepository(context, repository);
  const page = await context.newPage();
  // London's screening: open captions, audio description on the venue's headsets, a signed Q&A; no subtitles.
  const n = screenings().findIndex((s) => s.country === "GB");
  const london = screenings()[n]!.access!;
  expect(london.subtitles).toBeUndefined();
  await openFile(page, "Festival run", "Screenings");
  const ways = (await accessField(page, n, "audioDescription")).getByRole("radiogroup", { name: "Audio description" });
  await expect(ways.getByRole("radio", { checked: true })).toHaveAccessibleName(
    choiceLabels.audioDescription![String(london.audioDescription)]!,
  );
  for (const label of Object.values(choiceLabels.audioDescription!)) await expect(ways.getByRole("radio", { name: label })).toHaveCount(1);
  const signed = (await accessField(page, n, "signLanguageFor")).getByRole("radiogroup", { name: "What is signed" });
  await expect(signed.getByRole("radio", { checked: true })).toHaveAccessibleName(
    choiceLabels.signLanguageFor![String(london.signLanguageFor)]!,
  );
  await expect((await accessField(page, n, "signLanguage")).getByRole("combobox")).toContainText(String(london.signLanguage));

  // A subtitle language is picked by its name in the editor's language.
  const subtitles = await accessField(page, n, "subtitles");
  await subtitles.getByRole("button", { name: /Add\W+Language/ }).click();
  await subtitles.getByRole("combobox").last().click();
  await page.keyboard.type("Fren");
  await page.getByRole("option", { name: "French (fr)" }).click();
  await expect(subtitles.getByRole("combobox").last()).toContainText("French (fr)");
  await expect(side(page, "English").getByRole("group", { name: /\WCheck\W+Field/ })).toContainText("nothing to mend");
  await subtitles.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("access-fields.png") });
  await page.getByRole("button", { name: "Save" }).click();
  const saved = await savedFile(page, file, repository[file]!);
  expect((parseDocument(saved).toJS() as { screenings: Screening[] }).screenings[n]!.access).toEqual({ ...london, subtitles: ["fr"] });
  // Two lines added, under the screening's access; every other line as it was.
  const added = saved
    .split("\n")
    .filter((l, i, all) => !(/^ +subtitles:$/.test(l) || (/^ +- fr$/.test(l) && /subtitles:$/.test(all[i - 1]!))));
  expect(added.join("\n")).toBe(repository[file]);
  expect(saved.split("\n").length - added.length).toBe(2);
  expect(buildSays(festivalRun, file, saved)).toEqual([]);
});

test("what is signed, without the sign language, is refused at its field and on each side's Check line", async ({ startedEditor }) => {
  const page = await startedEditor(repository, "panes");
  const n = screenings().findIndex((s) => s.access?.signLanguage === undefined);
  expect(n).toBeGreaterThanOrEqual(0);
  const words = buildSays(
    festivalRun,
    file,
    withAccess(n, (a) => (a.signLanguageFor = "qa")),
  );
  expect(words).toHaveLength(1);
  await openFile(page, "Festival run", "Screenings");
  await page.getByRole("radio", { name: "Spanish" }).last().click();
  const signed = await accessField(page, n, "signLanguageFor");
  await pick(signed, choiceLabels.signLanguageFor!.qa!);
  await expect(signed).toContainText(words[0]!);
  await signed.screenshot({ path: test.info().outputPath("signed-without-language.png") });
  await saveRefused(page, file, repository[file]!, words[0]!);
});

// Written in the file by hand, what the pickers cannot give: a language by its name (said at its
// field), a feature not on the list (it has no field: said on the Check line, which names its line).
for (const [what, change, at] of [
  ["a subtitle language written by its name", (a: Record<string, unknown>) => (a.subtitles = ["English"]), "subtitles"],
  ["a feature not on the list", (a: Record<string, unknown>) => (a.subtitled = true), undefined],
] as const)
  test(`${what} is said in the build's words on each side's Check line, and its save refused`, async ({ startedEditor }) => {
    const n = screenings().findIndex((s) => s.country === "GB");
    const written = withAccess(n, change);
    const words = buildSays(festivalRun, file, written);
    expect(words).toHaveLength(1);
    const page = await startedEditor({ ...repository, [file]: written }, "panes");
    await openFile(page, "Festival run", "Screenings");
    await page.getByRole("radio", { name: "Spanish" }).last().click();
    if (at) await expect(await accessField(page, n, at)).toContainText(words[0]!);
    // Any change of the file is refused while the problem stands.
    await (await accessField(page, n, "relaxed")).getByRole("switch").click();
    await saveRefused(page, file, written, words[0]!);
  });
