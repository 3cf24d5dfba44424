import {
  film,
  keyPersonnel,
  ogImagePath,
  poster,
  principalCast,
  reviews,
  siteUrl,
  trailerPageUrl,
  trailerPublished,
  videoEmbedUrl,
  videoIds,
} from "../content/index.ts";
import { movie } from "#lang/words/metadata.json";
import { lang } from "../content/language.ts";
import type { Review } from "../content/build-time/schema/types.ts";
import { pathIn } from "../lib/languages.ts";

/** schema.org Movie for Home, so search engines show the film with its poster and trailer. */
export function movieJsonLd(critics: Review[] = reviews): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "Movie",
    name: film.title,
    url: `${siteUrl}${pathIn(lang, "/")}`,
    // The page the data is on, in its language (the film's own languages are inLanguage below).
    mainEntityOfPage: { "@type": "WebPage", "@id": `${siteUrl}${pathIn(lang, "/")}`, inLanguage: lang },
    description: film.synopsis[0],
    image: [`${siteUrl}/uploads/${poster.file}`, `${siteUrl}${ogImagePath(lang)}`],
    genre: [film.genre, movie.otherGenre],
    inLanguage: film.languages.map((l) => l.code.toLowerCase()),
    duration: `PT${film.runtimeMinutes}M`,
    dateCreated: String(film.year),
    director: { "@type": "Person", name: keyPersonnel.director.name },
    // People only: the dog's credit stays on the page.
    actor: principalCast.filter((m) => !m.special).map((m) => ({ "@type": "Person", name: m.name })),
    productionCompany: film.productionCompanies.map((name) => ({ "@type": "Organization", name })),
    trailer: {
      "@type": "VideoObject",
      name: movie.trailerName,
      description: film.tagline,
      thumbnailUrl: `${siteUrl}${ogImagePath(lang)}`,
      uploadDate: trailerPublished,
      embedUrl: videoEmbedUrl(videoIds.trailer, { autoplay: false }),
      url: trailerPageUrl,
    },
    contentLocation: { "@type": "Place", name: film.region },
    ...(critics.length > 0 && {
      review: critics.map((r) => ({
        "@type": "Review",
        reviewBody: r.quote,
        datePublished: r.date,
        publisher: { "@type": "Organization", name: r.outlet },
        ...(r.critic && { author: { "@type": "Person", name: r.critic } }),
        ...(r.url && { url: r.url }),
        ...(r.stars !== undefined && { reviewRating: { "@type": "Rating", ratingValue: r.stars, bestRating: 5, worstRating: 1 } }),
      })),
    }),
  };
  // "<" escaped so no text in content can close the script element early.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
