// One import for pages and builders: the content every page needs, re-exported. The press
// downloads and notification texts are imported from their own modules, so pages without a
// download button do not load them.
export * from "./contact.ts";
export * from "./facts.ts";
export * from "./festivals.ts";
export * from "./film.ts";
export * from "./laurels.ts";
export * from "./links.ts";
export * from "./nav.ts";
export * from "./people.ts";
export * from "./reviews.ts";
export * from "./screenings.ts";
export * from "./site.ts";
export * from "./site-has.ts";
export * from "./stills.ts";
