import content from "#lang/screening-copies.json";
import type { CollectionData } from "./build-time/collections.ts";
import type { ScreeningCopy } from "./build-time/schema/types.ts";

// The copies cinemas, film societies and festivals can book, edited in
// content/screening-copies.yaml; the Press page's For Exhibitors section lists them beside the
// film's own facts (film.yaml).
export type { ScreeningCopy };

export const screeningCopies: ScreeningCopy[] = (content as CollectionData<"screening-copies">).screeningCopies;
