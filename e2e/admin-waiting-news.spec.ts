import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { buildStampPath } from "../admin/build-stamp.ts";
import { previewWords } from "../admin/preview/preview-words.ts";
import { saveStatusWords, timeIn } from "../admin/save-status-words.ts";
import { momentWords } from "../admin/zoned-time-field.ts";
import { isoOfLocalTime } from "#src/lib/zoned-time.ts";
import { pick, scrolledTo, seedRepository, side } from "./support/editor.ts";
import { editorOnGitHub } from "./support/editor-on-github.ts";
import { expect, test } from "./support/fixtures.ts";

// News saved ahead of its hour stays in the saves panel (admin/save-status.ts): when it goes live,
// then, the hour past and the site unchanged, late with Publish now, which asks the git host to run
// the site's workflow with the sign-in's token; then live since the site was built after the hour.
const zone = "Europe/Madrid";
editorOnGitHub.use({ locale: "en-US", viewport: { width: 1280, height: 900 }, timezoneId: zone });
editorOnGitHub.describe.configure({ timeout: 120_000 });
// The git host's refusal to run the workflow, which the test brings about, is logged by the browser.
editorOnGitHub.use({ allowedErrors: [/status of 403/] });

type Submission = { name: string | { en: string }; status: string; answer?: unknown };
const submissions = (parse(seedRepository()["content/festivals.yaml"]!) as { submissions: Submission[] }).submissions;
const w = saveStatusWords.en;

/** The live site's stamp: built when the test says. */
type Site = { builtAt: string };
const it = editorOnGitHub.extend<{ site: Site }>({
  editor: async ({ editor }, use) => {
    await editor.clock.install();
    await use(editor);
  },
  site: async ({ context, github }, use) => {
    const site = { builtAt: new Date().toISOString() };
    await context.route(`**${buildStampPath}`, (route) => route.fulfill({ json: { commit: github.head, builtAt: site.builtAt } }));
    await use(site);
  },
});

const pageNow = async (page: Page) => new Date(await page.evaluate(() => Date.now()));
/** The day `days` after the page's today, in Paris, as the day input takes it. */
const dayAfter = (now: Date, days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date(now.getTime() + days * 86_400_000));

it("names news saved ahead with its hour, offers Publish now when it is late, and says when it is live", async ({
  editor: page,
  github,
  site,
}) => {
  // The first festival still waiting for its answer: its answer, written ahead of the day after tomorrow, 11:00 in Paris.
  const n = submissions.findIndex((s) => s.status === "In Consideration" && s.answer === undefined);
  expect(n).toBeGreaterThanOrEqual(0);
  const festival = submissions[n]!;
  const named = typeof festival.name === "string" ? festival.name : festival.name.en;
  const before = submissions.slice(0, n).filter((s) => s.answer === undefined).length;
  const add = side(page, "English")
    .getByRole("checkbox", { name: /Add\W+Answer/ })
    .nth(before);
  await (await scrolledTo(page, "English", add)).check();
  const until = side(page, "English")
    .getByRole("group", { name: /\WEmbargo until\W+Field/ })
    .first();
  const day = dayAfter(await pageNow(page), 2);
  await until.getByRole("combobox", { name: "City" }).selectOption("Europe/Paris");
  await until.getByLabel("Day", { exact: true }).fill(day);
  await until.getByLabel("Time", { exact: true }).fill("11:00");
  await pick(until.locator("xpath=../..").getByRole("radiogroup", { name: "Status" }), "Official Selection");
  for (const language of ["English", "Spanish"]) await expect(side(page, language).getByText("nothing to mend")).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(() => github.sent.length, { timeout: 20_000 }).toBe(1);

  const written = `${day} 11:00 Europe/Paris`;
  const moment = momentWords(written, "en")!;
  const what = previewWords.en.waiting.answer(named);
  const news = page
    .getByRole("region", { name: w.heading })
    .getByRole("listitem")
    .filter({ hasText: what.charAt(0).toUpperCase() + what.slice(1) });
  await expect(news).toContainText(w.goesLive(moment));
  await expect(news.getByRole("button", { name: w.publishNow })).toHaveCount(0);

  // Sixteen minutes past the hour, and the site was built before it: late.
  const hour = Date.parse(isoOfLocalTime(written));
  await page.clock.fastForward(hour - (await pageNow(page)).getTime() + 16 * 60_000);
  await expect(async () => {
    await page.clock.fastForward(30_000);
    await expect(news).toContainText(w.late(moment), { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  // The picture for docs/editing.md: the editor's page change after the save, ended (the page's clock holds it).
  await page.screenshot({ path: test.info().outputPath("publish-now.png"), animations: "disabled" });

  // A token that may not run the workflow: said, and the button stays.
  github.dispatchStatus = 403;
  await news.getByRole("button", { name: w.publishNow }).click();
  await expect(news).toContainText(w.notAsked(403));
  expect(github.dispatched).toEqual([]);
  // Allowed: the site's workflow runs on the editor's branch, with the sign-in's token.
  github.dispatchStatus = 204;
  await news.getByRole("button", { name: w.publishNow }).click();
  await expect(news.getByRole("button", { name: w.publishNow })).toHaveCount(0);
  const time = timeIn("en", zone, await pageNow(page));
  await expect(news).toContainText(w.asked(time((await pageNow(page)).toISOString())).slice(0, 30));
  expect(github.dispatched).toEqual([{ workflow: "site.yml", ref: github.branch, authorization: expect.stringContaining("test-token") }]);

  // The site built after the hour: live since then.
  site.builtAt = (await pageNow(page)).toISOString();
  await expect(async () => {
    await page.clock.fastForward(30_000);
    await expect(news).toContainText(w.live(time(site.builtAt)), { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});
