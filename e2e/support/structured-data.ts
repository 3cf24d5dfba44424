// A page's structured data read and checked by tools we did not write: Web Auto Extractor takes
// the JSON-LD (and any microdata or RDFa) out of the HTML as search engines' testing tools do,
// and Adobe's structured-data validator checks it against schema.org's vocabulary (every type
// one of schema.org's, every property one its type has, inherited ones included; schema-org/)
// and against what Google's rich results require of the types it knows (a Review's author and
// rating, a Person's name...).
import { readFileSync } from "node:fs";
import { expect, type APIRequestContext } from "@playwright/test";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import Validator, { type Issue } from "@adobe/structured-data-validator";
import WebAutoExtractor, { type Extracted } from "@marbec/web-auto-extractor";
import type { Site } from "./sites.ts";

const vocabulary: unknown = JSON.parse(
  gunzipSync(readFileSync(path.join(import.meta.dirname, "schema-org/schemaorg-current-https.jsonld.gz"))).toString("utf8"),
);

/** The structured data of a page's HTML, by root type (`jsonld.Movie`). */
export const extracted = (html: string): Extracted => new WebAutoExtractor({ addLocation: true }).parse(html);

/**
 * What is wrong with a page's structured data, one line an issue ("Movie > review[1]: Required
 * attribute "author" is missing"): every error, and the warnings that a type or a property is not
 * schema.org's. The validator's other warnings (optional fields of Google's it would like) are
 * advice, not faults.
 */
export async function structuredDataIssues(data: Extracted): Promise<string[]> {
  // The validator takes the items out of what it is given: it gets a copy.
  const issues = await new Validator(vocabulary).validate(structuredClone(data));
  return issues.filter((i) => i.severity === "ERROR" || i.errorType === "schemaOrg").map((i) => `${where(i)}: ${i.issueMessage}`);
}

function where(issue: Issue): string {
  const steps = (issue.path ?? []) as { type?: string; property?: string; index?: number; length?: number }[];
  return steps
    .map((s, i) =>
      i === 0
        ? `${s.type}[${s.index ?? 0}]`
        : `${s.property}${s.length !== undefined ? `[${s.index}]` : ""}${s.type ? ` (${s.type})` : ""}`,
    )
    .join(" > ");
}

/**
 * Checks the structured data of every page a site's sitemap lists, in every language (its
 * addresses and their alternates), as search engines find them; each page's issues are said
 * under its path, and every page is checked before the test fails. Returns what the pages held,
 * by root type, for the test to say what was checked.
 */
export async function checkSitemapPages(request: APIRequestContext, site: Site): Promise<Map<string, Record<string, unknown>[]>> {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const addresses = [...sitemap.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map((m) => m[1]!);
  const pages = [...new Set(addresses.map((a) => a.slice(site.address().length) || "/"))];
  expect(pages.length, "pages in the sitemap").toBeGreaterThan(1);
  const found = new Map<string, Record<string, unknown>[]>();
  for (const page of pages) {
    const data = extracted(await (await request.get(page)).text());
    expect.soft(await structuredDataIssues(data), page).toEqual([]);
    for (const [type, items] of Object.entries(data.jsonld)) found.set(type, [...(found.get(type) ?? []), ...items]);
  }
  return found;
}
