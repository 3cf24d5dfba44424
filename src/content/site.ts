import { navLinksOf, pages } from "../config/pages.ts";

// Site-wide navigation: the pages the registry marks for it, in its order.
export const navLinks = navLinksOf(pages);

/** Where the site is deployed; canonical URLs and link previews build on it. */
export const siteUrl = "https://girasolfilm.example";

/** The link-preview image (Open Graph / Twitter), cut from the key art at build time. */
export const ogImage = { path: "/img/og-image.jpg", width: 1200, height: 630 };
