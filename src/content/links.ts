import type { ExternalLink } from "./schema";

// External addresses, each a named constant so the film team swaps them in one place.
// The video IDs are stand-ins until the real uploads exist.
export const videoHost = {
  name: "Vimeo",
  pageUrl: (id: string) => `https://vimeo.com/${id}`,
  playerUrl: (id: string) => `https://player.vimeo.com/video/${id}`,
  origin: "https://player.vimeo.com",
};

export const videoIds = {
  trailer: "1012345601",
  teaser: "1012345602",
  documentary: "1012345603",
  btsFeaturette: "1012345604",
};

export const trailerPageUrl = videoHost.pageUrl(videoIds.trailer);
export const teaserPageUrl = videoHost.pageUrl(videoIds.teaser);
export const btsFeaturettePageUrl = videoHost.pageUrl(videoIds.btsFeaturette);

/** The documentary on Behind the Scenes runs this long. */
export const documentaryMinutes = 15;

export const filmDatabaseLink = {
  label: "IMDb",
  href: "https://www.imdb.com/title/tt32990001/",
} satisfies ExternalLink;

export const socialLink = {
  label: "Instagram",
  href: "https://www.instagram.com/girasolfilm/",
} satisfies ExternalLink;

/** The hosted player's embed address: title, byline and portrait hidden, so the film fills the frame. */
export function videoEmbedUrl(id: string, options: { autoplay: boolean; loop?: boolean }): string {
  const params = new URLSearchParams({
    autoplay: options.autoplay ? "1" : "0",
    loop: options.loop ? "1" : "0",
    title: "0",
    byline: "0",
    portrait: "0",
  });
  return `${videoHost.playerUrl(id)}?${params.toString()}`;
}

/** When the trailer went online (schema.org needs it for the trailer's VideoObject). */
export const trailerPublished = "2025-06-20";
