import type { Page } from "@playwright/test";
import { parse, parseDocument, type Scalar, type YAMLSeq } from "yaml";
import { mergeWords } from "../admin/merge-words.ts";
import { conflictWords } from "../scripts/admin/form-words.ts";
import { changedLines, pick, scrolledTo, seedRepository, side, writeJudgingStatus } from "./support/editor.ts";
import { editorOnGitHub as it, personA } from "./support/editor-on-github.ts";
import { expect, test } from "./support/fixtures.ts";

// Two people save the same file through the git host, one after the other: the second person's
// editor, told the file changed since it opened it, saves their change over the other's
// (admin/merge-draft.ts), and refuses to save silently over a value both changed. The git host is
// a fake in memory (e2e/support/fake-github.ts), which the first person commits to directly.
test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });
// The editor checks the whole content at every change, as the build would: slower than a page.
test.describe.configure({ timeout: 120_000 });

const file = "content/festivals.yaml";
const seed = seedRepository()[file]!;
type Submission = { name: string | { en: string; es: string }; status: string; judgingStatus: { en: string; es: string } };
const submissions = (parse(seed) as { submissions: Submission[] }).submissions;
// The statuses a submission may have, as the file's own comment lists them.
const statuses = /status, which is one of:\n#\s+(.+)/.exec(seed)![1]!.split(", ");
/** Judging statuses other than the seed's (asserted), A's and B's. */
const decided = { en: "Jury decided", es: "Fallo del jurado" };
const shortlisted = { en: "Shortlisted", es: "Preseleccionada" };

