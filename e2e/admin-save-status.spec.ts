import type { BrowserContext, Page } from "@playwright/test";
import { parse } from "yaml";
import { buildStampPath } from "../admin/build-stamp.ts";
import { saveStatusWords, timeIn, type UiLang } from "../admin/save-status-words.ts";
import { contentCheckTitle, type CheckRun } from "../admin/save-watch.ts";
import { iconsLoaded, seedRepository, writeJudgingStatus } from "./support/editor.ts";
import { editorOnGitHub } from "./support/editor-on-github.ts";
import type { FakeGitHub } from "./support/fake-github.ts";
import { expect, test } from "./support/fixtures.ts";

// After a save with the git host, the editor says what became of it (admin/save-status.ts):
// being checked, live on the site since when, or not published with the workflow's own words. The
// git host is a fake in memory (e2e/support/fake-github.ts), whose checks each test moves on as the
// workflow would; the site's build stamp (/build.json) names the commit the test has "published".
const zone = "Europe/Madrid";
// A step that cannot be done fails as itself, not as the test's two minutes run out.
test.use({ locale: "en-US", viewport: { width: 1280, height: 900 }, timezoneId: zone, actionTimeout: 20_000, navigationTimeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const file = "content/festivals.yaml";
const seed = seedRepository()[file]!;
const submissions = (parse(seed) as { submissions: { judgingStatus: { en: string; es: string } }[] }).submissions;
const shortlisted = { en: "Shortlisted", es: "Preseleccionada" };
// The file's label in the editor's sections, as the panel names a save.
const label = "Festivals";

/** The live site's stamp, which a test moves to the commit it publishes. */
type Site = { commit: string };
const it = editorOnGitHub.extend<{ site: Site }>({
  // The page's clock, which the test moves on (says), from the save on.
  editor: async ({ editor }, use) => {
    await editor.clock.install();
    await use(editor);
  },
  site: async ({ context, github }, use) => {
    const site = { commit: github.head };
    await context.route(`**${buildStampPath}`, (route) =>
      route.fulfill({ json: { commit: site.commit, builtAt: new Date().toISOString() } }),
    );
    await use(site);
  },
});

/** B changes a judging status and saves: the commit it made. */
async function save(page: Page, github: FakeGitHub): Promise<string> {
  expect(submissions[0]!.judgingStatus).not.toEqual(shortlisted);
  await writeJudgingStatus(page, 0, shortlisted);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(() => github.sent.length, { timeout: 20_000 }).toBe(1);
  // The git host has the commit before the editor has finished the save: it then drops the draft's
  // backup in the browser and closes the file, back to its section (its Save button is named
  // "Saving" meanwhile, so that button's going is no sign). A reload before that opened the file
  // again asking to restore a draft that is saved.
  await expect(page).not.toHaveURL(/\/entries\//);
  return github.head;
}

/** The editor's interface in Spanish, as its settings leave it, from the next load (still signed in, its icons drawn). */
async function inSpanish(context: BrowserContext, page: Page): Promise<void> {
  await context.addInitScript(() => localStorage.setItem("sveltia-cms.prefs", JSON.stringify({ locale: "es-CO" })));
  // The editor may be navigating on its own as the reload starts (the reload is then aborted):
  // that navigation runs the script just as well, so wait for it instead.
  await page.reload().catch(async (error: unknown) => {
    if (!String(error).includes("ERR_ABORTED")) throw error;
    await page.waitForLoadState("load");
  });
  await expect.poll(() => iconsLoaded(page), { timeout: 15_000 }).toBe(true);
}

const job = (id: number, name: string, status: CheckRun["status"], conclusion: string | null = null): CheckRun => ({
  id,
  name,
  status,
  conclusion,
  completed_at: status === "completed" ? new Date().toISOString() : null,
});
// A workflow's closing line on a failed job, which the panel leaves out.
const exitLine = {
  path: ".github",
  start_line: 1,
  annotation_level: "failure",
  title: null,
  message: "Process completed with exit code 1.",
};

/** A save's first line, whatever its time and day ("Festivals, saved at 19:46"): the file's label and the word after it. */
const savedWords = (lang: UiLang) => new RegExp(saveStatusWords[lang].saved(label, "19:46").split(" ").slice(0, 2).join(" "));

/** The panel of saves, in the interface's language, and its latest save. */
const panelOf = (page: Page, lang: UiLang) => page.getByRole("region", { name: saveStatusWords[lang].heading });
const latest = (page: Page, lang: UiLang) =>
  panelOf(page, lang)
    .getByRole("listitem")
    .filter({ hasText: savedWords(lang) })
    .first();
/**
 * `item` says `words` once the panel has asked the git host again: it asks 3 s after a save, then
 * every 10 s, so the test moves the page's clock on (installed by `it`) rather than waiting.
 */
async function says(page: Page, item: ReturnType<typeof latest>, words: string | ((pageNow: Date) => string)): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(10_000);
    // Words with a time are as of the page's clock, moved on here (past midnight, a time names its day).
    const expected = typeof words === "string" ? words : words(new Date(await page.evaluate(() => Date.now())));
    await expect(item).toContainText(expected, { timeout: 1_000 });
  }).toPass({ timeout: 25_000 });
}

