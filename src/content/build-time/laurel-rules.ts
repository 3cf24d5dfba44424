import { slugOf } from "../../lib/words.ts";
import type { SubmissionEntry as Submission } from "./schema/types.ts";
import { laurelStatuses } from "./submission-statuses.ts";

// Which festivals give the film a laurel, and what each one says. Build time: the content
// loader (scripts/prepare/content/load-collections.ts) writes the laurels for the pages to
// src/generated/content/<lang>/laurels.json, so none of this ships to the browser. Free of zod and of
// generated data. The statuses that earn one are submission-statuses.ts's.

export type LaurelStatus = (typeof laurelStatuses)[number];

export type Laurel = {
  /** The file name of its images: public/laurels/<slug>.svg. */
  slug: string;
  festival: string;
  status: LaurelStatus;
  /** The status as the laurel prints it, in the laurel's language (content/words/submissions.yaml). */
  label: string;
  award?: string;
  section?: string;
  premiere?: string;
  year?: number;
  /** Every word on it, in reading order: the images' alt text and the SVG's title. */
  alt: string;
};

export const isLaurelStatus = (status: string): status is LaurelStatus => (laurelStatuses as readonly string[]).includes(status);

/** The statuses as a language prints them on a laurel; English says them as content names them. */
export type LaurelStatusWords = Record<LaurelStatus, string>;
const statusesAsNamed = Object.fromEntries(laurelStatuses.map((s) => [s, s])) as LaurelStatusWords;

/** The laurel a submission earns, or none while the festival has not said yes. */
export function laurelOf(s: Submission, referenceName = s.name, statusWords: LaurelStatusWords = statusesAsNamed): Laurel | undefined {
  if (!isLaurelStatus(s.status)) return undefined;
  const award = s.status === "Official Selection" ? undefined : s.award;
  const label = statusWords[s.status];
  const alt = [label, award, s.name, s.section, s.premiere, s.year].filter((x) => x !== undefined).join(", ");
  return {
    // From the name in the first language, in every language, so the images keep their file names.
    slug: slugOf(referenceName),
    festival: s.name,
    status: s.status,
    label,
    ...(award === undefined ? {} : { award }),
    ...(s.section === undefined ? {} : { section: s.section }),
    ...(s.premiere === undefined ? {} : { premiere: s.premiere }),
    ...(s.year === undefined ? {} : { year: s.year }),
    alt,
  };
}

/**
 * Every laurel, in the order of the submissions, and the featured ones: those `laurels:` names
 * (the festivals' names in the first language, `referenceNames` in another language), in its order, or all of
 * them when it is not given; their statuses in `statusWords`, the language's words for them.
 */
export function laurelsOf(
  list: readonly Submission[],
  featuredNames?: readonly string[],
  referenceNames: readonly string[] = list.map((s) => s.name),
  statusWords: LaurelStatusWords = statusesAsNamed,
): { all: Laurel[]; featured: Laurel[] } {
  const withNames = list.map((s, i) => ({ english: referenceNames[i]!, laurel: laurelOf(s, referenceNames[i], statusWords) }));
  const all = withNames.flatMap((w) => w.laurel ?? []);
  const featured = featuredNames
    ? featuredNames.flatMap((n) => withNames.find((w) => w.english === n && w.laurel !== undefined)?.laurel ?? [])
    : all;
  return { all, featured };
}
