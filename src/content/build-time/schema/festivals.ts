import { z } from "zod";
import { laurelStatuses, submissionStatuses } from "../submission-statuses.ts";
import { countryCode, embargoUntil } from "./formats.ts";
import { referenceOf } from "./localize.ts";
import { inEachLanguage, localized, nameText, text } from "./localized-text.ts";
import { identifiedBy } from "./identity.ts";

export const submissionStatusSchema = z.enum(submissionStatuses);
/** What a festival's answer may give besides its status: a submission's, or its answer written ahead. */
const answerFields = {
  /** Where a selection screens, e.g. "New Directors": the festival's own name for it. */
  section: nameText.optional(),
  // In English (where the site has it), the trade's own form, which the laurels and the press package set after a place.
  premiere: inEachLanguage(text, false, {
    en: z.string().regex(/^[A-Z][\p{L} -]* Premiere$/u, 'must read like "World Premiere" or "UK Premiere"'),
  })
    .brand<"Texts">()
    .optional(),
  /** The award won or nominated for, e.g. "Best First Feature". */
  award: localized.optional(),
  /** The edition the film is in. */
  year: z.number().int().min(2024).max(2100).optional(),
};
export const submissionSchema = identifiedBy(
  z.strictObject({
    name: nameText,
    /** The festival's city: written once, or in each language where Spanish has its own name for it (Sevilla, Berlín). */
    city: nameText,
    /** Its country, as its two-letter code (ES, GB, US): the pages name it in their language. */
    country: countryCode(),
    /** The month the festival announces its selection: 2025-10. */
    notificationDate: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a year and month, like 2025-10"),
    tier: z.enum(["Tier 1", "Tier 2"]),
    status: submissionStatusSchema,
    judgingStatus: localized,
    ...answerFields,
    /**
     * The festival's answer written ahead of its announcement: from its embargoUntil on, its status and
     * the fields it gives replace these; until then the site is as if it were not written (held-back.ts).
     */
    answer: z
      .strictObject({ embargoUntil, status: submissionStatusSchema, judgingStatus: localized.optional(), ...answerFields })
      .optional(),
  }),
  ["name"],
);

export const targetCategorySchema = z.enum(["International A-List", "European Focus", "UK Focus"]);
export const targetFestivalSchema = identifiedBy(
  z.strictObject({ name: nameText, deadline: localized, category: targetCategorySchema, reason: localized }),
  ["name"],
);

/** content/festivals.yaml: the submissions, the festivals aimed for next and the laurels to feature. */
export const festivalsSchema = z
  .strictObject({
    // Both may be empty (a new film, before its first submission): the Festivals page is then not built.
    submissions: z.array(submissionSchema),
    targets: z.array(targetFestivalSchema),
    /** Festival names, in the order their laurels lead on Home, the link preview and the press package cover. */
    laurels: z.array(text).optional(),
  })
  .superRefine((data, ctx) => {
    const byName = new Map(data.submissions.map((s) => [referenceOf(s.name), s]));
    const seen = new Set<string>();
    data.laurels?.forEach((name, i) => {
      const s = byName.get(name);
      // A festival whose answer is written ahead may be listed already: its laurel leads from the answer's hour.
      const status = s?.answer?.status ?? s?.status;
      const problem =
        s === undefined
          ? `laurel "${name}" names a festival that is not in submissions; write its name as it is there`
          : !(laurelStatuses as readonly string[]).includes(status!)
            ? `laurel "${name}" has status ${status}; laurels are for ${laurelStatuses.slice(0, -1).join(", ")} or ${laurelStatuses.at(-1)}`
            : seen.has(name)
              ? `laurel "${name}" is listed twice; keep one`
              : undefined;
      seen.add(name);
      // A whole sentence: the loader prints it as it is, after the file and line.
      if (problem) ctx.addIssue({ code: "custom", path: ["laurels", i], message: problem, params: { sentence: true } });
    });
  });
