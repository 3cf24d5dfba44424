// What `npm run demand` prints and writes: the counts by country and town (the CSV the team can
// open in a spreadsheet), the screenings and releases with people waiting, and a file for each
// message. Counts and places only: no address reaches anything here.
import { stringify } from "csv-stringify/sync";
import type { Lang } from "#src/lib/languages.ts";
import { english, type Match, type Unmatched } from "./matches.ts";
import type { Country } from "./places.ts";

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;

/** One row per town, and one per country for those who gave none; the counts in each language after. */
export function placesCsv(places: readonly Country[], languages: readonly Lang[]): string {
  const rows = places.flatMap((c) => [
    ...c.towns.map((t) => [c.code, english(c.code), t.name, t.count, ...languages.map((l) => t.languages[l] ?? 0)]),
    ...(c.noTown > 0 ? [[c.code, english(c.code), "", c.noTown, ...languages.map((l) => noTownIn(c, l))]] : []),
  ]);
  return stringify([["country", "country name", "town", "people", ...languages.map((l) => `in ${l}`)], ...rows]);
}

/** How many of those in `c` who gave no town speak `lang`: the country's, less its towns'. */
const noTownIn = (c: Country, lang: Lang) => (c.languages[lang] ?? 0) - c.towns.reduce((n, t) => n + (t.languages[lang] ?? 0), 0);

export type Report = {
  service: string;
  read: Date;
  people: number;
  unconfirmed?: number;
  places: readonly Country[];
  matches: readonly Match[];
  unmatched: readonly Unmatched[];
  /** Where the CSV and the messages were written, as the team reads it. */
  csvPath: string;
  messagePath: (match: Match, lang: Lang) => string;
};

/** "Leeds: 37 asked; the screening of … is theirs.", as the report and the editor say it. */
export const matchLine = (m: Match) => `${m.place}: ${m.count.toLocaleString("en-GB")} asked; ${m.what} is theirs.`;

/** The report as the terminal shows it. */
export function reportText(r: Report): string {
  const lines: string[] = [];
  const countries = r.places.filter((c) => c.code).length;
  lines.push(`Who asked to be told, from ${r.service}, ${r.read.toISOString().slice(0, 16).replace("T", " ")} UTC`);
  lines.push(
    r.people === 0
      ? "Nobody has asked yet."
      : `${plural(r.people, "person", "people")} asked, in ${plural(countries, "country", "countries")}.`,
  );
  if (r.unconfirmed) lines.push(`${plural(r.unconfirmed, "more has", "more have")} not yet confirmed by e-mail: they are not counted.`);
  if (r.places.length > 0) {
    lines.push("", "Where they are");
    const width = Math.max(...r.places.map((c) => english(c.code).length)) + 2;
    for (const c of r.places) {
      const towns = c.towns.slice(0, 5).map((t) => `${t.name} ${t.count}`);
      const rest = c.towns.slice(5);
      if (rest.length > 0) towns.push(`${plural(rest.length, "other town")} ${rest.reduce((n, t) => n + t.count, 0)}`);
      if (c.noTown > 0) towns.push(`no town given ${c.noTown}`);
      lines.push(`  ${english(c.code).padEnd(width)}${String(c.count).padStart(5)}   ${towns.join(" · ")}`);
    }
  }
  lines.push("", "Screenings and releases with people waiting");
  if (r.matches.length === 0) lines.push("  None yet: no screening or release to come is where people asked.");
  else lines.push(`  Each message is a file: its first line is the subject, the rest the e-mail, ready to paste.`);
  for (const m of r.matches) {
    lines.push(`  ${matchLine(m)}`);
    if (m.soldOut) lines.push("    It is sold out: the messages are written, but wait for returns before sending them.");
    for (const s of m.send) {
      lines.push(`    ${s.count.toLocaleString("en-GB")} in ${s.lang}: send to them ${s.audience}.`);
      lines.push(`      Subject: ${s.message.subject}`);
      lines.push(`      The message: ${r.messagePath(m, s.lang)}`);
    }
  }
  if (r.unmatched.length > 0) {
    lines.push("", "Screenings to come with nobody waiting in their town yet");
    for (const u of r.unmatched) lines.push(`  ${u.place}: ${u.what}.`);
  }
  lines.push("", `The counts by country and town, for a spreadsheet: ${r.csvPath}`);
  return `${lines.join("\n")}\n`;
}

/** A message's file: its subject, a blank line, its body, as the team pastes them into the service. */
export const messageFile = (m: Match["send"][number]["message"]) => `Subject: ${m.subject}\n\n${m.body}`;
