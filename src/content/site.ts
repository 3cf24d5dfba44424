import site from "#lang/site.json";
import type { CollectionData } from "./build-time/collections.ts";
import { rootLanguage } from "../lib/languages.ts";

// Where the site lives and where its editor saves, as content/site.yaml says.
const settings = site as CollectionData<"site">;

/** Where the site is deployed, with no slash at the end; canonical URLs and link previews build on it. */
export const siteUrl = settings.address;
/** The site's repository on the git host (owner/name) and the branch the site is built from: the editor saves there. */
export const siteRepository = { name: settings.repository, branch: settings.branch };

/** The link-preview image (Open Graph / Twitter), cut from the key art at build time; its laurels are in the root language. */
export const ogImage = { path: "/img/og-image.jpg", width: 1200, height: 630 };
/** The link preview of the pages in `lang` (a language code): the same image with that language's laurels. */
export const ogImagePath = (lang: string) => (lang === rootLanguage ? ogImage.path : `/img/og-image-${lang}.jpg`);
