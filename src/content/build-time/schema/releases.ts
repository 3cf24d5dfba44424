import { z } from "zod";
import { countryCode, httpsUrl, embargoUntil } from "./formats.ts";
import { releaseKinds } from "../../release-kinds.ts";
import { localized, text } from "./localized-text.ts";
import { identifiedBy } from "./identity.ts";
import { releaseAccessSchema } from "./access.ts";

/** A country as ISO 3166 writes it (ES, GB, US), or worldwide. */
const territory = countryCode({ orWorldwide: true });

/** A date the release starts or ends, as the territory's calendar reads it. */
const day = z.iso.date({ error: "needs a date like 2026-03-06" });

export const releaseSchema = identifiedBy(
  z
    .strictObject({
      territories: z.array(territory).min(1, "needs at least one country code, or worldwide"),
      /** The cinema chain or venue, service, channel or airline: a name, written once. */
      where: text,
      kind: z.enum(releaseKinds),
      url: httpsUrl,
      /** The first day it can be watched. */
      from: day,
      /** The last day, when it is known. */
      until: day.optional(),
      note: localized.optional(),
      /** What it offers: an audio-described version, subtitles for the deaf and hard of hearing, subtitle and dubbed languages. */
      access: releaseAccessSchema.optional(),
      /** Written ahead: not on the site before this time, with its zone (2026-04-14 11:00 Europe/Paris). */
      embargoUntil: embargoUntil.optional(),
    })
    .superRefine((release, ctx) => {
      if (release.until !== undefined && release.until < release.from)
        ctx.addIssue({
          code: "custom",
          path: ["until"],
          message: `(${release.until}) comes before from (${release.from}): the last day is after the first`,
        });
    }),
  // A service may rent the film in one country and stream it in another.
  ["territories", "where", "kind"],
);

/** content/releases.yaml: where the film can be watched, territory by territory. */
export const releasesSchema = z.strictObject({ releases: z.array(releaseSchema) });
