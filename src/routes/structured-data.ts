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
import { worldwide, type ReleaseKind } from "../content/release-kinds.ts";
import { buildNow } from "../content/build-clock.ts";
import { localDay, releaseStatus } from "../content/release-events.ts";
import { releases as allReleases, type ShownRelease } from "../content/releases.ts";
import { pathIn } from "../lib/languages.ts";
import { accessShown } from "../content/access-shown.ts";

/** How schema.org's watch actions name each kind's access: a TV channel or an airline's is theirs, not the film's. */
const accessCategory: Record<Exclude<ReleaseKind, "cinemas">, string> = {
  subscription: "subscription",
  rent: "rental",
  buy: "purchase",
  free: "free",
  tv: "externalsubscription",
  "in-flight": "externalsubscription",
};

/** Where a release may be watched, as search engines read it: a country by its code, or the whole world. */
const eligibleRegion = (r: ShownRelease) =>
  r.territories.includes(worldwide) ? "EARTH" : r.territories.map((code) => ({ "@type": "Country", name: code }));

/**
 * The releases current or coming on the build's day, as search engines read them: a cinema
 * release as an Offer (the film in cinemas, from a day, in a country), every other one as a
 * WatchAction with its service, access, dates and countries. Ended ones are left out.
 */
export function releasesJsonLd(list: readonly ShownRelease[], today = localDay(buildNow())) {
  const open = list.filter((r) => releaseStatus(r, today) !== "ended");
  const dates = (r: ShownRelease) => ({ availabilityStarts: r.from, ...(r.until && { availabilityEnds: r.until }) });
  const offers = open
    .filter((r) => r.kind === "cinemas")
    .map((r) => ({
      "@type": "Offer",
      url: r.url,
      category: "cinema",
      seller: { "@type": "Organization", name: r.where },
      eligibleRegion: eligibleRegion(r),
      ...dates(r),
    }));
  const potentialAction = open.flatMap((r) =>
    r.kind === "cinemas"
      ? []
      : [
          {
            "@type": "WatchAction",
            target: { "@type": "EntryPoint", urlTemplate: r.url },
            provider: { "@type": "Organization", name: r.where },
            actionAccessibilityRequirement: {
              "@type": "ActionAccessSpecification",
              category: accessCategory[r.kind],
              eligibleRegion: eligibleRegion(r),
              ...dates(r),
            },
          },
        ],
  );
  return { ...(offers.length > 0 && { offers }), ...(potentialAction.length > 0 && { potentialAction }) };
}

/**
 * The critics' reviews that search engines can show: a Review needs its author and its rating to
 * be one (Google's review snippets refuse it otherwise), so a quote without stars stays on the
 * page alone, and an unsigned review is the outlet's.
 */
function reviewsJsonLd(critics: readonly Review[]) {
  const rated = critics.filter((r) => r.stars !== undefined);
  if (rated.length === 0) return {};
  return {
    review: rated.map((r) => ({
      "@type": "Review",
      reviewBody: r.quote,
      datePublished: r.date,
      publisher: { "@type": "Organization", name: r.outlet },
      author: r.critic ? { "@type": "Person", name: r.critic } : { "@type": "Organization", name: r.outlet },
      ...(r.url && { url: r.url }),
      reviewRating: { "@type": "Rating", ratingValue: r.stars, bestRating: 5, worstRating: 1 },
    })),
  };
}

/** schema.org Movie for Home, so search engines show the film with its poster and trailer. */
export function movieJsonLd(critics: Review[] = reviews, releases: readonly ShownRelease[] = allReleases): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "Movie",
    name: film.title,
    url: `${siteUrl}${pathIn(lang, "/")}`,
    // The page the data is on, in its language (the film's own languages are inLanguage below).
    mainEntityOfPage: { "@type": "WebPage", "@id": `${siteUrl}${pathIn(lang, "/")}`, inLanguage: lang },
    description: film.synopsis[0],
    image: [`${siteUrl}/uploads/${poster.file}`, `${siteUrl}${ogImagePath(lang)}`],
    genre: [film.genre, ...(film.otherGenre ? [film.otherGenre] : [])],
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
    // Its access versions and what the screening copies carry: audioDescription, captions…
    ...(accessShown.features.length > 0 && { accessibilityFeature: accessShown.features }),
    // Where to watch it: content/releases.yaml.
    ...releasesJsonLd(releases),
    ...reviewsJsonLd(critics),
  };
  // "<" escaped so no text in content can close the script element early.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
