import { test as base, expect } from "@playwright/test";
import { type pagePaths, pagePathsOf, pages, pagesWith } from "#src/config/pages.ts";
import { sitePages } from "#src/config/site-pages.ts";
import { onCspViolation, pageErrors } from "./page-errors.ts";

/**
 * Every page with a URL of its own that the seed and the festival run have, from the page
 * registry: not /watch, which needs a release, nor the privacy page and the sign-up's, which need a
 * list named (a new film's site, e2e/first-days/, has fewer).
 */
export const routes = pagePathsOf(
  pagesWith(pages, { releases: false, festivals: true, behindTheScenesPhotos: true, signUp: false, signUpHere: false }),
) as Exclude<(typeof pagePaths)[number], "/watch" | "/privacy" | "/signed-up">[];

/** Every page the site built in `root` has: `routes`, and /watch where its content lists a release. */
export const routesOf = (root: string) => sitePages(root).paths;

type Fixtures = {
  /** Console errors and uncaught page errors seen during the test. */
  consoleErrors: string[];
  /** Addresses of requests that tried to leave the site (they fail: see playwright.config.ts). */
  externalRequests: string[];
  /** Content-Security-Policy violations the pages reported; any left at the end fails the test. */
  cspViolations: string[];
};

// Tests never touch the internet: the browser resolves no host but localhost (its
// --host-resolver-rules in playwright.config.ts), so a request to another host fails in the
// browser itself, and it is recorded here. (A route aborting them would pass every request of
// every page through the test runner: 5 to 10% slower.)
export const test = base.extend<Fixtures>({
  externalRequests: async ({ context, baseURL }, use) => {
    const seen: string[] = [];
    const origin = new URL(baseURL!).origin;
    context.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin && url.protocol.startsWith("http")) seen.push(request.url());
    });
    await use(seen);
  },
  consoleErrors: async ({ page }, use) => {
    await use(pageErrors(page));
  },
  cspViolations: [
    async ({ page }, use) => {
      const seen: string[] = [];
      await onCspViolation(page, (v) => seen.push(v));
      await use(seen);
      // Every test of the suite doubles as a CSP check: routes, dialogs, lightbox, downloads.
      expect(seen, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, externalRequests, javaScriptEnabled }, use) => {
    void externalRequests; // installs the request guard for every test
    // Pages hydrate just after their first paint; wait for it, as a visitor's click would.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      return response;
    };
    await use(page);
  },
});

export { expect };
