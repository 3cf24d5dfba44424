import { film } from "./film";
import { allSubmissions, featuredLaurelNames } from "./festivals";
import { laurelStatuses } from "./laurel-statuses";
import type { Submission } from "./schema";

// A festival that said yes gives the film a laurel: the wreath with the status, the award, the
// festival's name and the edition. The build draws each one (scripts/prepare/assets/laurels.ts)
// into public/laurels; the pages show them as plain images, so they cost no script.

export type LaurelStatus = (typeof laurelStatuses)[number];

export type Laurel = {
  /** The file name of its images: public/laurels/<slug>.svg. */
  slug: string;
  festival: string;
  status: LaurelStatus;
  award?: string;
  section?: string;
  premiere?: string;
  year?: number;
  /** Every word on it, in reading order: the images' alt text and the SVG's title. */
  alt: string;
};

/** The drawing's size in CSS pixels (its viewBox); pages scale it by height. */
export const laurelSize = { width: 480, height: 400 };

export const isLaurelStatus = (status: string): status is LaurelStatus => (laurelStatuses as readonly string[]).includes(status);

/** "Göteborg Film Festival" is "goteborg-film-festival". */
export const slugOf = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The laurel a submission earns, or none while the festival has not said yes. */
export function laurelOf(s: Submission): Laurel | undefined {
  if (!isLaurelStatus(s.status)) return undefined;
  const award = s.status === "Official Selection" ? undefined : s.award;
  const alt = [s.status, award, s.name, s.section, s.premiere, s.year].filter((x) => x !== undefined).join(", ");
  return {
    slug: slugOf(s.name),
    festival: s.name,
    status: s.status,
    ...(award === undefined ? {} : { award }),
    ...(s.section === undefined ? {} : { section: s.section }),
    ...(s.premiere === undefined ? {} : { premiere: s.premiere }),
    ...(s.year === undefined ? {} : { year: s.year }),
    alt,
  };
}

/**
 * Every laurel, in the order of the submissions, and the featured ones: those `laurels:` names,
 * in its order, or all of them when it is not given.
 */
export function laurelsOf(list: readonly Submission[], featuredNames?: readonly string[]): { all: Laurel[]; featured: Laurel[] } {
  const all = list.flatMap((s) => laurelOf(s) ?? []);
  const featured = featuredNames ? featuredNames.flatMap((n) => all.find((l) => l.festival === n) ?? []) : all;
  return { all, featured };
}

const both = laurelsOf(allSubmissions, featuredLaurelNames);
/** Every laurel the film has earned: the Festivals page's badges and the laurels download. */
export const allLaurels = both.all;
/** The laurels that lead: Home, the Festivals and Press pages' rows, the link preview, the press package cover. */
export const laurels = both.featured;

export const laurelPath = (l: Pick<Laurel, "slug">, variant: "light" | "dark" = "light") =>
  `/laurels/${l.slug}${variant === "dark" ? "-dark" : ""}.svg`;

/** The laurels download: every laurel as SVG and as a transparent PNG, light and dark. */
export const laurelsArchiveName = `${film.title}-Laurels.zip`;
/** Where the build writes the download (a function: the file exists only while there are laurels). */
export const laurelsArchivePath = () => `/laurels/${laurelsArchiveName}`;
