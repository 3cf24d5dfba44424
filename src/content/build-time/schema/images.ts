// An image as the pages place it: its file, its alternative text, and hints for the stand-in art.
import { z } from "zod";
import { imageFile } from "./formats.ts";
import { localized } from "./localized-text.ts";
import { identifiedBy } from "./identity.ts";

export const moodSchema = z.enum(["dawn", "day", "golden", "dusk", "night", "storm"]);
export const subjectSchema = z.enum(["road", "field", "village", "olives", "travellers", "portrait", "crew"]);

export const imageSchema = identifiedBy(
  z.strictObject({
    file: imageFile,
    alt: localized,
    caption: localized.optional(),
    /** Hints for the stand-in art generator; ignored once a real photo replaces the file. */
    mood: moodSchema,
    subject: subjectSchema,
  }),
  ["file"],
);

export const extendedStillSchema = identifiedBy(imageSchema.extend({ category: localized }), ["file"]);
