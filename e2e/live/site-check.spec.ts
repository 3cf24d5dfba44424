import { readFileSync } from "node:fs";
import path from "node:path";
import { checkSite } from "../../scripts/postbuild/site-check/check-site.ts";
import { pageUrlPath, servedFiles } from "../../scripts/postbuild/site-check/build-files.ts";
import { htmlTools } from "../../scripts/postbuild/site-check/html.ts";
import { pageReferences } from "../../scripts/postbuild/site-check/page-references.ts";
import { expect, routesOf, test } from "../support/fixtures.ts";
import { live } from "../support/sites.ts";
import { languages } from "#src/lib/languages.ts";

// The pages of the team's site: /watch too while content/releases.yaml lists a release.
const routes = routesOf(live.root);

// The build's own post-build check, run again on the build of content/, and its model of the
// server (which file answers a path) confirmed against the server itself.
const client = live.client;

test("every prerendered page passes the link and HTML checks", () => {
  const report = checkSite(client, live.address());
  expect(report.problems).toEqual([]);
  // Every route and 404.html, in each language of content/site.yaml, and the content editor's page.
  expect(report.pages).toBe((routes.length + 1) * languages.length + 1);
});

test("the server answers every internal URL the pages reference", async ({ request }) => {
  const html = htmlTools();
  const siteUrl = live.address();
  const origin = new URL(siteUrl).origin;
  const paths = new Set<string>();
  for (const file of [...servedFiles(client)].filter((f) => f.endsWith(".html"))) {
    const page = pageReferences(html.parse(readFileSync(path.join(client, file), "utf8")));
    for (const ref of page.references) {
      const url = new URL(ref.url, new URL(pageUrlPath(file), siteUrl));
      if (url.origin === origin) paths.add(url.pathname);
    }
  }
  expect(paths.size).toBeGreaterThan(100);
  const failed: string[] = [];
  for (const p of paths) {
    const response = await request.head(p);
    if (response.status() !== 200) failed.push(`${p}: ${response.status()}`);
  }
  expect(failed).toEqual([]);
});
