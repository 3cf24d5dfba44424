import type { Page } from "@playwright/test";
import { parseDocument } from "yaml";
import { statusWords } from "../../admin/check-words.ts";
import { entryLabelOf, labelOf } from "../../admin/field-labels.ts";
import { buildSays } from "../support/build-says.ts";
import { openFile, repositoryOf, saveRefused, savedFile, scrolledTo, side, withLocalRepository } from "../support/editor.ts";
import { expect, test } from "../support/started-editor.ts";
import { festivalRun } from "../support/sites.ts";
import {
  copyAccessSchema,
  signLanguages,
  type CopyAccess,
  type FilmAccess,
  type ReleaseAccess,
} from "#src/content/build-time/schema/access.ts";

// The film's access versions, its copies' tracks and its releases' access, in the editor: each
// language offered by its name in the editor's language and written as its code, each track a
// switch named in words; what the build refuses (a language written by its name, a sign language
// not on the list, a hearing-impaired track on a copy that is not a DCP) said at the field and on
// each side's Check line in the build's words, and the save refused before anything is written.
test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 90_000 });

const repository = repositoryOf(festivalRun);
const film = "content/film.yaml";
const copies = "content/screening-copies.yaml";
const releases = "content/releases.yaml";
type Copy = { kind: string; access?: CopyAccess };
type Release = { access?: ReleaseAccess };
const read = <T>(text: string) => parseDocument(text).toJS() as T;
const filmAccess = (text = repository[film]!) => read<{ access: FilmAccess }>(text).access;
const copiesOf = (text = repository[copies]!) => read<{ screeningCopies: Copy[] }>(text).screeningCopies;
const releasesOf = (text = repository[releases]!) => read<{ releases: Release[] }>(text).releases;

/** The fixture's `file` with each change's `value` at its `path`, as the editor writes it. */
function written(file: string, ...changes: [path: (string | number)[], value: unknown][]): string {
  const doc = parseDocument(repository[file]!);
  for (const [path, value] of changes) doc.setIn(path, doc.createNode(value));
  return doc.toString({ lineWidth: 0, doubleQuotedAsJSON: true, flowCollectionPadding: false });
}

/** Languages by their names in the editor's English. */
const names = new Intl.DisplayNames(["en"], { type: "language" });
/** A language as the editor offers it, by its name and its code: "French (fr)". */
const languageWords = (code: string) => `${names.of(code)} (${code})`;

/** The field at `keyPath` on one side, drawn: a list draws its entries as they come near the screen. */
const fieldAt = (page: Page, keyPath: string, language = "English") =>
  scrolledTo(page, language, side(page, language).locator(`[data-key-path="${keyPath}"]`));
/** The switch of the yes-or-no field `key` under `keyPath`, named by its label. */
const switchAt = async (page: Page, keyPath: string, key: string) =>
  (await fieldAt(page, `${keyPath}.${key}`)).getByRole("switch", { name: labelOf(key) });
/** One side's "Check" line: the draft's state, then each problem. */
const checkLine = (page: Page, language: string) => side(page, language).getByRole("group", { name: /\WCheck\W+Field/ });

/** An entry of a list of languages, as the form labels it and its button adds it. */
const entry = entryLabelOf("captions", "language");

/** Each language of a list of languages (or sign languages) shown in words in its own entry, labelled as the form labels it. */
async function expectLanguages(page: Page, keyPath: string, values: string[], words = languageWords, label = entry) {
  for (const [i, value] of values.entries())
    await expect((await fieldAt(page, `${keyPath}.${i}`)).getByRole("combobox", { name: label })).toHaveText(words(value));
}

/** Picks `code` by typing the start of its name in the new entry of the list at `keyPath` (`entry` its label). */
async function addLanguage(page: Page, keyPath: string, entry: string, typed: string, code: string) {
  const list = await fieldAt(page, keyPath);
  await list.getByRole("button", { name: new RegExp(`Add\\W+${entry}\\W*$`) }).click();
  const added = list.getByRole("combobox", { name: entry }).last();
  await added.click();
  await page.keyboard.type(typed);
  await page.getByRole("option", { name: languageWords(code), exact: true }).click();
  await expect(added).toHaveText(languageWords(code));
}

/**
 * What `after` changes of `before`: the lines between the first and the last that differ, as they
 * were (`removed`) and as they are (`added`); every line around them kept as it was.
 */
function replacedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split("\n");
  const b = after.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) };
}

