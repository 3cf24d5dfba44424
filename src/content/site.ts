// Where the site lives; the build's scripts read this before the content is prepared, so it
// imports no content.

/** Where the site is deployed; canonical URLs and link previews build on it. */
export const siteUrl = "https://girasolfilm.example";

/** The link-preview image (Open Graph / Twitter), cut from the key art at build time. */
export const ogImage = { path: "/img/og-image.jpg", width: 1200, height: 630 };
