// Zod schemas for every file of content/ (src/content/build-time/collections.ts). They run at build time
// (scripts/prepare/content/load-collections.ts); pages import only the inferred types, so zod never ships to the browser.
import { z } from "zod";
import { navWordsKeysOf, pages, wordsKeyOf } from "../../config/pages.ts";
import { creditProblem } from "../credit-rules.ts";
import { laurelStatuses, submissionStatuses } from "./submission-statuses.ts";
import type { Lang } from "../../lib/languages.ts";

const text = z.string().trim().min(1, "must not be empty");

/** The message a text written once, where it needs both languages, gets (after its field's name). */
export const oneLanguageOnly = "is written in one language only: write it twice, under en: (English) and es: (Spanish)";
/**
 * A text the reader reads: English under `en:`, Spanish under `es:`. A text with one of the two
 * is refused before the schema runs (load-collections.ts names the missing language).
 */
const localized = z.strictObject(
  { en: text, es: text },
  { error: (issue) => (issue.code === "invalid_type" ? oneLanguageOnly : undefined) },
);
/** A name (a person, a festival, a character): one text for both languages, or en:/es: where Spanish has its own usual form (Berlinale). */
const nameText = z.union([text, localized]);

/** Paragraphs separated by a blank line; a line break inside a paragraph is a space, as in Markdown. */
export const paragraphsOf = (block: string) =>
  block
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, " ").trim())
    .filter((p) => p !== "");
const paragraph = (t: string) => paragraphsOf(t).join(" ");
/** A long text in both languages, as a list of paragraphs in each. */
const localizedParagraphs = localized.transform(({ en, es }) => ({ en: paragraphsOf(en), es: paragraphsOf(es) }));
/** One paragraph in both languages (a block written over several lines reads as one line). */
const localizedParagraph = localized.transform(({ en, es }) => ({ en: paragraph(en), es: paragraph(es) }));

/**
 * What the site reads of a content file in one language: each en:/es: pair is the text of that
 * language, and a name written once is the same in both.
 */
export type Localized<T> = T extends { en: infer V; es: unknown }
  ? V
  : T extends readonly (infer U)[]
    ? Localized<U>[]
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T;

/** `data` in one language: every en:/es: pair becomes the text of `lang`. */
export function localize<T>(data: T, lang: Lang): Localized<T> {
  if (Array.isArray(data)) return data.map((item: unknown) => localize(item, lang)) as Localized<T>;
  if (typeof data === "object" && data !== null) {
    const keys = Object.keys(data);
    if (keys.length === 2 && keys.includes("en") && keys.includes("es")) return (data as Record<Lang, unknown>)[lang] as Localized<T>;
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, localize(v, lang)])) as Localized<T>;
  }
  return data as Localized<T>;
}
/** The English of a name or text, as other files refer to it. */
export const englishOf = (t: string | { en: string }) => (typeof t === "string" ? t : t.en);
/** Any address a mail program accepts, accents included (prensa@película.es), on a domain with a dot. */
export const emailSchema = z.email({ pattern: z.regexes.unicodeEmail, error: "is not a valid e-mail address" }).regex(/@[^@]+\.[^@.]+$/, {
  error: "is not a valid e-mail address",
});
// "x-widget": the editor offers a picker of content/uploads, with upload, for these fields.
const imageFile = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*\.(jpe?g|png|webp)$/, "must be a lower-case file name in content/uploads")
  .meta({ "x-widget": "image" });

export const moodSchema = z.enum(["dawn", "day", "golden", "dusk", "night", "storm"]);
export const subjectSchema = z.enum(["road", "field", "village", "olives", "travellers", "portrait", "crew"]);

export const imageSchema = z.strictObject({
  file: imageFile,
  alt: localized,
  caption: localized.optional(),
  /** Hints for the stand-in art generator; ignored once a real photo replaces the file. */
  mood: moodSchema,
  subject: subjectSchema,
});

export const extendedStillSchema = imageSchema.extend({ category: localized });

export const castMemberSchema = z.strictObject({
  name: text,
  /** A character's name is written once; a description of one ("The Mechanic") in both languages. */
  role: nameText,
  description: localized,
  bio: localizedParagraph,
  isLead: z.boolean(),
  special: z.enum(["Star"]).optional(),
  headshot: imageSchema,
});

export const supportingCastSchema = z.strictObject({ name: text, role: nameText });

export const departmentSchema = z.enum(["Direction", "Camera", "Music", "Sound", "Post"]);
export const crewMemberSchema = z.strictObject({
  name: text,
  role: localized,
  description: localized,
  department: departmentSchema,
  /** Was on set during the shoot; the Behind the Scenes strapline counts these. */
  onSet: z.boolean(),
});

