// One import for pages and builders: the content every page needs, re-exported. The press
// downloads and notification texts are imported from their own modules, so pages without a
// download button do not load them.
export * from "./contact";
export * from "./facts";
export * from "./festivals";
export * from "./film";
export * from "./laurels";
export * from "./links";
export * from "./nav";
export * from "./people";
export * from "./reviews";
export * from "./screenings";
export * from "./site";
export * from "./stills";
