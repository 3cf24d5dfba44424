import type { BrowserContext, Page } from "@playwright/test";
import { parse } from "yaml";
import { buildStampPath } from "../admin/build-stamp.ts";
import { saveStatusWords, timeIn, type UiLang } from "../admin/save-status-words.ts";
import { peopleWaitingJob, peopleWaitingTitle, type PeopleWaiting } from "../admin/people-waiting.ts";
import { contentCheckTitle, type Annotation, type CheckRun } from "../admin/save-watch.ts";
import { sideName } from "../admin/ui-language.ts";
import { iconsLoaded, openFile, scrolledTo, seedRepository, side, writeJudgingStatus } from "./support/editor.ts";
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

// Who waits where a saved screening or release comes: what the workflow's job on the list left on
// the commit (admin/people-waiting.ts), beside the save, each message ready to copy.
const waiting = {
  matches: [
    {
      line: "Leeds: 3 asked; the screening of Thu 14 March 2030 · 18:00 at Hyde Park Picture House is theirs.",
      soldOut: true,
      send: [
        {
          lang: "en",
          count: 2,
          audience: 'in Buttondown, the subscribers with the tag language-en whose metadata country is GB and town is "Leeds"',
          subject: "Our film in Leeds on 14 March",
          body: "Our film plays at Hyde Park Picture House, Leeds, on Thu 14 March 2030 · 18:00.\n\nTickets: https://tickets.example.net/leeds\n",
        },
        {
          lang: "es",
          count: 1,
          audience: 'in Buttondown, the subscribers with the tag language-es whose metadata country is GB and town is "Leeds"',
          subject: "Nuestra película en Leeds el 14 de marzo",
          body: "Nuestra película se proyecta en el Hyde Park Picture House de Leeds el jue 14 de marzo de 2030 · 18:00.\n",
        },
      ],
    },
  ],
  unmatched: ["Husum: the screening of Sat 4 May 2030 · 20:00 at Kino Husum."],
  left: 0,
} satisfies PeopleWaiting;
/** The repository's screenings: one in Leeds, whose kind B changes and saves. */
const screenings = [
  "screenings:",
  "  - start: 2030-03-14 18:00 Europe/London",
  "    venue: Hyde Park Picture House",
  "    city: Leeds",
  "    country: GB",
  "    kind:",
  "      en: Preview",
  "      es: Preestreno",
  "    tickets: https://tickets.example.net/leeds",
  "",
].join("\n");
const kind = { en: "Preview and Q&A", es: "Preestreno con coloquio" };

/** B changes the screening's kind and saves: the commit it made. */
async function saveScreening(page: Page, github: FakeGitHub): Promise<string> {
  // From the festivals, open as the editor starts, back to their section and into the screenings.
  await page.goBack();
  await openFile(page, "Festival run", "Screenings");
  await page.getByRole("radio", { name: "Spanish" }).last().click();
  for (const language of ["English", "Spanish"]) await expect(side(page, language).getByText("nothing to mend")).toBeVisible();
  for (const [language, text] of [
    ["English", kind.en],
    ["Spanish", kind.es],
  ] as const)
    await (await scrolledTo(page, language, side(page, language).getByRole("textbox", { name: "Kind" }).first())).fill(text);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(() => github.sent.length, { timeout: 20_000 }).toBe(1);
  expect(Object.keys(github.sent[0]!.additions)).toEqual(["content/screenings.yaml"]);
  await expect(page).not.toHaveURL(/\/entries\//);
  return github.head;
}
/** The panel's latest save of the screenings. */
const screeningsSave = (page: Page, lang: UiLang) =>
  panelOf(page, lang)
    .getByRole("listitem")
    .filter({ hasText: new RegExp(saveStatusWords[lang].saved("Screenings", "19:46").split(" ").slice(0, 2).join(" ")) })
    .first();

const notice = (said: PeopleWaiting): Annotation => ({
  path: ".github",
  start_line: 1,
  annotation_level: "notice",
  title: peopleWaitingTitle,
  message: JSON.stringify(said),
});

it.describe("who waits where", () => {
  it.use({ repositoryFiles: { "content/screenings.yaml": screenings } });

  it("says who waits where the save's screenings come, each message ready to copy, and open as the panel is drawn again (en)", async ({
    context,
    github,
    editor: page,
    site,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const w = saveStatusWords.en;
    const oid = await saveScreening(page, github);
    const tested = job(1, "test", "completed", "success");
    github.checks.set(oid, [tested, job(2, "publish", "in_progress"), job(3, peopleWaitingJob, "in_progress")]);
    const item = screeningsSave(page, "en");
    await says(page, item, w.publishing);
    await expect(item).not.toContainText(w.peopleWaiting);

    github.checks.set(oid, [tested, job(2, "publish", "in_progress"), job(3, peopleWaitingJob, "completed", "success")]);
    github.annotations.set(3, [notice(waiting)]);
    const leeds = waiting.matches[0]!;
    await says(page, item, leeds.line);
    await expect(item.getByText(w.peopleWaiting, { exact: true })).toBeVisible();
    await expect(item).toContainText(w.soldOut);
    await expect(item).toContainText(w.unmatched);
    await expect(item.getByRole("listitem")).toHaveText(waiting.unmatched);

    for (const s of leeds.send) {
      const name = w.messageFor(sideName(s.lang, "en"), s.count);
      const text = page.getByRole("textbox", { name });
      await expect(text).toBeHidden();
      await item.getByText(name, { exact: true }).click();
      await expect(text).toHaveValue(`${s.subject}\n\n${s.body}`);
      await expect(item.getByRole("group").filter({ has: text })).toContainText(w.sendTo(s.audience));
    }
    const spanish = leeds.send[1]!;
    const group = item.getByRole("group").filter({ has: page.getByRole("textbox", { name: w.messageFor(sideName("es", "en"), 1) }) });
    await group.getByRole("button", { name: w.copy }).click();
    await expect(group.getByRole("status")).toHaveText(w.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${spanish.subject}\n\n${spanish.body}`);

    // Live: the panel is drawn again, and the messages opened stay open.
    github.checks.set(oid, [tested, job(2, "publish", "completed", "success"), job(3, peopleWaitingJob, "completed", "success")]);
    site.commit = oid;
    await says(page, item, w.live("").split(" ")[0]!);
    for (const s of leeds.send)
      await expect(item.getByRole("textbox", { name: w.messageFor(sideName(s.lang, "en"), s.count) })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("people-waiting.png") });
  });

  it("says the list could not be read, in the command's words (es)", async ({ context, github, editor: page }) => {
    const w = saveStatusWords.es;
    const oid = await saveScreening(page, github);
    await inSpanish(context, page);
    const problem =
      "Buttondown refused the key in BUTTONDOWN_API_KEY: it may be mistyped, revoked or from another account. " +
      "On the git host, the key is the repository's secret BUTTONDOWN_API_KEY (Settings → Secrets and variables → Actions): the engineer sets it there.";
    github.checks.set(oid, [job(1, "test", "completed", "success"), job(3, peopleWaitingJob, "completed", "success")]);
    github.annotations.set(3, [notice({ problem })]);
    const item = screeningsSave(page, "es");
    await says(page, item, w.waitingUnread);
    await expect(item).toContainText(problem);
    await expect(item.getByText(w.peopleWaiting, { exact: true })).toBeVisible();
  });
});
