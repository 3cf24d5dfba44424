import { monthNames as longMonths } from "../lib/words";
import { film } from "./film";
import { allSubmissions, submissions, targetFestivals } from "./festivals";
import { keyCrew, principalCast, supportingCast } from "./people";
import { extendedStills, journeyStills } from "./stills";
import type { LabelValue } from "./schema";

// Every figure a page or PDF prints is formatted here from the raw facts, so the same fact
// always reads the same way. Counts come from the lists, never typed.

// Formatted by hand: the first Intl.NumberFormat in a page loads ICU data, a long task on
// every route's first load for one figure (measured: docs/benchmarks.md, history).
export function gbp(amount: number): string {
  return `£${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}
const shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec"];
const smallNumbers = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

function parts(isoDate: string) {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return { y, m: m - 1, d };
}
function ordinal(n: number): string {
  const rem100 = n % 100;
  if (rem100 >= 11 && rem100 <= 13) return `${n}th`;
  return `${n}${{ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th"}`;
}
/** "four", "five"... for counts up to ten, digits beyond. */
export function countWord(n: number): string {
  return smallNumbers[n] ?? String(n);
}
export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const start = parts(film.productionStart);
const end = parts(film.productionEnd);
const release = parts(film.releaseDate);

export const facts = {
  title: film.title,
  year: String(film.year),
  /** Standing alone: "Runtime: 97 minutes". */
  runtime: `${film.runtimeMinutes} minutes`,
  /** Before a noun, as a compound adjective: "a 97-minute melodrama". */
  runtimeAdjective: `${film.runtimeMinutes}-minute`,
  runtimeTitle: `${film.runtimeMinutes} Minutes`,
  budget: gbp(film.budgetGBP),
  budgetShort: `£${film.budgetGBP / 1000}k`,
  shootingDays: `${film.shootingDays} shooting days`,
  shootingDaysShort: `${film.shootingDays} Days`,
  productionDates:
    start.m === end.m && start.y === end.y
      ? `${ordinal(start.d)}–${ordinal(end.d)} ${longMonths[end.m]} ${end.y}`
      : `${ordinal(start.d)} ${longMonths[start.m]} ${start.y} – ${ordinal(end.d)} ${longMonths[end.m]} ${end.y}`,
  productionMonth: `${longMonths[start.m]} ${start.y}`,
  releaseDate: `${release.d} ${shortMonths[release.m]} ${release.y}`,
  premiere: `${release.d} ${shortMonths[release.m]} ${release.y}, ${film.premiereVenue}`,
  languages: film.languages.map((l) => l.name).join(", "),
  languageCodes: film.languages.map((l) => l.code).join("/"),
  subtitles: film.subtitles.join(", "),
  aspectRatio: film.aspectRatio,
  audio: film.audio,
  location: film.location,
  presenters: `${film.productionCompanies.join(" & ")} present`,
  submissionsCount: submissions.length,
  festivalsBadge: `${submissions.length} Festivals`,
  submittedTo: `Submitted to ${allSubmissions.length} festivals`,
  targetsCount: targetFestivals.length,
  principalCastCount: principalCast.length,
  supportingCastCount: supportingCast.length,
  keyCrewCount: keyCrew.length,
  journeyCount: journeyStills.length,
  extendedCount: extendedStills.length,
  copyright: `© ${film.year} ${film.copyrightHolder}. All rights reserved.`,
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
export const technicalSpecs: LabelValue[] = [
  { label: "Runtime", value: facts.runtime },
  { label: "Aspect Ratio", value: film.aspectRatio },
  { label: "Audio", value: film.audio },
  { label: "Languages", value: facts.languages },
  { label: "Subtitles", value: facts.subtitles },
  { label: "Color", value: film.colour },
  { label: "Camera", value: film.camera },
  { label: "Format", value: film.recordingFormat },
];

/** The Behind the Scenes strapline: on-set crew, principal cast, days and budget. */
export const strapline = `${capitalise(countWord(keyCrew.filter((c) => c.onSet).length))} crew. ${capitalise(
  countWord(principalCast.length),
)} stars. ${film.shootingDays} days. A ${facts.budget} budget.`;

/** Home footer line: runtime, location, budget, days. */
export const footerFacts = [facts.runtime, `Filmed in ${film.location}`, `${facts.budget} Budget`, facts.shootingDaysShort];

/** The About page's production timeline, from development to premiere. */
export const productionTimeline = [
  ...film.developmentStages,
  {
    stage: "Principal photography",
    when: facts.productionDates,
    detail: `${facts.shootingDays} on location in ${film.location}.`,
  },
  ...film.postProductionStages,
  { stage: "World premiere", when: facts.releaseDate, detail: film.premiereVenue },
];

/** The About page's technical details card. */
export const technicalDetails: LabelValue[] = [
  { label: "Format", value: film.format },
  { label: "Genre", value: `${film.genre}, road movie` },
  { label: "Year", value: facts.year },
  { label: "Runtime", value: facts.runtime },
  { label: "Languages", value: facts.languages },
  { label: "Location", value: film.region },
  { label: "Shoot", value: `${facts.shootingDays}, ${facts.productionDates}` },
  { label: "Budget", value: facts.budget },
];
