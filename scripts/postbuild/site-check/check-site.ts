// The post-build check of every prerendered page, as written to disk: each internal link and
// asset resolves to a file of the build (and each fragment to an id of its page), each link
// to another site opens a new tab with rel="noopener noreferrer", and the HTML validates
// (html-validate, .htmlvalidate.json). One message per problem, naming the page and position.
// Run by scripts/postbuild/index.ts; `node --import ./scripts/lib/json-modules.ts scripts/postbuild/site-check/check-site.ts [dir]` checks a build again.
import { readFileSync } from "node:fs";
import path from "node:path";
import { servedFiles } from "./build-files.ts";
import { htmlTools } from "./html.ts";
import { linkProblems } from "./built-page-links.ts";
import { pageReferences, type PageReferences } from "./page-references.ts";

export type SiteReport = { pages: number; references: number; problems: string[] };

/** The pages of the build in `dir`, for the site published at `url` (absolute links on it are internal). */
export function checkSite(dir: string, url: string): SiteReport {
  const files = servedFiles(dir);
  const html = htmlTools();
  const problems: string[] = [];
  const pages = new Map<string, PageReferences>();
  for (const file of [...files].filter((f) => f.endsWith(".html")).sort()) {
    const source = readFileSync(path.join(dir, file), "utf8");
    problems.push(...html.validate(source, file.slice(1)));
    pages.set(file, pageReferences(html.parse(source)));
  }
  // Fragments may point at any page, so links are checked once every page's ids are known.
  const ids = new Map([...pages].map(([file, page]) => [file, page.ids]));
  for (const [file, page] of pages) problems.push(...linkProblems(file, page, { url, files, ids }));
  const references = [...pages.values()].reduce((n, page) => n + page.references.length, 0);
  return { pages: pages.size, references, problems };
}

/** For the build: prints the problems and exits non-zero, or prints what was checked. */
export function checkSiteOrExit(dir: string, url: string): void {
  const started = performance.now();
  const report = checkSite(dir, url);
  const where = path.relative(process.cwd(), dir) || ".";
  if (report.problems.length > 0) {
    console.error(
      `Site check of ${where} failed with ${report.problems.length} problem(s):\n${report.problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    process.exit(1);
  }
  const ms = Math.round(performance.now() - started);
  console.log(`site check: ${report.pages} pages valid HTML, ${report.references} links and assets checked (${ms} ms)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { siteUrl } = await import("#src/content/site.ts");
  checkSiteOrExit(path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../../../build/client")), siteUrl);
}
