// One editor a test worker for the tests that look and are refused, writing nothing. Starting the
// editor (its page, the sign-in to the folder, the folder read) takes about 1.3 s and 1.7 s of
// processor time on two cores; opening a file in an editor already started, a quarter of that.
// So the editor is started once for a folder and kept open: each test opens its file from the
// sections, as after a start, and the draft the test before left unsaved is dropped as the file
// is left, as the editor drops it for the team. The editor remembers what each file's two panes
// showed, so the tests sharing one leave them as opened (no `group`), or each change them in a file
// the others of its `group` do not open, or all the same way ("panes"). Tests that save, or start
// from a folder of their own, keep an editor of their own (withLocalRepository).
import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { withLocalRepository } from "./editor.ts";
import { expect, test as base } from "./fixtures.ts";
import { onCspViolation, pageErrors } from "./page-errors.ts";

type Started = { page: Page; errors: string[] };

export const test = base.extend<
  {
    /** The editor started on the folder of `files` for `group` (sign-in done), out of any file: open one with openFile. */
    startedEditor: (files: Record<string, string>, group?: string) => Promise<Page>;
  },
  { started: Map<string, Started> }
>({
  started: [
    // eslint-disable-next-line no-empty-pattern -- a worker's fixture that needs no other
    async ({}, use) => {
      const started = new Map<string, Started>();
      await use(started);
      for (const { page } of started.values()) await page.context().close();
    },
    { scope: "worker" },
  ],
  startedEditor: async ({ browser, baseURL, viewport, locale, started }, use) => {
    let used: Started | undefined;
    let errorsBefore = 0;
    await use(async (files, group = "") => {
      const key = createHash("sha256")
        .update(JSON.stringify([baseURL, viewport, locale, group, files]))
        .digest("hex");
      used = started.get(key);
      if (used) {
        // Out of the file the test before left, its dialog closed and its draft dropped.
        const { page } = used;
        while (await page.getByRole("alertdialog").isVisible()) await page.keyboard.press("Escape");
        await page.goto("/admin/#/collections");
        await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
      } else {
        const context = await browser.newContext({ baseURL, viewport, locale });
        await withLocalRepository(context, files);
        const page = await context.newPage();
        used = { page, errors: pageErrors(page) };
        // Nothing the editor does is refused by its own Content-Security-Policy (an eval, a host).
        await onCspViolation(page, (v) => used!.errors.push(`CSP: ${v}`));
        await page.goto("/admin/");
        await page.getByRole("button", { name: "Work with Local Repository" }).click();
        started.set(key, used);
      }
      errorsBefore = used.errors.length;
      return used.page;
    });
    // What the editor logged as wrong while this test used it: nothing.
    if (used) expect(used.errors.slice(errorsBefore)).toEqual([]);
  },
});

export { expect };
