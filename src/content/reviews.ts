import data from "#lang/reviews.json";
import { decimalSeparator } from "#lang/facts.json";
import { reviews as words } from "#lang/words/screenings.json";
import { fill } from "../lib/fill.ts";
import type { CollectionData } from "./build-time/collections.ts";
import type { Review } from "./build-time/schema/types.ts";

// What critics say, edited in content/reviews.yaml, strongest first: the order is the team's.
export const reviews: Review[] = (data as CollectionData<"reviews">).reviews;

/** The quotes that lead on Home, under the hero. */
export const leadReviews = reviews.slice(0, 3);

/** Stars as a reader hears them, in the pages' language: "4.5 out of 5 stars", "4,5 de 5 estrellas". */
export const starsLabel = (stars: number) => fill(words.stars, { stars: String(stars).replace(".", decimalSeparator) });

/** A quotation as the pages' language marks it: “…” in English, «…» in Spanish. */
export const quoted = (quote: string) => fill(words.quote, { quote });
