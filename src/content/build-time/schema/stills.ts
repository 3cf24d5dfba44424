import { z } from "zod";
import { imageFile } from "./formats.ts";
import { extendedStillSchema, imageSchema } from "./images.ts";
import { localized } from "./localized-text.ts";
import { identifiedBy } from "./identity.ts";

/** content/stills.yaml: every image on the site, by where it appears. */
export const stillsSchema = z.strictObject({
  keyArt: imageSchema,
  poster: imageSchema,
  journeyStills: z.array(imageSchema).min(1),
  /** The press package's stills, two a page: file names of journey stills. */
  pressStills: z.array(imageFile).length(6),
  // These may be empty: a section with none is left out, and Behind the Scenes is built only
  // while it has on-set photos or film stills.
  extendedStills: z.array(extendedStillSchema),
  onSetPhotos: z.array(imageSchema),
  filmStills: z.array(imageSchema),
  /** A note on the shoot, shown with the director's quotes under the galleries; none, and the section holds the quotes alone. */
  shootNote: localized.optional(),
  directorQuotes: z.array(identifiedBy(z.strictObject({ quote: localized, attribution: localized }), ["quote"])),
});
