// Values with a form of their own: an e-mail address, an https link, a date and time, a file of content/uploads.
import { z } from "zod";

/** Any address a mail program accepts, accents included (prensa@película.es), on a domain with a dot. */
export const emailSchema = z.email({ pattern: z.regexes.unicodeEmail, error: "is not a valid e-mail address" }).regex(/@[^@]+\.[^@.]+$/, {
  error: "is not a valid e-mail address",
});

export const httpsUrl = z.url({ protocol: /^https$/, error: "must be a full https:// link" });

/** A date and time with its UTC offset, as the venue's clock reads it: 2026-03-14T19:30:00+01:00. */
export const localDateTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$/,
    "needs a date, a time and its UTC offset, like 2026-03-14T19:30+01:00",
  )
  .refine((v) => !Number.isNaN(Date.parse(v)), "is not a date and time that exists");

// "x-widget": the editor offers a picker of content/uploads, with upload, for these fields.
export const imageFile = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*\.(jpe?g|png|webp)$/, "must be a lower-case file name in content/uploads")
  .meta({ "x-widget": "image" });
