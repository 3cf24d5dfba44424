// Where each reference of a page leads: internal URLs (relative, or absolute on the site's own
// address, as canonical and link-preview URLs are) must name a file of the build and, with a
// fragment, an id of the target page; links to other sites must open a new tab that gets
// neither the opener nor the referrer.
import { fileFor, pageUrlPath } from "./build-files.ts";
import type { PageReferences, Reference } from "./page-references.ts";

export type Site = {
  /** Where the site is deployed (content/site.yaml): absolute URLs on it are internal. */
  url: string;
  /** servedFiles() of the build. */
  files: ReadonlySet<string>;
  /** Each page's ids, by file ("/about/index.html"). */
  ids: ReadonlyMap<string, ReadonlySet<string>>;
};

/** One message per reference of a page (file "/about/index.html") that leads nowhere or opens unsafely. */
export function linkProblems(file: string, page: PageReferences, site: Site): string[] {
  const origin = new URL(site.url).origin;
  const base = new URL(pageUrlPath(file), site.url);
  return page.references.flatMap((ref) => {
    const at = `${file.slice(1)}:${ref.line}:${ref.column}: ${ref.where} ${ref.url}`;
    let url: URL;
    try {
      url = new URL(ref.url, base);
    } catch {
      return [`${at} is not a URL`];
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return []; // mailto:, tel:, data:
    if (url.origin !== origin) return ref.link ? externalLinkProblems(at, ref.link) : [];
    if (ref.link && ref.url.endsWith("#") && !url.search && url.pathname === base.pathname) return [`${at} leads nowhere`];
    const target = fileFor(site.files, safeDecode(decodeURI, url.pathname));
    if (!target) return [`${at} is not in the build`];
    const ids = site.ids.get(target);
    const fragment = safeDecode(decodeURIComponent, url.hash.slice(1));
    if (ids && fragment && !ids.has(fragment)) return [`${at}: ${target.slice(1)} has no id "${fragment}"`];
    return [];
  });
}

function externalLinkProblems(at: string, link: NonNullable<Reference["link"]>): string[] {
  const problems: string[] = [];
  if (link.target?.toLowerCase() !== "_blank") problems.push(`${at} must open a new tab (target="_blank")`);
  const rel = new Set((link.rel ?? "").toLowerCase().split(/\s+/));
  if (!rel.has("noopener") || !rel.has("noreferrer"))
    problems.push(`${at} needs rel="noopener noreferrer" (has ${link.rel === null ? "no rel" : `rel="${link.rel}"`})`);
  return problems;
}

function safeDecode(decode: (s: string) => string, s: string): string {
  try {
    return decode(s);
  } catch {
    return s;
  }
}
