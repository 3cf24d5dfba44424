// Where the site lives; the build's scripts read this before the content is prepared, so it
// imports no content.

/** Where the site is deployed; canonical URLs and link previews build on it. */
export const siteUrl = "https://girasolfilm.example";

/** The link-preview image (Open Graph / Twitter), cut from the key art at build time; its laurels are in English. */
export const ogImage = { path: "/img/og-image.jpg", width: 1200, height: 630 };
/** The link preview of the pages in `lang` (a language code): the same image with that language's laurels. */
export const ogImagePath = (lang: string) => (lang === "en" ? ogImage.path : `/img/og-image-${lang}.jpg`);
