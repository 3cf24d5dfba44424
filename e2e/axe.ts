import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** What axe-core finds against WCAG 2.2 AA (and its best practices) on the page as it is now. */
export async function violations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
