import type { Page } from "@playwright/test";
import { isSeq, parseDocument } from "yaml";
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

/** Moves the festival whose answer was just added one place up the list, by its handle's keyboard, on the English side. */
async function moveUp(page: Page): Promise<void> {
  const festival = answer(page, "English").locator("xpath=ancestor::*[@role='group'][contains(@class,'item')][1]");
  await festival.getByRole("button", { name: "Reorder Item" }).first().focus();
  await page.keyboard.press("ArrowUp");
  // A first move draws the list's entries anew, each as it comes near the screen again, and the
  // sides' scroll is left lower down: both are taken back to their top, where scrolledTo starts.
  for (const language of ["English", "Spanish"]) {
    await side(page, language).hover();
    await page.mouse.wheel(0, -100_000);
  }
}

/** The file as the editor should write festival `n`'s new answer, with the festival moved one place up. */
function answeredAndMovedUp(n: number, answered: Record<string, unknown>): string {
  const expected = parseDocument(repository[file]!);
  expected.setIn(["submissions", n, "answer"], answered);
  const list = expected.get("submissions");
  if (!isSeq(list)) throw new Error(`${file}: submissions is not a list`);
  list.items.splice(n - 1, 0, ...list.items.splice(n, 1));
  return expected.toString({ lineWidth: 0, doubleQuotedAsJSON: true });
}

// The team's clicks in any order: the festival moved in the list after its answer is typed, or
// between ticking the answer and typing it. Every side's texts go with the festival.
for (const typedBeforeMoving of [true, false])
  test(`a festival's new answer ${typedBeforeMoving ? "typed, then the festival moved up" : "ticked, the festival moved up, then typed"}: the save writes every side's text`, async ({
    context,
  }) => {
    // A festival without an answer, after another: it can move up.
    const n = festivals.submissions.findIndex((s, i) => i > 0 && s.status === "In Consideration" && s.answer === undefined);
    expect(n).toBeGreaterThan(0);
    await withLocalRepository(context, repository);
    const page = await context.newPage();
    await addAnswer(page, n);
    const type = async () => {
      // After a move, Sveltia CMS draws the list's entries anew, and may draw the answer's group
      // folded (its open state is lost in the move): opened again where it is, as the team would.
      for (const language of ["English", "Spanish"]) {
        const group = field(page, language, "Answer").filter({ has: page.getByRole("checkbox", { name: /Add\W+Answer/, checked: true }) });
        // The festival moved up, maybe above where the side is scrolled: looked for from the side's top down.
        await side(page, language).hover();
        await page.mouse.wheel(0, -100_000);
        await scrolledTo(page, language, group);
        await expect(async () => {
          // A group's fields are drawn once it is on screen.
          await group.scrollIntoViewIfNeeded();
          const expand = group.getByRole("button", { name: "Expand", exact: true });
          if (await expand.isVisible()) await expand.click();
          await expect(group.getByRole("group", { name: /\WEmbargo until\W+Field/ })).toBeVisible({ timeout: 1_000 });
        }).toPass({ intervals: [100], timeout: 15_000 });
      }
      await chooseHour(page, "2030-04-14", "11:00", "Europe/Paris");
      await answerStatus(page, "Official Selection");
      await answer(page, "English").getByRole("textbox", { name: "Premiere" }).fill("World Premiere");
      await (await scrolledTo(page, "Spanish", answer(page, "Spanish").getByRole("textbox", { name: "Premiere" }))).fill("Estreno mundial");
    };
    if (typedBeforeMoving) await type();
    await moveUp(page);
    if (!typedBeforeMoving) await type();
    for (const language of ["English", "Spanish"]) await expect(field(page, language, "Check")).toContainText("nothing to mend");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    const saved = await savedFile(page, file, repository[file]!);
    const expected = answeredAndMovedUp(n, {
      embargoUntil: "2030-04-14 11:00 Europe/Paris",
      status: "Official Selection",
      premiere: { en: "World Premiere", es: "Estreno mundial" },
    });
    expect(changedLines(repository[file]!, saved)).toEqual(changedLines(repository[file]!, expected));
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
