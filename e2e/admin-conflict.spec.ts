import type { Page } from "@playwright/test";
import { parse, parseDocument, type Scalar } from "yaml";
import { mergeWords } from "../admin/merge-words.ts";
import { conflictWords } from "../scripts/admin/form-words.ts";
import { changedLines, seedRepository, writeJudgingStatus } from "./support/editor.ts";
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
type Submission = { status: string; judgingStatus: { en: string; es: string } };
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
  const refusal = page.getByRole("alertdialog").filter({ hasText: mergeWords.clash });
  await expect(refusal).toBeVisible({ timeout: 20_000 });
  await expect(refusal).toContainText(mergeWords.again);
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
