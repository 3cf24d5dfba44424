import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { movieJsonLd } from "../../routes/structured-data.ts";
import type { Review } from "../../content/build-time/schema/types.ts";
import { ReviewQuotes } from "./Reviews.tsx";

const run: Review[] = [
  {
    quote: "A small miracle of a road movie.",
    outlet: "Sight & Sound",
    critic: "Jane Doe",
    stars: 4.5,
    url: "https://www.example.com/r1",
    date: "2026-03-14",
  },
  { quote: "Tender and fierce.", outlet: "El País", stars: 4, date: "2026-03-15" },
  { quote: "A debut of rare confidence.", outlet: "Screen International", critic: "Tom Green", date: "2026-03-16" },
];

describe("review quotes", () => {
  const html = renderToStaticMarkup(<ReviewQuotes reviews={run} />);

  it("show each quote with its outlet and critic, stars read out, in the team's order", () => {
    expect(html.indexOf("A small miracle")).toBeLessThan(html.indexOf("Tender and fierce"));
    expect(html).toContain('aria-label="4.5 out of 5 stars"');
    expect(html).toContain(", Jane Doe");
    // Four full stars and a half for 4.5, four for 4; none for the review without stars.
    expect(html.match(/lucide-star-half/g)).toHaveLength(1);
    expect(html.match(/lucide-star /g)).toHaveLength(8);
  });

  it("link the outlet to the review in a new tab where a link is given, and only there", () => {
    expect(html).toMatch(/<a[^>]*href="https:\/\/www.example.com\/r1"[^>]*target="_blank"[^>]*>Sight &amp; Sound<\/a>/);
    expect(html).not.toMatch(/<a[^>]*>El País<\/a>/);
  });

  it("become schema.org Review entries in the film's structured data where they have stars, an unsigned one the outlet's", () => {
    const data = JSON.parse(movieJsonLd(run));
    expect(data.review).toEqual([
      {
        "@type": "Review",
        reviewBody: "A small miracle of a road movie.",
        datePublished: "2026-03-14",
        publisher: { "@type": "Organization", name: "Sight & Sound" },
        author: { "@type": "Person", name: "Jane Doe" },
        url: "https://www.example.com/r1",
        reviewRating: { "@type": "Rating", ratingValue: 4.5, bestRating: 5, worstRating: 1 },
      },
      {
        "@type": "Review",
        reviewBody: "Tender and fierce.",
        datePublished: "2026-03-15",
        publisher: { "@type": "Organization", name: "El País" },
        author: { "@type": "Organization", name: "El País" },
        reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
    expect(JSON.parse(movieJsonLd([])).review).toBeUndefined();
    expect(JSON.parse(movieJsonLd(run.slice(2))).review).toBeUndefined();
  });
});
