import { z } from "zod";
import { httpsUrl, embargoUntil } from "./formats.ts";
import { nameText, text } from "./localized-text.ts";
import { identifiedBy } from "./identity.ts";

export const reviewSchema = identifiedBy(
  z.strictObject({
    /** As published: one text, or en:/es: where an approved translation exists. */
    quote: nameText,
    outlet: text,
    critic: text.optional(),
    stars: z
      .number()
      .min(1, "must be from 1 to 5 (halves allowed)")
      .max(5, "must be from 1 to 5 (halves allowed)")
      .multipleOf(0.5, "must be from 1 to 5 (halves allowed)")
      .optional(),
    url: httpsUrl.optional(),
    date: z.iso.date({ error: "needs a date like 2026-03-14" }),
    /** Written ahead: not on the site before this time, with its zone (2026-04-14 11:00 Europe/Paris). */
    embargoUntil: embargoUntil.optional(),
  }),
  ["outlet", "date"],
);
/** content/reviews.yaml: what critics said, strongest first. */
export const reviewsSchema = z.strictObject({ reviews: z.array(reviewSchema) });
