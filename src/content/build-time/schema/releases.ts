import countries from "i18n-iso-countries";
import { z } from "zod";
import { httpsUrl } from "./formats.ts";
import { releaseKinds, worldwide } from "../../release-kinds.ts";
import { localized, text } from "./localized-text.ts";

/**
 * A country as ISO 3166 writes it (ES, GB, US), or worldwide. Written in capitals or not: read
 * in capitals. The usual slips are named: UK for GB, EU for a list of countries.
 */
const territory = z
  .string()
  .trim()
  .superRefine((written, ctx) => {
    const code = written.toUpperCase();
    if (written.toLowerCase() === worldwide || (/^[A-Z]{2}$/.test(code) && countries.isValid(code))) return;
    const hint =
      code === "UK"
        ? "; the United Kingdom's is GB"
        : code === "EU"
          ? "; list the countries one by one (ES, FR, DE…)"
          : ", such as ES for Spain or GB for the United Kingdom, or worldwide";
    ctx.addIssue({ code: "custom", message: `"${written}" is not a country code: write the country's two letters (ISO 3166)${hint}` });
  })
  .transform((written) => (written.toLowerCase() === worldwide ? worldwide : written.toUpperCase()));

/** A date the release starts or ends, as the territory's calendar reads it. */
const day = z.iso.date({ error: "needs a date like 2026-03-06" });

export const releaseSchema = z
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
  })
  .superRefine((release, ctx) => {
    if (release.until !== undefined && release.until < release.from)
      ctx.addIssue({
        code: "custom",
        path: ["until"],
        message: `(${release.until}) comes before from (${release.from}): the last day is after the first`,
      });
  });

/** content/releases.yaml: where the film can be watched, territory by territory. */
export const releasesSchema = z.strictObject({ releases: z.array(releaseSchema) });
