// What a site's content lists of what it may leave empty (src/config/pages.ts, ShownWhen), which
// decides the pages it has: the content loader writes it to src/generated/content/<lang>/site-has.json,
// where the prerender list, the sitemap and the pages' links read it.
import type { SiteHas } from "../../config/pages.ts";
import type { CollectionData } from "./collections.ts";

export function siteHasOf(content: {
  festivals: Pick<CollectionData<"festivals">, "submissions" | "targets">;
  stills: Pick<CollectionData<"stills">, "onSetPhotos" | "filmStills">;
  /** The releases /watch lists (content/releases.yaml, as the loader shows them). */
  releases: readonly unknown[];
  site: Pick<CollectionData<"site">, "signUp">;
}): SiteHas {
  const { festivals, stills, releases, site } = content;
  return {
    releases: releases.length > 0,
    // A festival that said no is never named: a page of those alone would be empty.
    festivals: festivals.submissions.some((s) => s.status !== "Not Selected") || festivals.targets.length > 0,
    behindTheScenesPhotos: stills.onSetPhotos.length > 0 || stills.filmStills.length > 0,
    signUp: site.signUp !== undefined,
    signUpHere: site.signUp?.service === "netlify",
  };
}
