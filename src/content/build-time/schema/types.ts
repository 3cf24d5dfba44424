// The types the site reads: each content type in one language. Pages and builders import these
// (`import type`), so no schema reaches the browser; nothing in the schemas imports this module.
import type { z } from "zod";
import type { captionSchema } from "./captions.ts";
import type { downloadItemSchema, downloadKindSchema } from "./downloads.ts";
import type { festivalsSchema, submissionSchema, submissionStatusSchema, targetFestivalSchema } from "./festivals.ts";
import type { filmSchema } from "./film.ts";
import type { extendedStillSchema, imageSchema, moodSchema, subjectSchema } from "./images.ts";
import type { linkSchema } from "./links.ts";
import type { Localized } from "./localize.ts";
import type { castMemberSchema, crewMemberSchema, departmentSchema, supportingCastSchema } from "./people.ts";
import type { releaseSchema } from "./releases.ts";
import type { reviewSchema } from "./reviews.ts";
import type { screeningCopySchema } from "./screening-copies.ts";
import type { screeningSchema } from "./screenings.ts";
import type { textsSchema } from "./texts.ts";

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
/** A crew member, marked when they are the director of photography (the first of the Camera department). */
export type CrewMember = L<typeof crewMemberSchema> & { isCinematographer: boolean };
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;
/** A submission as content/festivals.yaml gives it. */
export type SubmissionEntry = L<typeof submissionSchema>;
/** A submission as the pages read it, its place and notification month written in their language ("Sevilla, España", "octubre de 2025"). */
export type Submission = SubmissionEntry & { location: string; notificationMonth: string };
/** content/festivals.yaml as the pages read it. */
export type Festivals = Omit<L<typeof festivalsSchema>, "submissions"> & { submissions: Submission[] };
export type TargetFestival = L<typeof targetFestivalSchema>;
export type DownloadKind = z.infer<typeof downloadKindSchema>;
export type DownloadItem = L<typeof downloadItemSchema>;
export type ExternalLink = z.infer<typeof linkSchema>;
export type Film = L<typeof filmSchema> & Pick<L<typeof textsSchema>, "synopsis">;
export type Review = L<typeof reviewSchema>;
export type Screening = L<typeof screeningSchema>;
export type Release = L<typeof releaseSchema>;
export type ScreeningCopy = L<typeof screeningCopySchema>;
/** A line of the facts tables: a label and its value, in one language (src/content/facts.ts). */
export type LabelValue = { label: string; value: string };