export const submissionStatusSchema = z.enum(submissionStatuses);
export const submissionSchema = z.strictObject({
  name: nameText,
  location: text,
  /** The month the festival announces its selection: 2025-10. */
  notificationDate: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a year and month, like 2025-10"),
  tier: z.enum(["Tier 1", "Tier 2"]),
  status: submissionStatusSchema,
  judgingStatus: localized,
  /** Where a selection screens, e.g. "New Directors": the festival's own name for it. */
  section: nameText.optional(),
  premiere: z
    .strictObject({
      en: z.string().regex(/^[A-Z][\p{L} -]* Premiere$/u, 'must read like "World Premiere" or "UK Premiere"'),
      es: text,
    })
    .optional(),
  /** The award won or nominated for, e.g. "Best First Feature". */
  award: localized.optional(),
  /** The edition the film is in. */
  year: z.number().int().min(2024).max(2100).optional(),
});

export const targetCategorySchema = z.enum(["International A-List", "European Focus", "UK Focus"]);
export const targetFestivalSchema = z.strictObject({
  name: nameText,
  deadline: localized,
  category: targetCategorySchema,
  reason: localized,
});

/** content/festivals.yaml: the submissions, the festivals aimed for next and the laurels to feature. */
export const festivalsSchema = z
  .strictObject({
    submissions: z.array(submissionSchema).min(1),
    targets: z.array(targetFestivalSchema).min(1),
    /** Festival names, in the order their laurels lead on Home, the link preview and the press package cover. */
    laurels: z.array(text).optional(),
  })
  .superRefine((data, ctx) => {
    const byName = new Map(data.submissions.map((s) => [englishOf(s.name), s]));
    const seen = new Set<string>();
    data.laurels?.forEach((name, i) => {
      const s = byName.get(name);
      const problem =
        s === undefined
          ? `laurel "${name}" names a festival that is not in submissions; write its name as it is there`
          : !(laurelStatuses as readonly string[]).includes(s.status)
            ? `laurel "${name}" has status ${s.status}; laurels are for ${laurelStatuses.slice(0, -1).join(", ")} or ${laurelStatuses.at(-1)}`
            : seen.has(name)
              ? `laurel "${name}" is listed twice; keep one`
              : undefined;
      seen.add(name);
      // A whole sentence: the loader prints it as it is, after the file and line.
      if (problem) ctx.addIssue({ code: "custom", path: ["laurels", i], message: problem, params: { sentence: true } });
    });
  });

const httpsUrl = z.url({ protocol: /^https$/, error: "must be a full https:// link" });
/** A date and time with its UTC offset, as the venue's clock reads it: 2026-03-14T19:30:00+01:00. */
const localDateTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$/,
    "needs a date, a time and its UTC offset, like 2026-03-14T19:30+01:00",
  )
  .refine((v) => !Number.isNaN(Date.parse(v)), "is not a date and time that exists");

export const reviewSchema = z.strictObject({
  /** As published: one text, or en:/es: where an approved translation exists. */
  quote: nameText,
  outlet: text,
  critic: text.optional(),
  stars: z
    .number()
    .min(1, "must be from 1 to 5 (halves allowed)")
    .max(5, "must be from 1 to 5 (halves allowed)")
    .multipleOf(0.5, "must be from 1 to 5 (halves allowed)")
    .optional(),
  url: httpsUrl.optional(),
  date: z.iso.date({ error: "needs a date like 2026-03-14" }),
});
/** content/reviews.yaml: what critics said, strongest first. */
export const reviewsSchema = z.strictObject({ reviews: z.array(reviewSchema) });

export const screeningSchema = z.strictObject({
  start: localDateTime,
  end: localDateTime.optional(),
  venue: text,
  /** Written once, or in each language where Spanish has its own name for it (Sevilla, Londres, Reino Unido). */
  city: nameText,
  country: nameText,
  /** A submission's name, in English, when the screening is part of a festival: the pages give it in their language. */
  festival: text.optional(),
  kind: localized,
  tickets: httpsUrl,
  soldOut: z.boolean().optional(),
});
/** content/screenings.yaml: where and when the film plays. */
export const screeningsSchema = z.strictObject({ screenings: z.array(screeningSchema) });

export const downloadKindSchema = z.enum(["press-pdf", "teaser", "screener", "stills-zip", "bts", "laurels"]);
/** The downloads the site makes or serves itself: the build measures their size. */
export const measuredDownloadKinds = ["press-pdf", "stills-zip", "laurels"] as const satisfies readonly z.infer<
  typeof downloadKindSchema
