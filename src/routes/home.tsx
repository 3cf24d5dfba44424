import { Hero } from "../components/sections/Hero.tsx";
import { StillsGallery } from "../components/sections/StillsGallery.tsx";
import { ReviewQuotes } from "../components/sections/Reviews.tsx";
import { Screenings } from "../components/sections/ScreeningsSection.tsx";
import { SignUp } from "../components/sections/SignUp.tsx";
import { Story } from "../components/sections/Story.tsx";
import { WhereToWatch } from "../components/sections/WhereToWatch.tsx";
import { Section } from "../components/ui/Section.tsx";
import { preloadImage } from "../components/media/image-sources.ts";
import { keyArt, leadReviews, screeningsJsonLd } from "../content/index.ts";
import { pagePath } from "../config/pages.ts";
import { calendarFeedLinks, describedFilm, pageMeta } from "./meta.ts";
import { movieJsonLd } from "./structured-data.ts";
import type { Route } from "./+types/home.ts";
import { fill } from "../lib/fill.ts";
import { meta as metaWords, reviews } from "#lang/words/home.json";

export const meta: Route.MetaFunction = () => pageMeta(pagePath("home"), metaWords.title, fill(metaWords.description, describedFilm));

export const links: Route.LinksFunction = () => [preloadImage(keyArt, "100vw"), ...calendarFeedLinks()];

export default function Home() {
  return (
    <>
      <Hero />
      <WhereToWatch />
      {leadReviews.length > 0 && (
        <Section id="reviews" title={reviews.title}>
          <ReviewQuotes reviews={leadReviews} />
        </Section>
      )}
      <Screenings />
      <SignUp />
      <Story />
      <StillsGallery />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: movieJsonLd() }} />
      {screeningsJsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: screeningsJsonLd }} />}
    </>
  );
}