// The saves change the repository: each test its own, not the started editor the refusals share.
test("the film's versions are shown by their languages' names, and a caption language picked by its name is saved as its code", async ({
  context,
}) => {
  await withLocalRepository(context, repository);
  const page = await context.newPage();
  const access = filmAccess();
  expect(access.captions).not.toContain("fr");
  await openFile(page, "Film", "Film");
  await expectLanguages(page, "access.audioDescription", access.audioDescription ?? []);
  await expectLanguages(page, "access.captions", access.captions ?? []);
  await expectLanguages(page, "access.signLanguage", access.signLanguage ?? [], (s) => s, entryLabelOf("signLanguage"));
  // A sign language is picked from the build's list, by its short form.
  await (await fieldAt(page, "access.signLanguage.0")).getByRole("combobox").click();
  await expect(page.getByRole("option")).toHaveCount(signLanguages.length);
  for (const sign of signLanguages) await expect(page.getByRole("option", { name: sign, exact: true })).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("option")).toHaveCount(0);

  await addLanguage(page, "access.captions", entry, "Fren", "fr");
  await expect(checkLine(page, "English")).toContainText(statusWords.en(0));
  await page.getByRole("button", { name: "Save" }).click();
  const saved = await savedFile(page, film, repository[film]!);
  expect(filmAccess(saved)).toEqual({ ...access, captions: [...(access.captions ?? []), "fr"] });
  // One line, under the captions; every other line as it was.
  expect(replacedLines(repository[film]!, saved)).toEqual({ removed: [], added: [expect.stringMatching(/^ +- fr$/)] });
  expect(buildSays(festivalRun, film, saved)).toEqual([]);
});

test("each copy's tracks are switches named in words, and a track switched on is saved as its one line", async ({ context }) => {
  const before = repository[copies]!;
  await withLocalRepository(context, repository);
  const page = await context.newPage();
  const tracks = Object.keys(copyAccessSchema.shape) as (keyof CopyAccess)[];
  const all = copiesOf();
  await openFile(page, "Press and contact", "Screening copies");
  for (const [n, copy] of all.entries())
    for (const track of tracks)
      await expect(await switchAt(page, `screeningCopies.${n}.access`, track)).toBeChecked({ checked: copy.access?.[track] === true });
  // A track that a copy with access does not carry yet, and that any copy may (not a DCP's HI).
  const n = all.findIndex((c) => c.access && tracks.some((t) => t !== "hearingImpaired" && !c.access![t]));
  expect(n).toBeGreaterThanOrEqual(0);
  const track = tracks.find((t) => t !== "hearingImpaired" && !all[n]!.access![t])!;
  await (await switchAt(page, `screeningCopies.${n}.access`, track)).click();
  await expect(checkLine(page, "English")).toContainText(statusWords.en(0));
  await page.getByRole("button", { name: "Save" }).click();
  const saved = await savedFile(page, copies, before);
  expect(copiesOf(saved)).toEqual(all.map((c, i) => (i === n ? { ...c, access: { ...c.access, [track]: true } } : c)));
  expect(replacedLines(before, saved)).toEqual({ removed: [], added: [expect.stringMatching(new RegExp(`^ +${track}: true$`))] });
  expect(buildSays(festivalRun, copies, saved)).toEqual([]);
});

test("each release's access is shown in words, and a subtitle language picked by its name is saved as its code", async ({ context }) => {
  await withLocalRepository(context, repository);
  const page = await context.newPage();
  const all = releasesOf();
  await openFile(page, "Festival run", "Releases");
  for (const [n, release] of all.entries()) {
    if (!release.access) continue;
    for (const key of ["audioDescription", "captions"] as const)
      await expect(await switchAt(page, `releases.${n}.access`, key)).toBeChecked({ checked: release.access[key] === true });
    for (const key of ["subtitles", "dubbed"] as const)
      await expectLanguages(page, `releases.${n}.access.${key}`, release.access[key] ?? []);
  }
  // A release with subtitles, none of them French.
  const n = all.findIndex((r) => r.access?.subtitles && !r.access.subtitles.includes("fr"));
  expect(n).toBeGreaterThanOrEqual(0);
  const subtitles = all[n]!.access!.subtitles!;
  await addLanguage(page, `releases.${n}.access.subtitles`, entry, "Fren", "fr");
  await expect(checkLine(page, "English")).toContainText(statusWords.en(0));
  await page.getByRole("button", { name: "Save" }).click();
  const saved = await savedFile(page, releases, repository[releases]!);
  expect(releasesOf(saved)).toEqual(all.map((r, i) => (i === n ? { ...r, access: { ...r.access, subtitles: [...subtitles, "fr"] } } : r)));
  // The release's subtitles alone, on their line as the team wrote them; every other line as it was.
  const { removed, added } = replacedLines(repository[releases]!, saved);
  expect(removed).toEqual([expect.stringMatching(new RegExp(`^ +subtitles: \\[${subtitles.join(", ")}\\]$`))]);
  expect(added).toEqual([removed[0]!.replace("]", ", fr]")]);
  expect(buildSays(festivalRun, releases, saved)).toEqual([]);
});

