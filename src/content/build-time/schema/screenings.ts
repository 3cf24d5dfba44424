import { z } from "zod";
import { countryCode, httpsUrl, localDateTime, embargoUntil } from "./formats.ts";
import { localized, nameText, text } from "./localized-text.ts";
import { identifiedBy } from "./identity.ts";
import { accessSchema } from "./access.ts";

export const screeningSchema = identifiedBy(
  z.strictObject({
    start: localDateTime,
    end: localDateTime.optional(),
    venue: text,
    /** Written once, or in each language where Spanish has its own name for it (Sevilla, Londres, Nueva York). */
    city: nameText,
    /** The country's two-letter code (ES, GB, US): the pages name it in their language. */
    country: countryCode(),
    /** A submission's name, in the first language, when the screening is part of a festival: the pages give it in their language. */
    festival: text.optional().meta({ "x-widget": "festival" }),
    kind: localized,
    tickets: httpsUrl,
    soldOut: z.boolean().optional(),
    /** Who can come: captions, subtitles, audio description, sign language, relaxed, step-free… (access.ts). */
    access: accessSchema.optional(),
    /** Written ahead: not on the site before this time, with its zone (2026-04-14 11:00 Europe/Paris). */
    embargoUntil: embargoUntil.optional(),
  }),
  // Two screenings may start at once in two venues, or follow each other in one.
  ["start", "venue"],
);
/** content/screenings.yaml: where and when the film plays. */
export const screeningsSchema = z.strictObject({ screenings: z.array(screeningSchema) });