>[];
const measuredWhat: Record<(typeof measuredDownloadKinds)[number], string> = {
  "press-pdf": "the press package PDF, by making it",
  "stills-zip": "the stills archive, from the files of content/uploads",
  laurels: "the laurels download it draws",
};
export const downloadItemSchema = z
  .strictObject({
    kind: downloadKindSchema,
    title: localized,
    description: localized,
    type: nameText,
    /** Only for a file hosted elsewhere (teaser, screener, featurette): as its host states it. */
    size: nameText.optional(),
    protected: z.boolean(),
  })
  .superRefine((item, ctx) => {
    const measured = (measuredDownloadKinds as readonly string[]).includes(item.kind);
    // Whole sentences: the loader prints them as they are, after the file and line.
    if (measured && item.size !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["size"],
        message: `size "${englishOf(item.size)}" is not typed for ${item.kind}: the build measures ${measuredWhat[item.kind as keyof typeof measuredWhat]}; remove the line`,
        params: { sentence: true },
      });
    if (!measured && item.size === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["kind"],
        message: `${item.kind} needs a size ("85 MB"): the file is hosted elsewhere, so nothing measures it; write it as its host states it`,
        params: { sentence: true },
      });
  });

/** The press page's download cards: each kind once. */
export const downloadItemsSchema = z
  .array(downloadItemSchema)
  .refine((items) => downloadKindSchema.options.every((kind) => items.filter((i) => i.kind === kind).length === 1), {
    error: `must hold each download once: ${downloadKindSchema.options.join(", ")}`,
  });

export const labelValueSchema = z.object({ label: text, value: text });
export type LabelValue = z.infer<typeof labelValueSchema>;

/** content/downloads.yaml: the press page's download cards. */
export const downloadsSchema = z.strictObject({ downloadItems: downloadItemsSchema });

/** The link rules (scripts/prepare/content/content-links.ts) check the address, with their own words. */
export const linkSchema = z.strictObject({ label: text, href: z.string() });

export const filmSchema = z.strictObject({
  title: text,
  tagline: localized,
  genre: localized,
  format: localized,
  year: z.number().int().min(1900),
  runtimeMinutes: z.number().int().positive(),
  budgetGBP: z.number().int().positive(),
  shootingDays: z.number().int().positive(),
  productionStart: z.iso.date(),
  productionEnd: z.iso.date(),
  location: localized,
  region: localized,
  releaseDate: z.iso.date(),
  premiereVenue: text,
  languages: z.array(z.strictObject({ code: z.string().length(2), name: localized })).min(1),
  subtitles: z.array(localized).min(1),
  aspectRatio: text,
  audio: localized,
  colour: localized,
  camera: localized,
  recordingFormat: localized,
  productionCompanies: z.array(text).min(1),
  copyrightHolder: text,
  developmentStages: z.array(z.strictObject({ stage: localized, when: localized, detail: localized })),
  postProductionStages: z.array(z.strictObject({ stage: localized, when: localized, detail: localized })),
});

// The files of content/ beyond the festivals, reviews and screenings. Lists whose size is a
// fact of the film (cast, crew, stills) take any number of entries, at least one, so adding a
// person or a still is one edit; the press package lays out exactly six stills, two a page.

/** content/film.yaml: the facts; the long texts are in content/texts.yaml. */
export const filmFactsSchema = filmSchema;

/** content/texts.yaml: the long texts, each a list of paragraphs in each language. */
export const textsSchema = z.strictObject({
  synopsis: localizedParagraphs,
  directorsStatement: localizedParagraphs,
  festivalStrategy: localizedParagraphs,
  releaseStrategy: z.array(z.strictObject({ title: localized, text: localizedParagraph })).min(1),
});

/**
 * content/people.yaml, each lead's bio with them. The press page and package name a director, a
 * director of photography and the two leads (the first two).
 */
export const peopleSchema = z
  .strictObject({
    principalCast: z.array(castMemberSchema).min(2),
    supportingCast: z.array(supportingCastSchema).min(1),
    keyCrew: z.array(crewMemberSchema).min(1),
  })
  .superRefine(({ keyCrew }, ctx) => {
    if (!keyCrew.some((c) => c.department === "Direction"))
      ctx.addIssue({ code: "custom", path: ["keyCrew"], message: "needs someone with department: Direction (the director)" });
    if (!keyCrew.some((c) => c.role.en === "Director of Photography"))
      ctx.addIssue({ code: "custom", path: ["keyCrew"], message: "needs someone with role: Director of Photography" });
  });

/** content/stills.yaml: every image on the site, by where it appears. */
export const stillsSchema = z.strictObject({
  keyArt: imageSchema,
  poster: imageSchema,
  journeyStills: z.array(imageSchema).min(1),
  /** The press package's stills, two a page: file names of journey stills. */
  pressStills: z.array(imageFile).length(6),
  extendedStills: z.array(extendedStillSchema).min(1),
  onSetPhotos: z.array(imageSchema).min(1),
  filmStills: z.array(imageSchema).min(1),
  thunderstormNote: localized,
  directorQuotes: z.array(z.strictObject({ quote: localized, attribution: localized })).min(1),
});