test("a caption language written by its name and a sign language not on the list are said at their fields and on each side's Check line, and refused", async ({
  startedEditor,
}) => {
  const access = filmAccess();
  const captions = access.captions ?? [];
  const signed = access.signLanguage ?? [];
  const byName = names.of("fr")!;
  const notOnList = "JSL";
  expect(signLanguages).not.toContain(notOnList);
  const captionChange: [(string | number)[], unknown] = [
    ["access", "captions"],
    [...captions, byName],
  ];
  const signChange: [(string | number)[], unknown] = [
    ["access", "signLanguage"],
    [...signed, notOnList],
  ];
  const [captionWords] = buildSays(festivalRun, film, written(film, captionChange));
  const [signWords] = buildSays(festivalRun, film, written(film, signChange));
  const both = written(film, captionChange, signChange);
  expect(buildSays(festivalRun, film, both).toSorted()).toEqual([captionWords, signWords].toSorted());
  const page = await startedEditor({ ...repository, [film]: both }, "panes");
  await openFile(page, "Film", "Film");
  await page.getByRole("radio", { name: "Spanish" }).last().click();
  const caption = await fieldAt(page, `access.captions.${captions.length}`);
  await expect(caption).toContainText(captionWords!);
  await expect(await fieldAt(page, `access.signLanguage.${signed.length}`)).toContainText(signWords!);
  for (const language of ["English", "Spanish"]) {
    await expect(checkLine(page, language)).toContainText(captionWords!);
    await expect(checkLine(page, language)).toContainText(signWords!);
  }
  await caption.screenshot({ path: test.info().outputPath("caption-by-name.png") });
  await (await fieldAt(page, `access.signLanguage.${signed.length}`)).screenshot({ path: test.info().outputPath("sign-not-on-list.png") });
  // The caption mended by picking its language: the sign language's refusal stands alone.
  await caption.getByRole("combobox").click();
  await page.keyboard.type(byName.slice(0, 4));
  await page.getByRole("option", { name: languageWords("fr"), exact: true }).click();
  await expect(caption).not.toContainText(captionWords!);
  for (const language of ["English", "Spanish"]) await expect(checkLine(page, language)).not.toContainText(captionWords!);
  await saveRefused(page, film, both, signWords!);
});

test("a hearing-impaired track switched on for a copy that is not a DCP is said at its field and on each side's Check line, and refused", async ({
  startedEditor,
}) => {
  const all = copiesOf();
  const n = all.findIndex((c) => c.kind !== "dcp" && !c.access?.hearingImpaired);
  expect(n).toBeGreaterThanOrEqual(0);
  const words = buildSays(festivalRun, copies, written(copies, [["screeningCopies", n, "access", "hearingImpaired"], true]));
  expect(words).toHaveLength(1);
  const page = await startedEditor(repository, "panes");
  await openFile(page, "Press and contact", "Screening copies");
  await page.getByRole("radio", { name: "Spanish" }).last().click();
  const field = await fieldAt(page, `screeningCopies.${n}.access.hearingImpaired`);
  await (await switchAt(page, `screeningCopies.${n}.access`, "hearingImpaired")).click();
  await expect(field).toContainText(words[0]!);
  for (const language of ["English", "Spanish"]) await expect(checkLine(page, language)).toContainText(words[0]!);
  await saveRefused(page, copies, repository[copies]!, words[0]!);
});

test("a dubbed language written by its name is said at its field and on each side's Check line, and refused", async ({ startedEditor }) => {
  const all = releasesOf();
  const n = all.findIndex((r) => r.access);
  expect(n).toBeGreaterThanOrEqual(0);
  const byName = names.of("fr")!;
  const text = written(releases, [["releases", n, "access", "dubbed"], [byName]]);
  const words = buildSays(festivalRun, releases, text);
  expect(words).toHaveLength(1);
  const page = await startedEditor({ ...repository, [releases]: text }, "panes");
  await openFile(page, "Festival run", "Releases");
  await page.getByRole("radio", { name: "Spanish" }).last().click();
  await expect(await fieldAt(page, `releases.${n}.access.dubbed.0`)).toContainText(words[0]!);
  for (const language of ["English", "Spanish"]) await expect(checkLine(page, language)).toContainText(words[0]!);
  // Any change of the file is refused while the problem stands.
  await (await switchAt(page, `releases.${n}.access`, "audioDescription")).click();
  await saveRefused(page, releases, text, words[0]!);
});
