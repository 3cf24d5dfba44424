import { z } from "zod";
import { localized, nameText, text } from "./localized-text.ts";
import { identifiedBy } from "./identity.ts";
import { currencyCode } from "./formats.ts";
import { filmAccessSchema } from "./access.ts";

/** A stage of the film's making, named by its stage ("Writing"). */
const stage = identifiedBy(z.strictObject({ stage: localized, when: localized, detail: localized }), ["stage"]);

/** content/film.yaml: the facts; the long texts are in content/texts.yaml. */
export const filmSchema = z.strictObject({
  title: text,
  tagline: localized,
  /** The title of Home's story section ("Searching for Home"); the pages' words' when left out. */
  storyTitle: localized.optional(),
  genre: localized,
  /** A second genre ("Road movie"), named after the first in the film's facts and description. */
  otherGenre: localized.optional(),
  format: localized,
  year: z.number().int().min(1900),
  runtimeMinutes: z.number().int().positive(),
  /** The amount in whole units of its currency (20000), and the currency's ISO 4217 code (GBP). */
  budget: z.strictObject({ amount: z.number().int().positive(), currency: currencyCode("budget") }),
  shootingDays: z.number().int().positive(),
  productionStart: z.iso.date(),
  productionEnd: z.iso.date(),
  location: localized,
  region: localized,
  releaseDate: z.iso.date(),
  /** The premiere's cinema, a name written once. */
  premiereVenue: text,
  /** Its city: written once, or in each language where Spanish has its own name for it (Londres). */
  premiereCity: nameText,
  languages: z.array(identifiedBy(z.strictObject({ code: z.string().length(2), name: localized }), ["code"])).min(1),
  subtitles: z.array(localized).min(1),
  /** The access versions that exist: audio description, captions for the deaf and hard of hearing, a signed version. */
  access: filmAccessSchema.optional(),
  aspectRatio: text,
  audio: localized,
  colour: localized,
  camera: localized,
  recordingFormat: localized,
  productionCompanies: z.array(text).min(1),
  copyrightHolder: text,
  developmentStages: z.array(stage),
  postProductionStages: z.array(stage),
});
