import { Hero } from "../components/sections/Hero";
import { StillsGallery } from "../components/sections/StillsGallery";
import { ReviewQuotes } from "../components/sections/Reviews";
import { Screenings } from "../components/sections/Screenings";
import { Story } from "../components/sections/Story";
import { Section } from "../components/ui/Section";
import { preloadImage } from "../components/media/image-sources";
import { facts, film, keyArt, leadReviews, screeningsJsonLd } from "../content";
import { pagePath } from "../config/pages";
import { calendarFeedLinks, pageMeta } from "./meta";
import { movieJsonLd } from "./structured-data";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    pagePath("home"),
    "Home",
    `${film.title}: a ${facts.runtimeAdjective} ${film.genre.toLowerCase()} and road movie shot in ${film.location}. ${film.tagline}`,
  );

export const links: Route.LinksFunction = () => [preloadImage(keyArt, "100vw"), ...calendarFeedLinks()];

export default function Home() {
  return (
    <>
      <Hero />
      {leadReviews.length > 0 && (
        <Section id="reviews" title="What Critics Say">
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
