import type { Page } from "@playwright/test";
import { parseDocument } from "yaml";
import { openFile, repositoryFile, repositoryOf, side, withLocalRepository } from "../support/editor.ts";
import { notSavedWords } from "../../scripts/admin/form-words.ts";
import { buildSays } from "../support/build-says.ts";
import { expect, test } from "../support/fixtures.ts";
import { festivalRun } from "../support/sites.ts";

// A screening's start is written on the venue's clock with its time zone: the editor refuses a
// start without its zone, or one the zone's clocks skip, at the field and in each side's Check
// line, before anything is written, in the build's words (asked of the build's own check).
test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 60_000 });

const file = "content/screenings.yaml";
const repository = repositoryOf(festivalRun);
/** The fixture's screenings file with its first start written as `start`, as the editor writes it. */
function withStart(start: string): string {
  const doc = parseDocument(repository[file]!);
  doc.setIn(["screenings", 0, "start"], start);
  return doc.toString({ lineWidth: 0, doubleQuotedAsJSON: true });
}
const field = (page: Page, language: string, label: string) =>
  side(page, language).getByRole("group", { name: new RegExp(`\\W${label}\\W+Field`) });

for (const start of ["2026-03-14 19:30", "2026-03-29 02:30 Europe/Madrid"])
  test(`refuses the start "${start}" at its field and on each side's Check line, in the build's words`, async ({ context }) => {
    await withLocalRepository(context, repository);
    const page = await context.newPage();
    const words = buildSays(festivalRun, file, withStart(start));
    expect(words).toHaveLength(1);
    await openFile(page, "Festival run", "Screenings");
    // The other pane shows the Spanish side, whose Check line reads the same draft.
    await page.getByRole("radio", { name: "Spanish" }).last().click();
    await expect(page.getByRole("radio", { name: "Spanish" }).last()).toBeChecked();
    await field(page, "English", "Start").first().getByRole("textbox").fill(start);
    await expect(field(page, "English", "Start").first()).toContainText(words[0]!);
    for (const language of ["English", "Spanish"]) await expect(field(page, language, "Check")).toContainText(words[0]!);
    await page.getByRole("button", { name: "Save" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(notSavedWords.en.title);
    await expect(dialog).toContainText(words[0]!);
    expect(await repositoryFile(page, file)).toBe(repository[file]);
  });
