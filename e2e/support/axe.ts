import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * What axe-core finds against WCAG 2.2 AA (and its best practices) on the page as it is now, or
 * in the part of it `within` selects. The pages' only frames are the site's own or a video
 * player the tests block, so axe runs in one pass over the page (legacy mode) rather than frame
 * by frame and again in a blank page, and details only what it fails: the same rules and the
 * same findings, in a third of the time.
 */
export async function violations(page: Page, within?: string) {
  let axe = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true);
  if (within) axe = axe.include(within);
  const result = await axe.analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
