import { Hero } from "../components/sections/Hero";
import { StillsGallery } from "../components/sections/StillsGallery";
import { ReviewQuotes } from "../components/sections/Reviews";
import { Screenings } from "../components/sections/Screenings";
import { Story } from "../components/sections/Story";
import { Section } from "../components/ui/Section";
import { preloadImage } from "../components/media/image-sources";
import { keyArt, leadReviews, screeningsJsonLd } from "../content";
import { pagePath } from "../config/pages";
import { calendarFeedLinks, describedFilm, pageMeta } from "./meta";
import { movieJsonLd } from "./structured-data";
import type { Route } from "./+types/home";
import { fill } from "../lib/fill";
import { meta as metaWords, reviews } from "#lang/words/home.json";

export const meta: Route.MetaFunction = () => pageMeta(pagePath("home"), metaWords.title, fill(metaWords.description, describedFilm));

export const links: Route.LinksFunction = () => [preloadImage(keyArt, "100vw"), ...calendarFeedLinks()];

export default function Home() {
  return (
    <>
      <Hero />
      {leadReviews.length > 0 && (
        <Section id="reviews" title={reviews.title}>
          <ReviewQuotes reviews={leadReviews} />
        </Section>
      )}
      <Screenings />
      <Story />
      <StillsGallery />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: movieJsonLd() }} />
      {screeningsJsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: screeningsJsonLd }} />}
    </>
  );
}
