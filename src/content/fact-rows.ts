// The Press page's tables of the film's facts (its quick facts and technical specifications), made
// from the film's file as read in a language and its facts as the build formats them
// (build-time/formatted-facts.ts): the page, the press PDF and the editor's preview of the film's
// file (admin/preview/) make the same rows with the same code.
import type { CollectionData } from "./build-time/collections.ts";
import type { FormattedFacts } from "./build-time/formatted-facts.ts";
import type { LabelValue } from "./build-time/schema/types.ts";
import type { Lang } from "../lib/languages.ts";
import { asValue, filmAccessVersions, type AccessWords } from "./access.ts";

type Film = CollectionData<"film">;
type Named = { name: string };
/** The four people the quick facts name: the director, the two leads and the director of photography. */
export type KeyPersonnel = { director: Named; leadActress: Named; coStar: Named; cinematographer: Named };
/** A column of the quick facts: its heading and its rows. */
export type FactColumn = { heading: string; rows: LabelValue[] };

type QuickFactLabels = Record<
  | "production"
  | "budget"
  | "shoot"
  | "location"
  | "productionDate"
  | "keyPersonnel"
  | "director"
  | "leadActress"
  | "coStar"
  | "cinematographer"
  | "release"
  | "premiere"
  | "runtime"
  | "spokenLanguages",
  string
>;
type SpecWords = Record<"runtime" | "aspectRatio" | "audio" | "languagesLabel" | "subtitles" | "colour" | "camera" | "format", string>;

/** The spoken languages by their codes, as the quick facts write them: "EN/ES". */
export const languageCodes = (film: Pick<Film, "languages">) => film.languages.map((l) => l.code).join("/");

/** The quick facts: production, key personnel, release. */
export function quickFactColumns(
  film: Film,
  formatted: Pick<FormattedFacts, "budget" | "shootingDays" | "productionMonth" | "releaseDate" | "premierePlace" | "runtime">,
  people: KeyPersonnel,
  labels: QuickFactLabels,
): FactColumn[] {
  return [
    {
      heading: labels.production,
      rows: [
        { label: labels.budget, value: formatted.budget },
        { label: labels.shoot, value: formatted.shootingDays },
        { label: labels.location, value: film.location },
        { label: labels.productionDate, value: formatted.productionMonth },
      ],
    },
    {
      heading: labels.keyPersonnel,
      rows: [
        { label: labels.director, value: people.director.name },
        { label: labels.leadActress, value: people.leadActress.name },
        { label: labels.coStar, value: people.coStar.name },
        { label: labels.cinematographer, value: people.cinematographer.name },
      ],
    },
    {
      heading: labels.release,
      rows: [
        { label: labels.premiere, value: `${formatted.releaseDate}, ${formatted.premierePlace}` },
        { label: labels.runtime, value: formatted.runtime },
        { label: labels.spokenLanguages, value: languageCodes(film) },
      ],
    },
  ];
}

/** The film's access versions as a row of a table of its facts ("Access versions"), when it has some. */
export function accessVersionsRow(film: Film, words: AccessWords, lang: Lang): LabelValue[] {
  const versions = filmAccessVersions(film.access, words, lang);
  return versions.length > 0 ? [{ label: words.versions.label, value: asValue(versions, lang) }] : [];
}

/** The technical specifications, shared by the press page and the press package PDF, the access versions after the subtitles. */
export function technicalSpecRows(
  film: Film,
  formatted: Pick<FormattedFacts, "runtime" | "aspectRatio">,
  specs: SpecWords,
  /** The access versions' row (accessVersionsRow), none when the film has none. */
  accessRow: LabelValue[],
): LabelValue[] {
  return [
    { label: specs.runtime, value: formatted.runtime },
    { label: specs.aspectRatio, value: formatted.aspectRatio },
    { label: specs.audio, value: film.audio },
    { label: specs.languagesLabel, value: film.languages.map((l) => l.name).join(", ") },
    { label: specs.subtitles, value: film.subtitles.join(", ") },
    ...accessRow,
    { label: specs.colour, value: film.colour },
    { label: specs.camera, value: film.camera },
    { label: specs.format, value: film.recordingFormat },
  ];
}
