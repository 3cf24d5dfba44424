// The editor signed in to a git host faked in memory (fake-github.ts) that holds the seed's
// content, with the festivals open in both languages side by side: what the browser tests of
// saving with the git host start from.
import type { Page } from "@playwright/test";
import { openFile, seedRepository, side, signInWithToken, withoutViewTransitions } from "./editor.ts";
import { FakeGitHub, type Person } from "./fake-github.ts";
import { expect, test } from "./fixtures.ts";
import { onCspViolation, pageErrors } from "./page-errors.ts";
import { seed } from "./sites.ts";

/** A, who saved the content before; B, who is signed in. */
export const personA: Person = { name: "Alba Serra", email: "alba@example.com", login: "alba-serra", id: 1 };
export const personB: Person = { name: "Bea Soto", email: "bea@example.com", login: "bea-soto", id: 2 };

export const editorOnGitHub = test.extend<{
  github: FakeGitHub;
  editor: Page;
  allowedErrors: RegExp[];
  repositoryFiles: Record<string, string>;
}>({
  // Console errors a test brings about on purpose (a refusal of the git host, which the browser logs).
  allowedErrors: [[], { option: true }],
  // Files of a test's own, written over the seed's content (a screenings file with a screening).
  repositoryFiles: [{}, { option: true }],
  // The repository holds the seed's content; any token signs in as B.
  github: async ({ context, externalRequests, repositoryFiles }, use) => {
    const files = {
      ...Object.fromEntries(Object.entries(seedRepository()).filter(([path]) => path.startsWith("content/"))),
      ...repositoryFiles,
    };
    // The repository and branch the seed's editor saves to, as its content/site.yaml names them.
    const { repository, branch } = seed.generated<{ repository: string; branch: string }>("en", "site.json");
    const github = new FakeGitHub({ repo: repository, branch, user: personB, author: personA, files });
    await github.install(context);
    await use(github);
    // Every request to the git host was one the fake knows, and no other host was asked anything.
    expect(github.unknown).toEqual([]);
    expect(externalRequests.filter((url) => !url.startsWith("https://api.github.com/"))).toEqual([]);
  },
  // B's editor, signed in with a token, with the festivals open in both languages side by side. A
  // page of its own: the suite's page waits for the site's pages to hydrate, which the editor does not.
  editor: async ({ context, github, allowedErrors }, use) => {
    void github; // answers the editor from its first request
    await withoutViewTransitions(context);
    const page = await context.newPage();
    const errors = pageErrors(page);
    // Nothing the editor does is refused by its own Content-Security-Policy (an eval, a host).
    await onCspViolation(page, (v) => errors.push(`CSP: ${v}`));
    await signInWithToken(page);
    await openFile(page, "Festival run", "Festivals");
    await page.getByRole("radio", { name: "Spanish" }).last().click();
    // The file as opened is the base of B's draft once its "Check" field has shown on both sides.
    for (const language of ["English", "Spanish"]) await expect(side(page, language).getByText("nothing to mend")).toBeVisible();
    await use(page);
    expect(errors.filter((e) => !allowedErrors.some((allowed) => allowed.test(e)))).toEqual([]);
  },
});
