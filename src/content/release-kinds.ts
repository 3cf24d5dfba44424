// The words content/releases.yaml is written with, for its schema and for the pages alike: no
// code of the schema's (zod, the country list) comes with them.

/** How a release is watched; each is named in both languages by content/words/watch.yaml. */
export const releaseKinds = ["cinemas", "subscription", "rent", "buy", "free", "tv", "in-flight"] as const;
export type ReleaseKind = (typeof releaseKinds)[number];

/** Everywhere at once, for a release with no border (a worldwide streaming service). */
export const worldwide = "worldwide";
