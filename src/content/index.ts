// One import for pages and builders: every content module, re-exported.
export * from "./contact";
export * from "./downloads";
export * from "./facts";
export * from "./festivals";
export * from "./film";
export * from "./links";
export * from "./people";
export * from "./site";
export * from "./stills";
export * from "./notifications";
