import { z } from "zod";
import { localized, nameText } from "./localized-text.ts";
import { identifiedBy } from "./identity.ts";
import { copyAccessSchema } from "./access.ts";

/** The copies a venue can screen: a DCP for cinemas, a ProRes or an H.264 file for a projector and a computer. */
export const screeningCopyKinds = ["dcp", "prores", "h264"] as const;
/** How a copy carries the subtitles film.yaml lists: tracks chosen at the projector, files beside it, or burnt into the picture. */
export const subtitleModes = ["tracks", "files", "burnt-in"] as const;

export const screeningCopySchema = identifiedBy(
  z
    .strictObject({
      kind: z.enum(screeningCopyKinds),
      /** Resolution, frame rate, codec or standard, as a projectionist reads them: "2K Scope (2048 × 858), 24 fps, SMPTE". */
      picture: nameText,
      subtitles: z.enum(subtitleModes),
      /** As the file or drive weighs, when it is known: "165 GB" ("2,1 GB" in Spanish). */
      size: nameText.optional(),
      /** How it reaches the venue, and anything a projectionist should know (a KDM, a drive). */
      delivery: localized.optional(),
      /** The access tracks it carries: audio description, a DCP's hearing-impaired track, closed or open captions. */
      access: copyAccessSchema.optional(),
    })
    .superRefine((copy, ctx) => {
      if (copy.access?.hearingImpaired && copy.kind !== "dcp")
        ctx.addIssue({
          code: "custom",
          path: ["access", "hearingImpaired"],
          message: `is a DCP's track (HI): the ${copy.kind === "prores" ? "ProRes" : "H.264"} file has none; leave hearingImpaired out, or say closedCaptions`,
        });
    }),
  ["kind"],
);

/** content/screening-copies.yaml: the copies cinemas, film societies and festivals can book. */
export const screeningCopiesSchema = z.strictObject({
  screeningCopies: z.array(screeningCopySchema).refine((copies) => new Set(copies.map((c) => c.kind)).size === copies.length, {
    error: "lists each kind of copy (dcp, prores, h264) once",
  }),
});
