// The files the editor previews as the site shows them (templates.tsx), by the name the editor's
// configuration gives each: known to the editor before it loads any preview.
export const previewedFiles = ["festivals", "reviews", "screenings", "releases", "film", "texts"] as const;
export type PreviewedFile = (typeof previewedFiles)[number];

/**
 * Where Sveltia CMS shares its React (its main.js, for its own react-dom chunk): our previews,
 * in the editor's bundle and in the language bundles, render with that one React
 * (scripts/admin/shared-react.ts), as a preview's hooks need.
 */
export const sharedReactKey = "__SVELTIA_CMS_REACT__";
