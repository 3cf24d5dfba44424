import content from "#lang/links.json";
import type { CollectionData } from "./build-time/collections.ts";
import type { ExternalLink } from "./build-time/schema/types.ts";
import { videoHost } from "./video-host.ts";

// External addresses, edited in content/links.yaml, so the film team swaps them in one place.
// The video IDs are stand-ins until the real uploads exist.
const links = content as CollectionData<"links">;
export { videoHost };

export const videoIds = links.videoIds;

export const trailerPageUrl = videoHost.pageUrl(videoIds.trailer);
export const teaserPageUrl = videoHost.pageUrl(videoIds.teaser);
export const btsFeaturettePageUrl = videoHost.pageUrl(videoIds.btsFeaturette);

/** The documentary on Behind the Scenes runs this long. */
export const documentaryMinutes = links.documentaryMinutes;

export const filmDatabaseLink: ExternalLink = links.filmDatabaseLink;
export const socialLink: ExternalLink = links.socialLink;

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
export const trailerPublished = links.trailerPublished;
