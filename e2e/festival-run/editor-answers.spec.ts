import type { Page } from "@playwright/test";
import { parseDocument } from "yaml";
import { buildSays } from "../support/build-says.ts";
import {
  changedLines,
  openFile,
  pick,
  repositoryOf,
  saveRefused,
  savedFile,
  scrolledTo,
  side,
  withLocalRepository,
} from "../support/editor.ts";
import { expect, test } from "../support/started-editor.ts";
import { festivalRun } from "../support/sites.ts";

// A festival's answer known before it may be told is written in the editor as the file has it:
// ticked under the festival, with its hour, its status and what it gives, on both sides. The save
// writes the answer alone; an answer the build would refuse is refused at its field and on each
// side's Check line, in the build's words, before anything is written.
test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 90_000 });

const file = "content/festivals.yaml";
const repository = repositoryOf(festivalRun);
type Submission = { name: string | Record<string, string>; status: string; answer?: unknown };
const festivals = parseDocument(repository[file]!).toJS() as { submissions: Submission[]; laurels?: string[] };
const nameOf = (s: Submission) => (typeof s.name === "string" ? s.name : s.name.en!);
const field = (page: Page, language: string, label: string) =>
  side(page, language).getByRole("group", { name: new RegExp(`\\W${label}\\W+Field`) });

/** Ticks Add Answer under the festival `n`th in the file, on the English side, and opens the Spanish side beside it. */
async function addAnswer(page: Page, n: number): Promise<void> {
  await openFile(page, "Festival run", "Festivals");
  await page.getByRole("radio", { name: "Spanish" }).last().click();
  await expect(page.getByRole("radio", { name: "Spanish" }).last()).toBeChecked();
  // Festivals without an answer come before and after: the `n`th festival's box is the one among
  // those without an answer that comes after as many festivals without one.
  const before = festivals.submissions.slice(0, n).filter((s) => s.answer === undefined).length;
  const add = side(page, "English")
    .getByRole("checkbox", { name: /Add\W+Answer/ })
    .nth(before);
  await (await scrolledTo(page, "English", add)).check();
}

/** Chooses the hour of the answer just added. */
async function chooseHour(page: Page, day: string, time: string, zone: string): Promise<void> {
  const until = field(page, "English", "Embargo until").first();
  await until.getByRole("combobox", { name: "City" }).selectOption(zone);
  await until.getByLabel("Day", { exact: true }).fill(day);
  await until.getByLabel("Time", { exact: true }).fill(time);
}

/** The fields of the answer just added, on one side: those around its hour. */
const answer = (page: Page, language: string) => field(page, language, "Embargo until").first().locator("xpath=../..");
/** Chooses the answer's status. */
const answerStatus = (page: Page, status: string) => pick(answer(page, "English").getByRole("radiogroup", { name: "Status" }), status);

test("a festival's first answer is written ahead in the editor, on both sides, and saved as the file writes it", async ({ context }) => {
  const n = festivals.submissions.findIndex((s) => s.status === "In Consideration" && s.answer === undefined);
  expect(n).toBeGreaterThanOrEqual(0);
  await withLocalRepository(context, repository);
  const page = await context.newPage();
  await addAnswer(page, n);
  await chooseHour(page, "2030-04-14", "11:00", "Europe/Paris");
  await answerStatus(page, "Official Selection");
  await answer(page, "English").getByRole("textbox", { name: "Premiere" }).fill("World Premiere");
  await (await scrolledTo(page, "Spanish", answer(page, "Spanish").getByRole("textbox", { name: "Premiere" }))).fill("Estreno mundial");
  for (const language of ["English", "Spanish"]) await expect(field(page, language, "Check")).toContainText("nothing to mend");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  const saved = await savedFile(page, file, repository[file]!);
  // The answer under its festival, and nothing else of the file changed.
  const expected = parseDocument(repository[file]!);
  expected.setIn(["submissions", n, "answer"], {
    embargoUntil: "2030-04-14 11:00 Europe/Paris",
    status: "Official Selection",
    premiere: { en: "World Premiere", es: "Estreno mundial" },
  });
  expect(changedLines(repository[file]!, saved)).toEqual(
    changedLines(repository[file]!, expected.toString({ lineWidth: 0, doubleQuotedAsJSON: true })),
  );
  expect(buildSays(festivalRun, file, saved)).toEqual([]);
});

test("an answer that would take a featured laurel's festival out of the selection is refused at its field and on each side's Check line", async ({
  startedEditor,
}) => {
  const featured = festivals.laurels?.[0];
  expect(featured).toBeDefined();
  const n = festivals.submissions.findIndex((s) => nameOf(s) === featured);
  expect(n).toBeGreaterThanOrEqual(0);
  const draft = parseDocument(repository[file]!);
  draft.setIn(["submissions", n, "answer"], { embargoUntil: "2030-04-14 11:00 Europe/Paris", status: "Not Selected" });
  const words = buildSays(festivalRun, file, draft.toString({ lineWidth: 0 }));
  expect(words).toHaveLength(1);
  const page = await startedEditor(repository, "panes");
  await addAnswer(page, n);
  await chooseHour(page, "2030-04-14", "11:00", "Europe/Paris");
  await answerStatus(page, "Not Selected");
  await saveRefused(page, file, repository[file]!, words[0]!);
});