for (const lang of ["en", "es"] as const) {
  const w = saveStatusWords[lang];

  it(`says a save is being checked, then publishing, then live since when (${lang})`, async ({ context, github, editor: page, site }) => {
    const oid = await save(page, github);
    if (lang === "es") await inSpanish(context, page);
    await says(page, latest(page, lang), w.waiting);

    github.checks.set(oid, [job(1, "test", "in_progress")]);
    await says(page, latest(page, lang), w.checking);
    github.checks.set(oid, [job(1, "test", "completed", "success"), job(2, "publish", "in_progress")]);
    await says(page, latest(page, lang), w.publishing);

    // Published: the job ends, and the site's stamp names the saved commit.
    const published = job(2, "publish", "completed", "success");
    github.checks.set(oid, [job(1, "test", "completed", "success"), published]);
    site.commit = oid;
    await says(page, latest(page, lang), (pageNow) => w.live(timeIn(lang, zone, pageNow)(published.completed_at!)));
    if (lang === "en") await page.screenshot({ path: test.info().outputPath("save-live.png") });

    // Dismissed, it is gone, and the panel with it.
    const item = latest(page, lang);
    const name = await item.getByRole("button").getAttribute("aria-label");
    expect(name).toMatch(new RegExp(`^${w.dismiss("").trim()} ${savedWords(lang).source}`));
    await item.getByRole("button", { name: name! }).click();
    await expect(panelOf(page, lang)).toBeHidden();
  });
}

it("says a save refused by the site's content check is not published, with the check's words at the file and line (en)", async ({
  github,
  editor: page,
}) => {
  const w = saveStatusWords.en;
  const oid = await save(page, github);
  const refusal = { line: 12, words: 'status "Selected" is not one of: In Consideration, Official Selection' };
  github.checks.set(oid, [job(1, "test", "completed", "failure"), job(2, "publish", "completed", "skipped")]);
  github.annotations.set(1, [
    { path: file, start_line: refusal.line, annotation_level: "failure", title: contentCheckTitle, message: refusal.words },
    exitLine,
  ]);
  const item = latest(page, "en");
  await says(page, item, w.refused);
  await expect(item.getByRole("listitem")).toHaveText([`festivals.yaml, ${w.line(refusal.line)}: ${refusal.words}`]);
  await page.screenshot({ path: test.info().outputPath("save-not-published.png") });
  // Still said after a reload: the panel keeps its saves.
  await page.reload();
  await says(page, latest(page, "en"), w.refused);
  // Signed out, the sign-in shows no saves over its buttons; they are there again once signed in.
  // Removed as the page loads: the editor, still signing in from the last load, may write it again
  // after a removal made from the page.
  await page.addInitScript(() => localStorage.removeItem("sveltia-cms.user"));
  await page.reload();
  // The editor starting afresh, as long as its first screen may take on a busy machine.
  await expect(page.getByRole("button", { name: "Sign In Using Access Token" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(w.heading, { exact: true })).toBeHidden();
});

it("says a save stopped by something other than the content is not published, with that job's words (es)", async ({
  context,
  github,
  editor: page,
}) => {
  const w = saveStatusWords.es;
  const oid = await save(page, github);
  await inSpanish(context, page);
  const failure = "e2e/live/pages.spec.ts:14:3 › every page answers: 1 failed";
  github.checks.set(oid, [job(1, "test", "completed", "failure")]);
  github.annotations.set(1, [{ path: ".github", start_line: 1, annotation_level: "failure", title: null, message: failure }, exitLine]);
  const item = latest(page, "es");
  await says(page, item, w.failed);
  await expect(item.getByRole("listitem")).toHaveText([failure]);
});
