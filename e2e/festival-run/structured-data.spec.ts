import { expect, test } from "../support/fixtures.ts";
import { festivalRun } from "../support/sites.ts";
import { checkSitemapPages, extracted, structuredDataIssues } from "../support/structured-data.ts";

// What search engines read of every page, in each language, checked against schema.org's
// vocabulary and Google's rules for rich results by tools we did not write: the film with its
// accessibility features, reviews and releases, and each screening with its subtitle languages.
type Item = Record<string, unknown>;
type Review = { outlet: string; critic?: string; stars?: number };

test("every page's structured data holds to schema.org's vocabulary and Google's rules", async ({ request }) => {
  const found = await checkSitemapPages(request, festivalRun);
  // What was checked: the film, in each language, and the screenings.
  expect(found.get("Movie")).toHaveLength(festivalRun.languages().length);
  expect(found.get("ScreeningEvent")?.length).toBeGreaterThan(0);
});

test("the film's accessibility features, its rated reviews and each screening's subtitles are what search engines read", async ({
  request,
}) => {
  for (const { code } of festivalRun.languages()) {
    const prefix = code === festivalRun.languages()[0]!.code ? "" : `/${code}`;
    const home = extracted(await (await request.get(`${prefix}/`)).text());
    const [movie] = home.jsonld.Movie!;
    const { features } = festivalRun.generated<{ features: string[] }>(code, "access-shown.json");
    expect(movie!.accessibilityFeature).toEqual(features);
    // A review with its stars and its author; one without stars stays on the page alone.
    const { reviews } = festivalRun.generated<{ reviews: Review[] }>(code, "reviews.json");
    const rated = reviews.filter((r) => r.stars !== undefined);
    expect(rated.length).toBeLessThan(reviews.length);
    expect(movie!.review).toEqual(
      rated.map((r) =>
        expect.objectContaining({
          publisher: { "@type": "Organization", name: r.outlet },
          author: r.critic ? { "@type": "Person", name: r.critic } : { "@type": "Organization", name: r.outlet },
          reviewRating: expect.objectContaining({ ratingValue: r.stars }),
        }),
      ),
    );
    // Each screening's subtitle languages, as the list says them.
    const festivals = extracted(await (await request.get(`${prefix}/festivals`)).text());
    const subtitled = festivals.jsonld.ScreeningEvent!.filter((e) => e.subtitleLanguage);
    expect(subtitled.length).toBeGreaterThan(0);
    for (const event of subtitled)
      for (const language of event.subtitleLanguage as string[]) expect(Intl.getCanonicalLocales(language)).toEqual([language]);
  }
});

test("the check finds what schema.org does not have, and what Google needs missing", async ({ request }) => {
  // The film's data with a property schema.org does not have, one of another type's, and a
  // review without its author: each is said, so a clean page above is clean.
  const home = extracted(await (await request.get("/")).text());
  const movie: Item = { ...home.jsonld.Movie![0]!, subtitleLanguages: ["fr"], startDate: "2030-01-01" };
  const [review] = movie.review as Item[];
  movie.review = [{ ...review, author: undefined }];
  const issues = await structuredDataIssues({ jsonld: { Movie: [movie] } });
  expect(issues).toEqual(
    expect.arrayContaining([
      expect.stringContaining('"subtitleLanguages"'),
      expect.stringContaining('"startDate"'),
      expect.stringMatching(/review.*author/),
    ]),
  );
});
