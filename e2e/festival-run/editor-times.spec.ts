import type { Locator, Page } from "@playwright/test";
import { parseDocument } from "yaml";
import {
  changedLines,
  openFile,
  repositoryFile,
  repositoryOf,
  saveRefused,
  scrolledTo,
  side,
  withLocalRepository,
} from "../support/editor.ts";
import { buildSays } from "../support/build-says.ts";
import { expect, test } from "../support/started-editor.ts";
import { festivalRun } from "../support/sites.ts";

// A screening's start is written on the venue's clock with its time zone, chosen in the editor by
// day, time and city: the cities of the screening's country first, the moment in UTC beside, the
// file written as the build reads it. The editor refuses a start without its city, or one the
// zone's clocks skip, at the field and in each side's Check line, before anything is written, in
// the build's words (asked of the build's own check); on the night the clocks go back it asks which.
test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 60_000 });

const file = "content/screenings.yaml";
const repository = repositoryOf(festivalRun);
/** The fixture's screenings, as its file has them. */
const screenings = () =>
  (parseDocument(repository[file]!).toJS() as { screenings: { start: string; venue: string; country: string }[] }).screenings;
/** The fixture's screenings file with the `n`th start written as `start`, as the editor writes it. */
function withStart(start: string, n = 0): string {
  const doc = parseDocument(repository[file]!);
  doc.setIn(["screenings", n, "start"], start);
  return doc.toString({ lineWidth: 0, doubleQuotedAsJSON: true, flowCollectionPadding: false });
}
const field = (page: Page, language: string, label: string) =>
  side(page, language).getByRole("group", { name: new RegExp(`\\W${label}\\W+Field`) });
/** The day, time and city of a time's control. */
const controls = (start: Locator) => ({
  day: start.getByLabel("Day", { exact: true }),
  time: start.getByLabel("Time", { exact: true }),
  city: start.getByRole("combobox", { name: "City" }),
});

for (const start of ["2026-03-14 19:30", "2026-03-29 02:30 Europe/Madrid"])
  test(`refuses the start "${start}" at its field and on each side's Check line, in the build's words`, async ({ startedEditor }) => {
    const page = await startedEditor(repository, "panes");
    const words = buildSays(festivalRun, file, withStart(start));
    expect(words).toHaveLength(1);
    await openFile(page, "Festival run", "Screenings");
    // The other pane shows the Spanish side, whose Check line reads the same draft.
    await page.getByRole("radio", { name: "Spanish" }).last().click();
    await expect(page.getByRole("radio", { name: "Spanish" }).last()).toBeChecked();
    const first = field(page, "English", "Start").first();
    const [day = "", time = "", zone = ""] = start.split(" ");
    const { day: dayInput, time: timeInput, city } = controls(first);
    await city.selectOption(zone);
    await dayInput.fill(day);
    await timeInput.fill(time);
    await expect(first).toContainText(words[0]!);
    await saveRefused(page, file, repository[file]!, words[0]!);
  });

test("a start is chosen by day, time and city, the screening's country's cities first, with UTC beside, and saved as the file writes it", async ({
  context,
}) => {
  await withLocalRepository(context, repository);
  const page = await context.newPage();
  await openFile(page, "Festival run", "Screenings");
  // The fixture's screening in the United Kingdom: its country's zone leads the cities.
  const n = screenings().findIndex((s) => s.country === "GB");
  expect(n).toBeGreaterThanOrEqual(0);
  const start = await scrolledTo(page, "English", field(page, "English", "Start").nth(n));
  const { day, time, city } = controls(start);
  await expect(city.locator("optgroup").first().locator("option").first()).toHaveText("London (United Kingdom)");
  await city.selectOption("Europe/London");
  await day.fill("2030-03-15");
  await time.fill("18:30");
  await expect(start.locator("[data-moment]")).toHaveText(/^Friday,? 15 March 2030, 18:30 in London · 18:30 UTC$/);
  await page.screenshot({ path: test.info().outputPath("zoned-time.png") });
  // On the night the clocks go back, 01:30 is read twice: the editor asks which.
  await day.fill("2030-10-27");
  await time.fill("01:30");
  const which = start.getByRole("radiogroup", { name: "The clocks go back that night: which?" });
  await expect(which.getByRole("radio")).toHaveCount(2);
  await which.getByRole("radio", { name: "the second, 01:30 UTC" }).check();
  await expect(start.locator("[data-moment]")).toHaveText(/^Sunday,? 27 October 2030, 01:30 in London · 01:30 UTC$/);
  await expect(field(page, "English", "Check")).toContainText("nothing to mend");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect.poll(() => repositoryFile(page, file)).not.toBe(repository[file]);
  const saved = await repositoryFile(page, file);
  expect(changedLines(repository[file]!, saved)).toEqual(
    changedLines(repository[file]!, withStart("2030-10-27 01:30+00:00 Europe/London", n)),
  );
  expect(changedLines(repository[file]!, saved)).toHaveLength(1);
  expect(buildSays(festivalRun, file, saved)).toEqual([]);
});

test("the hour a review waits for is taken out in one click, and the file loses that line alone", async ({ context }) => {
  const reviewsFile = "content/reviews.yaml";
  const doc = parseDocument(repository[reviewsFile]!);
  doc.setIn(["reviews", 0, "embargoUntil"], "2026-04-14 11:00 Europe/Lisbon");
  const waiting = doc.toString({ lineWidth: 0, doubleQuotedAsJSON: true });
  await withLocalRepository(context, { ...repository, [reviewsFile]: waiting });
  const page = await context.newPage();
  await openFile(page, "Festival run", "Reviews");
  const until = field(page, "English", "Embargo until").first();
  await expect(until.locator("[data-moment]")).toHaveText(/^Tuesday,? 14 April 2026, 11:00 in Lisbon · 10:00 UTC$/);
  await until.getByRole("button", { name: "Take the time out" }).click();
  await expect(until.locator("[data-moment]")).toHaveCount(0);
  await expect(until.getByRole("button", { name: "Take the time out" })).toHaveCount(0);
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => repositoryFile(page, reviewsFile)).not.toBe(waiting);
  const saved = await repositoryFile(page, reviewsFile);
  expect(saved).toBe(repository[reviewsFile]);
  expect(changedLines(waiting, saved).join("\n")).toContain("embargoUntil: 2026-04-14 11:00 Europe/Lisbon");
  expect(buildSays(festivalRun, reviewsFile, saved)).toEqual([]);
});
