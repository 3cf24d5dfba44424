import { z } from "zod";
import { text } from "./localized-text.ts";

/** The link rules (scripts/prepare/content/content-links.ts) check the address, with their own words. */
export const linkSchema = z.strictObject({ label: text, href: z.string() });

// A video ID may be written with or without quotes: 1012345601 or "1012345601".
const videoId = z
  .union([z.string(), z.number().int()])
  .transform(String)
  .pipe(z.string().regex(/^[A-Za-z0-9_-]+$/, "must be the video's ID: letters, digits, - or _"));

/** content/links.yaml: the external addresses and the hosted videos. */
export const linksSchema = z.strictObject({
  videoIds: z.strictObject({ trailer: videoId, teaser: videoId, documentary: videoId, btsFeaturette: videoId }),
  documentaryMinutes: z.number().int().positive(),
  trailerPublished: z.iso.date({ error: "needs a date like 2025-06-20" }),
  filmDatabaseLink: linkSchema,
  socialLink: linkSchema,
});
