import { film } from "./film";
import type { Submission, TargetFestival } from "./schema";

// Real festivals are public facts; no festival has answered yet, so every status is In
// Consideration, judging Undecided. "N Festivals" and "Submitted to N festivals" count this list.
const pending = { submissionStatus: "In Consideration", judgingStatus: "Undecided" } as const;

export const submissions = [
  { name: "Leeds International Film Festival", location: "Leeds, UK", notificationDate: "October 2025", tier: "Tier 2", ...pending },
  { name: "Seville European Film Festival", location: "Seville, Spain", notificationDate: "October 2025", tier: "Tier 2", ...pending },
  { name: "Sundance Film Festival", location: "Park City, USA", notificationDate: "December 2025", tier: "Tier 1", ...pending },
  {
    name: "International Film Festival Rotterdam",
    location: "Rotterdam, Netherlands",
    notificationDate: "December 2025",
    tier: "Tier 1",
    ...pending,
  },
  { name: "Slamdance Film Festival", location: "Los Angeles, USA", notificationDate: "December 2025", tier: "Tier 2", ...pending },
  { name: "Göteborg Film Festival", location: "Gothenburg, Sweden", notificationDate: "December 2025", tier: "Tier 2", ...pending },
  { name: "Berlin International Film Festival", location: "Berlin, Germany", notificationDate: "January 2026", tier: "Tier 1", ...pending },
  { name: "Glasgow Film Festival", location: "Glasgow, UK", notificationDate: "January 2026", tier: "Tier 2", ...pending },
  { name: "SXSW Film & TV Festival", location: "Austin, USA", notificationDate: "February 2026", tier: "Tier 1", ...pending },
  { name: "Málaga Film Festival", location: "Málaga, Spain", notificationDate: "February 2026", tier: "Tier 2", ...pending },
  { name: "Tribeca Festival", location: "New York, USA", notificationDate: "April 2026", tier: "Tier 1", ...pending },
  {
    name: "Karlovy Vary International Film Festival",
    location: "Karlovy Vary, Czechia",
    notificationDate: "May 2026",
    tier: "Tier 1",
    ...pending,
  },
  { name: "Edinburgh International Film Festival", location: "Edinburgh, UK", notificationDate: "June 2026", tier: "Tier 2", ...pending },
  { name: "Galway Film Fleadh", location: "Galway, Ireland", notificationDate: "June 2026", tier: "Tier 2", ...pending },
] satisfies Submission[];

export const targetFestivals = [
  {
    name: "Venice International Film Festival",
    deadline: "TBA 2026",
    category: "International A-List",
    reason: "A home for European auteur melodrama and a launch pad for world sales.",
  },
  {
    name: "Toronto International Film Festival",
    deadline: "TBA 2026",
    category: "International A-List",
    reason: "The largest audience festival in North America, and a market for distributors.",
  },
  {
    name: "San Sebastián International Film Festival",
    deadline: "TBA 2026",
    category: "International A-List",
    reason: "Spain's leading festival, with a strong section for new directors.",
  },
  {
    name: "Locarno Film Festival",
    deadline: "TBA 2026",
    category: "European Focus",
    reason: "Champions first features and bold, low-budget filmmaking.",
  },
  {
    name: "Sarajevo Film Festival",
    deadline: "TBA 2026",
    category: "European Focus",
    reason: "An audience festival known for humane, character-led drama.",
  },
  {
    name: "Valladolid International Film Festival",
    deadline: "TBA 2026",
    category: "European Focus",
    reason: "Seminci's focus on independent cinema suits a Spanish-English co-language film.",
  },
  {
    name: "BFI London Film Festival",
    deadline: "TBA 2026",
    category: "UK Focus",
    reason: "The UK's flagship festival, close to the film's London premiere audience.",
  },
  {
    name: "Raindance Film Festival",
    deadline: "TBA 2026",
    category: "UK Focus",
    reason: "The UK's independent film festival, made for micro-budget features.",
  },
] satisfies TargetFestival[];

const firstNotification = submissions[0]!.notificationDate;
const lastNotification = submissions[submissions.length - 1]!.notificationDate;

export const festivalStrategy = [
  `${film.title} is submitted in two waves: festivals notifying between ${firstNotification} and ${lastNotification}, then a targeted 2026 run of A-list, European and UK festivals chosen for their record with first features and independent drama.`,
  "We prioritise festivals with a market or industry section, so that the film meets sales agents and distributors as well as audiences, and we keep world premiere status for a Tier 1 invitation.",
];
