// What a page says went wrong, read the same way by every browser test that asserts it said
// nothing: the site's suite (fixtures.ts), the editor's (editor-on-github.ts, admin.spec.ts) and
// its previews.
import type { Page } from "@playwright/test";

/** Every uncaught error and console error the page logs from now on: the list grows as they come. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return errors;
}

/**
 * Calls `report` with each Content-Security-Policy violation any document the page loads reports,
 * from its first script on: what was blocked, where, and the browser's sample of it.
 */
export async function onCspViolation(page: Page, report: (violation: string) => void): Promise<void> {
  await page.exposeFunction("__reportCspViolation", report);
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { __reportCspViolation: (v: string) => void }).__reportCspViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI || "inline"} on ${location.pathname}, at ${e.sourceFile}:${e.lineNumber} (${e.sample})`,
      ),
    ),
  );
}
