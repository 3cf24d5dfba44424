// The pages this site has, for the links of every page: a page that shows what content may
// leave empty (/festivals, Behind the Scenes, /watch) is linked only while it is built. The
// content loader decides it (src/content/build-time/site-has.ts); a few bytes of JSON, so the
// navigation's island loads no list to tell.
import data from "#lang/site-has.json";
import { hasPage as registryHasPage, type PageId, type SiteHas } from "../config/pages.ts";

export const siteHas: SiteHas = data;

/** Whether this site builds the page `id`, so a link to it leads somewhere. */
export const hasPage = (id: PageId): boolean => registryHasPage(id, siteHas);
