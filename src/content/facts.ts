import formatted from "#lang/facts.json";
import { counts, details, specs, timeline } from "#lang/words/facts.json";
import { fillCounted } from "./counted.ts";
import { languageCodes, technicalSpecRows } from "./fact-rows.ts";
import { film } from "./film.ts";
import { allSubmissions, submissions, targetFestivals } from "./festivals.ts";
import { keyCrew, principalCast, supportingCast } from "./people.ts";
import { extendedStills, journeyStills } from "./stills.ts";
import type { LabelValue } from "./build-time/schema/types.ts";
import { accessShown } from "./access-shown.ts";

// Every figure a page or PDF prints is formatted once, so the same fact always reads the same
// way: amounts, dates and phrases in each language's own way by the build
// (build-time/formatted-facts.ts, with Intl there, so no page loads ICU data for
// them), the labels from content/words/facts.yaml. Counts come from the lists, never typed.

export const facts = {
  title: film.title,
  year: String(film.year),
  /** Standing alone: "Runtime: 97 minutes". */
  runtime: formatted.runtime,
  /** Qualifying the film, as a compound adjective: "a 97-minute melodrama" ("un melodrama de 97 minutos"). */
  runtimeAdjective: formatted.runtimeAdjective,
  runtimeTitle: formatted.runtimeTitle,
  /** The genres inside a sentence: "melodrama and road movie" (German keeps its capitals). */
  genreInSentence: formatted.genreInSentence,
  budget: formatted.budget,
  budgetShort: formatted.budgetShort,
  shootingDays: formatted.shootingDays,
  shootingDaysShort: formatted.shootingDaysShort,
  productionDates: formatted.productionDates,
  productionMonth: formatted.productionMonth,
  releaseDate: formatted.releaseDate,
  premiere: formatted.premiere,
  /** The premiere's cinema and its city, as the language names the city: "The Halcyon Picturehouse, Londres". */
  premierePlace: formatted.premierePlace,
  languages: film.languages.map((l) => l.name).join(", "),
  languageCodes: languageCodes(film),
  subtitles: film.subtitles.join(", "),
  aspectRatio: formatted.aspectRatio,
  audio: film.audio,
  location: film.location,
  presenters: formatted.presenters,
  submissionsCount: submissions.length,
  festivalsBadge: fillCounted(counts.festivalsBadge, { count: submissions.length }),
  submittedTo: fillCounted(counts.submittedTo, { count: allSubmissions.length }),
  targetsCount: targetFestivals.length,
  principalCastCount: principalCast.length,
  supportingCastCount: supportingCast.length,
  keyCrewCount: keyCrew.length,
  journeyCount: journeyStills.length,
  extendedCount: extendedStills.length,
  copyright: formatted.copyright,
};

/** The extended gallery's category words, read in order. */
export const extendedLyric = extendedStills.map((s) => s.category).join(" ");

const director = keyCrew.find((c) => c.department === "Direction");
const cinematographer = keyCrew.find((c) => c.isCinematographer);
const [leadActress, coStar] = principalCast;
if (!director || !cinematographer || !leadActress || !coStar) {
  throw new Error("content/people.yaml: key personnel (a director, a director of photography, two leads) are missing");
}
export const keyPersonnel = { director, cinematographer, leadActress, coStar };

/** Technical specifications, shared by the press page and the press package PDF. */
export const technicalSpecs: LabelValue[] = technicalSpecRows(film, formatted, specs, accessShown.versions);

/** The Behind the Scenes strapline: on-set crew, principal cast, days and budget. */
export const strapline = formatted.strapline;

/** Home footer line: runtime, location, budget, days. */
export const footerFacts = formatted.footer;

/** The About page's production timeline, from development to premiere. */
export const productionTimeline = [
  ...film.developmentStages,
  { stage: timeline.principalPhotography, when: formatted.productionDatesHeading, detail: formatted.principalPhotographyDetail },
  ...film.postProductionStages,
  { stage: timeline.worldPremiere, when: facts.releaseDate, detail: formatted.premierePlace },
];

/** The About page's technical details card. */
export const technicalDetails: LabelValue[] = [
  { label: details.format, value: film.format },
  { label: details.genre, value: formatted.genre },
  { label: details.year, value: facts.year },
  { label: details.runtime, value: facts.runtime },
  { label: details.languagesLabel, value: facts.languages },
  ...accessShown.versions,
  { label: details.location, value: film.region },
  { label: details.shoot, value: formatted.shoot },
  { label: details.budget, value: facts.budget },
];
