// Who can come: what a screening offers a deaf, hard-of-hearing, blind or partially sighted,
// autistic or disabled visitor, ticked from one list; what a release offers; the film's own
// access versions and what each screening copy carries. The pages say each in their language
// with the short form their readers know (content/words/access.yaml; src/content/access.ts).
import { z } from "zod";
import { kitLanguages } from "./localized-text.ts";

/** The sign languages a screening may be interpreted in, by the short form their users write. */
export const signLanguages = [
  "BSL",
  "ISL",
  "ASL",
  "Auslan",
  "NZSL",
  "LSF",
  "LSFB",
  "LSQ",
  "DGS",
  "ÖGS",
  "DSGS",
  "LSE",
  "LSC",
  "LIS",
  "LGP",
  "Libras",
  "NGT",
  "VGT",
] as const;
export type SignLanguage = (typeof signLanguages)[number];

/** How audio description reaches the visitor: the venue's headsets, the Greta app, or another app on their phone. */
export const audioDescriptionWays = ["headsets", "greta", "app"] as const;
/** What a sign language interpreter signs: the film itself, or the talk after it. */
export const signedParts = ["film", "qa"] as const;

// Two-letter language codes (ISO 639-1) Intl can name, to tell a language from anything else.
const namer = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });
const twoLetterCodes = () => {
  const codes: string[] = [];
  for (const a of "abcdefghijklmnopqrstuvwxyz")
    for (const b of "abcdefghijklmnopqrstuvwxyz") if (namer.of(a + b) !== undefined) codes.push(a + b);
  return codes;
};
let known: string[] | undefined;
/**
 * The languages a subtitle, caption, description or dub may be in, as the build accepts them and
 * the editor offers them: every two-letter code, and the forms a country writes its own way.
 */
export function languageChoices(): string[] {
  known ??= twoLetterCodes();
  return [...known, "pt-BR", "pt-PT", "es-MX", "fr-CA", "zh-CN", "zh-TW"];
}
const kitNamers = kitLanguages.map((l) => new Intl.DisplayNames([l], { type: "language" }));
/** The code whose name (in English or in the kit's languages) is `written`: "English" or "inglés" is en. */
function codeNamed(written: string): string | undefined {
  known ??= twoLetterCodes();
  const word = written.trim().toLowerCase();
  return known.find((code) => kitNamers.some((names) => names.of(code)?.toLowerCase() === word));
}

/** A language as its two-letter code (en, es, fr), with a country where it matters (pt-BR): one of languageChoices(). */
export const languageCode = z
  .string()
  .trim()
  .superRefine((written, ctx) => {
    if (languageChoices().includes(written)) return;
    // A country's form not on the list (en-GB): its language's own code.
    const [language = ""] = written.split("-");
    const regional = written.includes("-") && languageChoices().includes(language);
    const meant = codeNamed(written);
    ctx.addIssue({
      code: "custom",
      message: regional
        ? `"${written}" is not one of the languages offered: write ${language} (${namer.of(language)}); a country's own form only for ${languageChoices()
            .filter((c) => c.includes("-"))
            .join(", ")}`
        : `"${written}" is not a language: write its two-letter code${meant ? `, here ${meant} (${namer.of(meant)})` : ", such as en (English), es (Spanish) or fr (French)"}`,
    });
  })
  // The editor offers the languages by their names (admin/checked-fields.ts), written as codes.
  .meta({ "x-widget": "language" });

const yes = z.boolean().optional();

export const accessSchema = z
  .strictObject({
    /** Captions on the screen for everyone (OC). */
    openCaptions: yes,
    /** Captions on a personal device or an app, for those who ask (CC). */
    closedCaptions: yes,
    /** The languages of the subtitles on the screen, as codes: [en, fr]. */
    subtitles: z.array(languageCode).min(1, "lists at least one language, or leave subtitles out").optional(),
    /** Audio description, and how it reaches the visitor: headsets, greta (the Greta app) or app. */
    audioDescription: z.enum(audioDescriptionWays).optional(),
    /** Which sign language an interpreter signs, by its short form: BSL, ASL, LSF, DGS, LSE… */
    signLanguage: z.enum(signLanguages).optional(),
    /** What is signed: the film, or the Q&A after it (qa). */
    signLanguageFor: z.enum(signedParts).optional(),
    relaxed: yes,
    autismFriendly: yes,
    dementiaFriendly: yes,
    stepFree: yes,
    wheelchairSpaces: yes,
    hearingLoop: yes,
  })
  .superRefine((a, ctx) => {
    if (a.signLanguageFor !== undefined && a.signLanguage === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["signLanguageFor"],
        message: `says what is signed, but not in which sign language: add signLanguage, with its short form (BSL, ASL, LSF, DGS…)`,
      });
  });

export type Access = z.infer<typeof accessSchema>;

/**
 * The film's access versions, for audiences and exhibitors alike (content/film.yaml, access): the
 * languages of its audio description and of its captions for the deaf and hard of hearing, and a
 * version with a sign language interpreter in the picture.
 */
export const filmAccessSchema = z.strictObject({
  /** The languages an audio-described version is described in: [en, es]. */
  audioDescription: z.array(languageCode).min(1, "lists at least one language, or leave audioDescription out").optional(),
  /** The languages of its captions for the deaf and hard of hearing (SDH): [en]. */
  captions: z.array(languageCode).min(1, "lists at least one language, or leave captions out").optional(),
  /** A version signed in the picture, by the sign language's short form: [BSL]. */
  signLanguage: z.array(z.enum(signLanguages)).min(1, "lists at least one sign language, or leave signLanguage out").optional(),
});
export type FilmAccess = z.infer<typeof filmAccessSchema>;

/**
 * What a screening copy carries for access (content/screening-copies.yaml, access): an audio
 * description track (a DCP's VI-N), a DCP's hearing-impaired track (HI), closed captions (a DCP's
 * CCAP, caption files beside a file copy) or captions burnt into the picture.
 */
export const copyAccessSchema = z.strictObject({
  audioDescription: yes,
  hearingImpaired: yes,
  closedCaptions: yes,
  openCaptions: yes,
});
export type CopyAccess = z.infer<typeof copyAccessSchema>;

/**
 * What a release offers (content/releases.yaml, access), as the platform or cinema says it: an
 * audio-described version, subtitles for the deaf and hard of hearing, the subtitle and dubbed languages.
 */
export const releaseAccessSchema = z.strictObject({
  audioDescription: yes,
  captions: yes,
  /** The subtitles' languages, as codes: [en, fr]. */
  subtitles: z.array(languageCode).min(1, "lists at least one language, or leave subtitles out").optional(),
  /** The languages it is dubbed in, as codes: [es, de]. */
  dubbed: z.array(languageCode).min(1, "lists at least one language, or leave dubbed out").optional(),
});
export type ReleaseAccess = z.infer<typeof releaseAccessSchema>;
