import shown from "#lang/access-shown.json";
import type { LabelValue } from "./build-time/schema/types.ts";

// The film's access versions and its screening copies' tracks in the page's language, and
// schema.org's accessibility features, as the content loader worked them out
// (scripts/prepare/content/load-collections.ts, with src/content/access.ts): the pages import
// these few strings, not the access words that make them.
export type AccessShown = {
  /** The versions' row of a table of the film's facts ("Access versions"), none when it has none. */
  versions: LabelValue[];
  /** The label of a copy's tracks ("Access"). */
  tracksLabel: string;
  /** Each copy's tracks in one line, by its kind ("" for a copy that carries none). */
  copies: Record<string, string>;
  /** schema.org accessibilityFeature values: audioDescription, captions… */
  features: string[];
};

export const accessShown = shown as AccessShown;
