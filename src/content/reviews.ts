import data from "#lang/reviews.json";
import type { CollectionData } from "./collections";
import type { Review } from "./schema";

// What critics say, edited in content/reviews.yaml, strongest first: the order is the team's.
export const reviews: Review[] = (data as CollectionData<"reviews">).reviews;

/** The quotes that lead on Home, under the hero. */
export const leadReviews = reviews.slice(0, 3);

/** Stars as a reader hears them: "4.5 out of 5 stars". */
export const starsLabel = (stars: number) => `${stars} out of 5 stars`;
