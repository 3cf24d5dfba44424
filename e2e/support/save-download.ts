import type { Download, Locator, Page } from "@playwright/test";
import { test } from "./fixtures.ts";

/** Clicks a download button and saves what the browser hands over in the test's output folder. */
export async function clickAndSave(page: Page, button: Locator): Promise<{ download: Download; path: string }> {
  const [download] = await Promise.all([page.waitForEvent("download", { timeout: 30_000 }), button.click()]);
  const path = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(path);
  return { download, path };
}