/** The editor's words for a save over someone else's change (scripts/admin/form-words.ts), by key. */
const editorWords = (key: string) => {
  const ours = conflictWords.map((w) => w.ours).find((w) => w.startsWith(`${key}:`))!;
  return /`([^`]*)`/.exec(ours)![1]!;
};
const saveWithTheirs = editorWords("save_anyway");
const keepsTheirs = editorWords("overwrite_warning");

/** `text` with the values at `changes`' paths replaced, every other character kept. */
function withValues(text: string, changes: [path: (string | number)[], value: string][]): string {
  for (const [path, value] of changes) {
    const node = parseDocument(text).getIn(path, true) as Scalar;
    const [start, end] = node.range!;
    text = `${text.slice(0, start)}${value}${text.slice(end)}`;
  }
  return text;
}
const judging = (i: number, lang: "en" | "es"): (string | number)[] => ["submissions", i, "judgingStatus", lang];
/** `text` with its submissions changed by `change` through the file's own document: every other line kept, as a person's save keeps it. */
function withSubmissions(text: string, change: (items: YAMLSeq["items"], doc: ReturnType<typeof parseDocument>) => void): string {
  const doc = parseDocument(text);
  change((doc.get("submissions", true) as YAMLSeq).items, doc);
  return doc.toString({ lineWidth: 0, doubleQuotedAsJSON: true });
}
/** Picks a submission's status (the `i`th on screen) on the English side, where a value written once is edited: a choice of a few is a row of radio buttons. */
async function chooseStatus(page: Page, i: number, status: string): Promise<void> {
  const field = side(page, "English")
    .getByRole("group", { name: /\WStatus\W+Field/ })
    .nth(i);
  await pick(await scrolledTo(page, "English", field), status);
}

/** B saves over A's commit: the editor asks first (a dialog, and a notice above the form), in our words, and B saves with A's changes. */
async function saveOverTheirs(page: Page, picture?: string): Promise<void> {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const dialog = page.getByRole("alertdialog").filter({ hasText: keepsTheirs });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  // A picture docs/editing.md shows.
  if (picture) await page.screenshot({ path: test.info().outputPath(picture) });
  await dialog.getByRole("button", { name: saveWithTheirs }).click();
}

it("saves B's change over A's newer commit of the same file, keeping A's change and every other line", async ({ github, editor: page }) => {
  expect(submissions[0]!.judgingStatus).not.toEqual(decided);
  expect(submissions[1]!.judgingStatus).not.toEqual(shortlisted);
  // A's commit lands while B has the file open: the first submission's judging status.
  const theirs = withValues(seed, [
    [judging(0, "en"), decided.en],
    [judging(0, "es"), decided.es],
  ]);
  const theirCommit = github.commit({ [file]: theirs }, "Leeds: the jury decided", personA);

  await writeJudgingStatus(page, 1, shortlisted);
  await saveOverTheirs(page, "save-with-their-changes.png");

  await expect.poll(() => github.sent.length, { timeout: 20_000 }).toBe(1);
  const [sent] = github.sent;
  expect(sent!.expectedHeadOid).toBe(theirCommit);
  expect(Object.keys(sent!.additions)).toEqual([file]);
  const saved = sent!.additions[file]!;
  // A's change is kept, and against A's version exactly B's two lines differ.
  expect(parse(saved).submissions[0].judgingStatus).toEqual(decided);
  expect(changedLines(theirs, saved).map((line) => line.replace(/^\d+: /, ""))).toEqual([
    `      en: ${submissions[1]!.judgingStatus.en} →       en: ${shortlisted.en}`,
    `      es: ${submissions[1]!.judgingStatus.es} →       es: ${shortlisted.es}`,
  ]);
  expect(saved).toBe(
    withValues(theirs, [
      [judging(1, "en"), shortlisted.en],
      [judging(1, "es"), shortlisted.es],
    ]),
  );
  expect(github.file(file)).toBe(saved);
});

it("refuses once to save over a value A changed differently, naming both, then saves B's value with A's other changes", async ({
  github,
  editor: page,
}) => {
  const status = statuses.find((s) => s !== submissions[0]!.status)!;
  // A changes the first submission's judging status and its status.
  const theirs = withValues(seed, [
    [judging(0, "en"), decided.en],
    [judging(0, "es"), decided.es],
    [["submissions", 0, "status"], status],
  ]);
  const theirCommit = github.commit({ [file]: theirs }, "Leeds: selected", personA);

  // B changes the same judging status, to other words.
  await writeJudgingStatus(page, 0, shortlisted);
  await saveOverTheirs(page);
  // The editor's error dialog, in the words of admin/merge-words.ts.
  const refusal = page.getByRole("alertdialog").filter({ hasText: mergeWords.en.clash });
  await expect(refusal).toBeVisible({ timeout: 20_000 });
  await expect(refusal).toContainText(mergeWords.en.again);
  for (const value of [decided.en, decided.es, shortlisted.en, shortlisted.es]) await expect(refusal).toContainText(`"${value}"`);
  await page.screenshot({ path: test.info().outputPath("both-changed.png") });
  expect(github.sent).toEqual([]);
  await refusal.getByRole("button", { name: "OK" }).click();

  // Saved again, B's words stand, and A's status is kept.
  await saveOverTheirs(page);
  await expect.poll(() => github.sent.length, { timeout: 20_000 }).toBe(1);
  const [sent] = github.sent;
  expect(sent!.expectedHeadOid).toBe(theirCommit);
  const saved = sent!.additions[file]!;
  expect(parse(saved).submissions[0]).toMatchObject({ status, judgingStatus: shortlisted });
  expect(changedLines(theirs, saved).map((line) => line.replace(/^\d+: /, ""))).toEqual([
    `      en: ${decided.en} →       en: ${shortlisted.en}`,
    `      es: ${decided.es} →       es: ${shortlisted.es}`,
  ]);
  expect(saved).toBe(
    withValues(theirs, [
      [judging(0, "en"), shortlisted.en],
      [judging(0, "es"), shortlisted.es],
    ]),
  );
});

it("puts B's change on its own festival after A moved one to the top and added one there: the commit changes that status line alone", async ({
  github,
  editor: page,
}) => {
  const selected = statuses.find((s) => s !== submissions[0]!.status && s !== "In Consideration")!;
  const added = { ...submissions[0]!, name: "Tallinn Black Nights Film Festival" };
  expect(submissions.map((s) => s.name)).not.toContain(added.name);
  // A moves the third festival to the top, then adds a new one above it.
  const theirs = withSubmissions(seed, (items, doc) => {
    items.unshift(...items.splice(2, 1));
    items.unshift(doc.createNode(added) as (typeof items)[number]);
  });
  const theirCommit = github.commit({ [file]: theirs }, "Tallinn added; Sundance first", personA);

  // B marks the festival first on their screen, which A's commit put third.
  await chooseStatus(page, 0, selected);
  await saveOverTheirs(page);

  await expect.poll(() => github.sent.length, { timeout: 20_000 }).toBe(1);
  const [sent] = github.sent;
  expect(sent!.expectedHeadOid).toBe(theirCommit);
  const saved = sent!.additions[file]!;
  const moved = (parse(theirs) as { submissions: { name: unknown }[] }).submissions.findIndex((s) => s.name === submissions[0]!.name);
  expect(moved).toBe(2);
  expect(changedLines(theirs, saved).map((line) => line.replace(/^\d+: /, ""))).toEqual([
    `    status: ${submissions[0]!.status} →     status: ${selected}`,
  ]);
  expect(saved).toBe(withValues(theirs, [[["submissions", moved, "status"], selected]]));
});

it("refuses once a change to a festival A removed, naming it, then puts it back with B's change", async ({ github, editor: page }) => {
  const gone = submissions[1]!;
  const theirs = withSubmissions(seed, (items) => void items.splice(1, 1));
  github.commit({ [file]: theirs }, "Withdrawn from one festival", personA);

  await writeJudgingStatus(page, 1, shortlisted);
  await saveOverTheirs(page);
  const name = typeof gone.name === "string" ? gone.name : (gone.name as { en: string }).en;
  const refusal = page.getByRole("alertdialog").filter({ hasText: mergeWords.en.clash });
  await expect(refusal).toBeVisible({ timeout: 20_000 });
  await expect(refusal).toContainText(`${name} (Submissions) was removed by the other save; your change to its judging status`);
  await expect(refusal).toContainText("Save again to put it back with your change, or remove it here too.");
  // Each clash on a line of its own, below the line that says why.
  expect((await refusal.innerText()).split("\n").map((line) => line.trim())).toEqual(
    expect.arrayContaining([
      mergeWords.en.clash,
      expect.stringMatching(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(Submissions\\) was removed`)),
    ]),
  );
  // A picture docs/editing.md shows.
  await page.screenshot({ path: test.info().outputPath("removed-by-the-other.png") });
  expect(github.sent).toEqual([]);
  await refusal.getByRole("button", { name: "OK" }).click();

  // Saved again, the festival is back where it stood, with B's words, and nothing of A's file is rewritten.
  await saveOverTheirs(page);
  await expect.poll(() => github.sent.length, { timeout: 20_000 }).toBe(1);
  const saved = github.sent[0]!.additions[file]!;
  const expected = (parse(seed) as { submissions: Submission[] }).submissions;
  expected[1]!.judgingStatus = shortlisted;
  expect(parse(saved).submissions).toEqual(expected);
  expect(changedLines(seed, saved).map((line) => line.replace(/^\d+: /, ""))).toEqual([
    `      en: ${gone.judgingStatus.en} →       en: ${shortlisted.en}`,
    `      es: ${gone.judgingStatus.es} →       es: ${shortlisted.es}`,
  ]);
});
