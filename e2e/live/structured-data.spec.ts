import { expect, test } from "../support/fixtures.ts";
import { live } from "../support/sites.ts";
import { checkSitemapPages } from "../support/structured-data.ts";

// What search engines read of the team's site, whatever content/ says today: every page the
// sitemap lists, in each language, holds to schema.org's vocabulary and Google's rules for rich
// results (support/structured-data.ts); the film is on its home page in each language.
test("every page's structured data holds to schema.org's vocabulary and Google's rules", async ({ request }) => {
  const found = await checkSitemapPages(request, live);
  expect(found.get("Movie")).toHaveLength(live.languages().length);
});
