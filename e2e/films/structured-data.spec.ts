import { checkSitemapPages } from "../support/structured-data.ts";
import { expect, test } from "./film.ts";

// Another film's site, from its own content: every page the sitemap lists, in each of its
// languages, holds to schema.org's vocabulary and Google's rules for rich results
// (support/structured-data.ts); the film is on its home page in each language.
test("every page's structured data holds to schema.org's vocabulary and Google's rules", async ({ film, request }) => {
  const found = await checkSitemapPages(request, film);
  expect(found.get("Movie")).toHaveLength(film.langs.length);
});
