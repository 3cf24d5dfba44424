// Zod schemas for every file of content/ (src/content/collections.ts). They run at build time
// (scripts/prepare/content/load-collections.ts); pages import only the inferred types, so zod never ships to the browser.
import { z } from "zod";
import { creditProblem } from "./caption-rules.ts";
import { laurelStatuses } from "./laurel-rules.ts";

const text = z.string().trim().min(1, "must not be empty");
/** Any address a mail program accepts, accents included (prensa@película.es), on a domain with a dot. */
export const emailSchema = z.email({ pattern: z.regexes.unicodeEmail, error: "is not a valid e-mail address" }).regex(/@[^@]+\.[^@.]+$/, {
  error: "is not a valid e-mail address",
});
const imageFile = z.string().regex(/^[a-z0-9][a-z0-9-]*\.(jpe?g|png|webp)$/, "must be a lower-case file name in content/uploads");

export const moodSchema = z.enum(["dawn", "day", "golden", "dusk", "night", "storm"]);
export const subjectSchema = z.enum(["road", "field", "village", "olives", "travellers", "portrait", "crew"]);

export const imageSchema = z.strictObject({
  file: imageFile,
  alt: text,
  caption: text.optional(),
  /** Hints for the stand-in art generator; ignored once a real photo replaces the file. */
  mood: moodSchema,
  subject: subjectSchema,
});

export const extendedStillSchema = imageSchema.extend({ category: text });

export const castMemberSchema = z.strictObject({
  name: text,
  role: text,
  description: text,
  bio: text,
  isLead: z.boolean(),
  special: z.enum(["Star"]).optional(),
  headshot: imageSchema,
});

export const supportingCastSchema = z.strictObject({ name: text, role: text });

export const departmentSchema = z.enum(["Direction", "Camera", "Music", "Sound", "Post"]);
export const crewMemberSchema = z.strictObject({
  name: text,
  role: text,
  description: text,
  department: departmentSchema,
  /** Was on set during the shoot; the Behind the Scenes strapline counts these. */
  onSet: z.boolean(),
});

export const submissionStatusSchema = z.enum(["In Consideration", "Official Selection", "Nominee", "Winner", "Not Selected"]);
export const submissionSchema = z.strictObject({
  name: text,
  location: text,
  notificationDate: text,
  tier: z.enum(["Tier 1", "Tier 2"]),
  status: submissionStatusSchema,
  judgingStatus: text,
  /** Where a selection screens, e.g. "New Directors". */
  section: text.optional(),
  premiere: z
    .string()
    .regex(/^[A-Z][\p{L} -]* Premiere$/u, 'must read like "World Premiere" or "UK Premiere"')
    .optional(),
  /** The award won or nominated for, e.g. "Best First Feature". */
  award: text.optional(),
  /** The edition the film is in. */
  year: z.number().int().min(2024).max(2100).optional(),
});