/** One image's press caption: who and what, the credit to print, and a copyright line where it is not the film's own. */
export const captionSchema = z.strictObject({
  file: imageFile,
  caption: localized,
  credit: localized,
  copyright: text.optional(),
});

/**
 * content/captions.yaml: the press caption of every file of content/uploads, each file once, each
 * credit in a form the creator's name can be read from (it is written into the file).
 */
export const captionsSchema = z.strictObject({ captions: z.array(captionSchema).min(1) }).superRefine(({ captions }, ctx) => {
  captions.forEach((c, i) => {
    const credit = creditProblem(c.credit);
    if (credit) ctx.addIssue({ code: "custom", path: ["captions", i, "credit"], message: credit, params: { sentence: true } });
    if (captions.findIndex((other) => other.file === c.file) < i)
      ctx.addIssue({
        code: "custom",
        path: ["captions", i, "file"],
        message: `${c.file} has a caption already above; keep one entry per file`,
        params: { sentence: true },
      });
  });
});

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

/** content/contact.yaml. The link rules check the e-mail and phone: any address, any international number. */
export const contactSchema = z.strictObject({
  pressContact: z.strictObject({ name: text, role: localized, email: z.string(), phone: z.string() }),
  mailSubjects: z.strictObject({ screener: localized, interview: localized }),
});

const message = z.strictObject({ title: localized, description: localized });
const downloadMessages = z.strictObject({ start: message, success: message, failure: message });
/** content/notifications.yaml: what each download says, preparing, then done or failed. */
export const notificationsSchema = z.strictObject({
  notifications: z.strictObject({
    stills: downloadMessages,
    chosenStills: downloadMessages,
    pdf: downloadMessages,
    strategy: downloadMessages,
    bts: message,
  }),
});

/**
 * A file of content/words/: the words of the site's pages, dialogs and buttons, by part of the
 * page, each in both languages. `{name}` in a text is filled in by the page ("{count} Festivals").
 */
export const wordsSchema = z.record(z.string(), z.record(z.string(), localized));

/**
 * content/words/common.yaml: the words every page shares, with the navigation's link to each page
 * it shows under `nav:` by the page's id as one word (src/config/pages.ts), and no link for another.
 */
export const commonWordsSchema = wordsSchema.superRefine(({ nav = {} }, ctx) => {
  const keys = navWordsKeysOf(pages);
  const navPages = pages.filter((p) => p.inNav);
  for (const page of navPages)
    if (!(wordsKeyOf(page.id) in nav))
      ctx.addIssue({
        code: "custom",
        path: ["nav"],
        message: `nav has no link for the page ${page.path}: write its words under nav: as ${wordsKeyOf(page.id)}:, in English and Spanish`,
        params: { sentence: true },
      });
  for (const key of Object.keys(nav))
    if (!keys.includes(key))
      ctx.addIssue({
        code: "custom",
        path: ["nav", key],
        message: `nav has a link "${key}", but the navigation shows no page of that name: its pages are ${keys.join(", ")}`,
        params: { sentence: true },
      });
});

// The types the site reads: each content type in one language.
type L<S extends z.ZodType> = Localized<z.infer<S>>;
export type Image = L<typeof imageSchema>;
export type ExtendedStill = L<typeof extendedStillSchema>;
export type Caption = L<typeof captionSchema>;
export type Mood = z.infer<typeof moodSchema>;
export type Subject = z.infer<typeof subjectSchema>;
/** A principal cast member as the pages read them; the bio is the press package's (src/content/bios.ts). */
export type CastMember = Omit<L<typeof castMemberSchema>, "bio">;
export type SupportingCastMember = L<typeof supportingCastSchema>;
export type Department = z.infer<typeof departmentSchema>;
/** A crew member, marked when they are the director of photography (found by the English role). */
export type CrewMember = L<typeof crewMemberSchema> & { isCinematographer: boolean };
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;
/** A submission as content/festivals.yaml gives it. */
export type SubmissionEntry = L<typeof submissionSchema>;
/** A submission as the pages read it, its notification month written in their language ("October 2025"). */
export type Submission = SubmissionEntry & { notificationMonth: string };
/** content/festivals.yaml as the pages read it. */
export type Festivals = Omit<L<typeof festivalsSchema>, "submissions"> & { submissions: Submission[] };
export type TargetFestival = L<typeof targetFestivalSchema>;
export type DownloadKind = z.infer<typeof downloadKindSchema>;
export type DownloadItem = L<typeof downloadItemSchema>;
export type ExternalLink = z.infer<typeof linkSchema>;
export type Film = L<typeof filmSchema> & Pick<L<typeof textsSchema>, "synopsis">;
export type Review = L<typeof reviewSchema>;
export type Screening = L<typeof screeningSchema>;