export const targetCategorySchema = z.enum(["International A-List", "European Focus", "UK Focus"]);
export const targetFestivalSchema = z.strictObject({
  name: text,
  deadline: text,
  category: targetCategorySchema,
  reason: text,
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
    const byName = new Map(data.submissions.map((s) => [s.name, s]));
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
  quote: text,
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
  city: text,
  country: text,
  /** A submission's name, when the screening is part of a festival. */
  festival: text.optional(),
  kind: text,
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
    title: text,
    description: text,
    type: text,
    /** Only for a file hosted elsewhere (teaser, screener, featurette): as its host states it. */
    size: text.optional(),
    protected: z.boolean(),
  })
  .superRefine((item, ctx) => {
    const measured = (measuredDownloadKinds as readonly string[]).includes(item.kind);
    // Whole sentences: the loader prints them as they are, after the file and line.
    if (measured && item.size !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["size"],
        message: `size "${item.size}" is not typed for ${item.kind}: the build measures ${measuredWhat[item.kind as keyof typeof measuredWhat]}; remove the line`,
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

/** content/downloads.yaml: the press page's download cards. */
export const downloadsSchema = z.strictObject({ downloadItems: downloadItemsSchema });

/** The link rules (scripts/prepare/content/content-links.ts) check the address, with their own words. */
export const linkSchema = z.strictObject({ label: text, href: z.string() });

export const filmSchema = z.strictObject({
  title: text,
  tagline: text,
  genre: text,
  format: text,
  year: z.number().int().min(1900),
  runtimeMinutes: z.number().int().positive(),
  budgetGBP: z.number().int().positive(),
  shootingDays: z.number().int().positive(),
  productionStart: z.iso.date(),
  productionEnd: z.iso.date(),
  location: text,
  region: text,
  releaseDate: z.iso.date(),
  premiereVenue: text,
  languages: z.array(z.strictObject({ code: z.string().length(2), name: text })).min(1),
  subtitles: z.array(text).min(1),
  aspectRatio: text,
  audio: text,
  colour: text,
  camera: text,
  recordingFormat: text,
  productionCompanies: z.array(text).min(1),
  synopsis: z.array(text).min(1),
  directorStatement: z.array(text).min(1),
  releaseStrategy: z.array(z.strictObject({ title: text, text })).min(1),
  copyrightHolder: text,
  developmentStages: z.array(z.strictObject({ stage: text, when: text, detail: text })),
  postProductionStages: z.array(z.strictObject({ stage: text, when: text, detail: text })),
});

// The files of content/ beyond the festivals, reviews and screenings. Lists whose size is a
// fact of the film (cast, crew, stills) take any number of entries, at least one, so adding a
// person or a still is one edit; the press package lays out exactly six stills, two a page.

/** content/film.yaml: the facts; the long texts are Markdown files of their own. */
export const filmFactsSchema = filmSchema.omit({ synopsis: true, directorStatement: true, releaseStrategy: true });

/** A Markdown file read as paragraphs: content/synopsis.md, content/directors-statement.md. */
export const paragraphsSchema = z.strictObject({ paragraphs: z.array(text).min(1) });
/** A Markdown file read as `## Title` sections of one paragraph each: content/release-strategy.md, content/bios.md. */
export const sectionsSchema = z.strictObject({ sections: z.array(z.strictObject({ title: text, text })).min(1) });

/**
 * content/people.yaml; each lead's bio is in content/bios.md, under their name. The press page
 * and package name a director, a director of photography and the two leads (the first two).
 */
export const peopleSchema = z
  .strictObject({
    principalCast: z.array(castMemberSchema.omit({ bio: true })).min(2),
    supportingCast: z.array(supportingCastSchema).min(1),
    keyCrew: z.array(crewMemberSchema).min(1),
  })
  .superRefine(({ keyCrew }, ctx) => {
    if (!keyCrew.some((c) => c.department === "Direction"))
      ctx.addIssue({ code: "custom", path: ["keyCrew"], message: "needs someone with department: Direction (the director)" });
    if (!keyCrew.some((c) => c.role === "Director of Photography"))
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
  thunderstormNote: text,
  directorQuotes: z.array(z.strictObject({ quote: text, attribution: text })).min(1),
});

/** One image's press caption: who and what, the credit to print, and a copyright line where it is not the film's own. */
export const captionSchema = z.strictObject({
  file: imageFile,
  caption: text,
  credit: text,
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
  pressContact: z.strictObject({ name: text, role: text, email: z.string(), phone: z.string() }),
  mailSubjects: z.strictObject({ screener: text, interview: text }),
});

const message = z.strictObject({ title: text, description: text });
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

export type Image = z.infer<typeof imageSchema>;
export type ExtendedStill = z.infer<typeof extendedStillSchema>;
export type Caption = z.infer<typeof captionSchema>;
export type Mood = z.infer<typeof moodSchema>;
export type Subject = z.infer<typeof subjectSchema>;
export type CastMember = z.infer<typeof castMemberSchema>;
export type SupportingCastMember = z.infer<typeof supportingCastSchema>;
export type Department = z.infer<typeof departmentSchema>;
export type CrewMember = z.infer<typeof crewMemberSchema>;
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;
export type Submission = z.infer<typeof submissionSchema>;
export type TargetFestival = z.infer<typeof targetFestivalSchema>;
export type DownloadKind = z.infer<typeof downloadKindSchema>;
export type DownloadItem = z.infer<typeof downloadItemSchema>;
export type LabelValue = z.infer<typeof labelValueSchema>;
export type ExternalLink = z.infer<typeof linkSchema>;
export type Film = z.infer<typeof filmSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type Screening = z.infer<typeof screeningSchema>;
