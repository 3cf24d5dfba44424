// The screenings as iCalendar files (RFC 5545), written to public/ before every build so the
// pages link to plain files and no calendar code ships to the browser. Each language has its
// own: one file a screening, /screenings/<id>.ics (/es/screenings/<id>.ics), for "Add to
// calendar", and the feed /screenings.ics (/es/screenings.ics) with all of them, for calendar
// apps to subscribe to. Written with the `ics` library, times in UTC, in the words of
// content/words/screenings.yaml (calendarFile) and metadata.yaml (the feed's name).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createEvents, type EventAttributes } from "ics";
// Imported module by module, with extensions, and the content read from the loader's files of
// each language (generatedContent): both languages are written in one process, which `#lang/`
// would give English only.
import {
  calendarFeedPathIn,
  calendarPathIn,
  type ScreeningFilm,
  type ShownScreening,
  type ShownScreenings,
} from "#src/content/screening-events.ts";
import { accessText } from "#src/content/access.ts";
import { siteUrl } from "#src/content/site.ts";
import { fill } from "#src/lib/fill.ts";
import { pathIn, rootLanguage, type Lang } from "#src/lib/languages.ts";
import { generatedContent } from "../content/load-collections.ts";
import { readBuildTime } from "../build-time.ts";

/** The words of one language's calendar files (content/words/screenings.yaml, calendarFile). */
export type CalendarWords = {
  /** "{title} — {kind}", the film's title already in. */
  eventTitle: string;
  /** "{kind}. {tagline}", and with the screening's festival "{kind}, {festival}. {tagline}". */
  about: string;
  aboutAtFestival: string;
  /** "Tickets: {tickets}", "Tickets: {tickets} (sold out)". */
  ticketsLine: string;
  ticketsSoldOutLine: string;
};

/** What one language's calendar files say besides the screenings. */
export type CalendarLanguage = {
  lang: Lang;
  film: Pick<ScreeningFilm, "title" | "tagline">;
  /** The product named in PRODID: "Screenings", "Proyecciones". */
  product: string;
  /** The feed's name in calendar apps: "<title> screenings", "Proyecciones de <title>". */
  feedName: string;
  words: CalendarWords;
  /**
   * When the files are written, their DTSTAMP: the build's instant, not the clock's, so a build
   * made again is the same file for file, and one made before news comes due is the one made
   * without it.
   */
  written: Date;
};

const host = new URL(siteUrl).host;

/**
 * The event's UID: stable across builds and edits of the details, so a subscribed calendar
 * updates the event in place rather than adding a second one. Each language's has its own
 * ("2030-03-14-london@…", "2030-03-14-london.es@…"; ids have no dot): the two feeds are two
 * calendars, and a calendar app that meets one UID in both (Google Calendar among them) keeps
 * one event and drops or moves the other.
 */
export const eventUid = (lang: Lang, s: Pick<ShownScreening, "id">) => `${s.id}${lang === rootLanguage ? "" : `.${lang}`}@${host}`;

const accessLine = ({ accessShown }: ShownScreening) => [accessText(accessShown)].filter((line) => line !== "");

function event(s: ShownScreening, { lang, film, words, written }: CalendarLanguage): EventAttributes & { timestamp: number } {
  const about = fill(s.festival ? words.aboutAtFestival : words.about, { kind: s.kind, festival: s.festival ?? "", tagline: film.tagline });
  const tickets = fill(s.soldOut ? words.ticketsSoldOutLine : words.ticketsLine, { tickets: s.tickets });
  return {
    uid: eventUid(lang, s),
    title: fill(words.eventTitle, { title: film.title, kind: s.kind }),
    start: s.startMs,
    startInputType: "utc",
    startOutputType: "utc",
    end: s.endMs,
    endInputType: "utc",
    endOutputType: "utc",
    location: `${s.venue}, ${s.city}, ${s.countryName}`,
    url: s.tickets,
    // Who can come, as the screenings list says it: "Access: open captions (OC) · hearing loop".
    description: [about, ...accessLine(s), tickets, `${siteUrl}${pathIn(lang, "/")}`].join("\n"),
    status: "CONFIRMED",
    // DTSTAMP; `ics` takes it (its schema's `timestamp`), though its types leave it out.
    timestamp: written.getTime(),
  };
}

/**
 * A calendar of the given screenings in `language` (DTSTAMP is the build's instant). With none
 * it is an empty VCALENDAR, as calendar apps publish an empty calendar, so a subscription made
 * before the first screening is announced keeps working.
 */
export function calendar(list: readonly ShownScreening[], language: CalendarLanguage, { name }: { name?: string } = {}): string {
  const productId = `-//${language.film.title}//${language.product}//${language.lang.toUpperCase()}`;
  const { error, value } = createEvents(
    list.map((s) => event(s, language)),
    { productId, ...(name && { calName: name }) },
  );
  if (error || value === null) throw new Error(`calendar files (${language.lang}): ${error?.message ?? "no output"}`);
  return foldLines(value);
}

/**
 * The calendar with its long lines folded at 75 octets, as RFC 5545 (3.1) asks, each further
 * part on a line of its own that starts with a tab, never inside a character. `ics` folds at 75
 * characters, so a line with "í" or "ñ" ran over; text in plain ASCII folds exactly as it did.
 */
export function foldLines(text: string): string {
  return text
    .replace(/\r\n[\t ]/g, "")
    .split("\r\n")
    .map((line) => {
      const parts: string[] = [];
      let part = "";
      let octets = 0;
      let room = 75;
      for (const character of line) {
        const size = Buffer.byteLength(character);
        if (octets + size > room) {
          parts.push(part);
          part = "";
          octets = 0;
          room = 74; // after the tab
        }
        part += character;
        octets += size;
      }
      return [...parts, part].join("\r\n\t");
    })
    .join("\r\n");
}

/** One language's calendar words and screenings, as the content loader wrote them under `root`. */
export function readCalendarContent(root: string, lang: Lang): { language: CalendarLanguage; screenings: ShownScreening[] } {
  const read = <T>(name: string) => generatedContent<T>(root, lang, name);
  const { screenings: section, calendarFile } = read<{ screenings: { title: string }; calendarFile: CalendarWords }>(
    "words/screenings.json",
  );
  return {
    language: {
      lang,
      film: read<ScreeningFilm>("film.json"),
      product: section.title,
      feedName: read<{ calendar: { feedTitle: string } }>("words/metadata.json").calendar.feedTitle,
      words: calendarFile,
      written: readBuildTime(root),
    },
    screenings: read<ShownScreenings>("screenings-shown.json").screenings,
  };
}

/** Writes the language's feed and one file a screening under `publicDir`; files of removed screenings go. */
export function writeCalendarFiles(publicDir: string, language: CalendarLanguage, list: readonly ShownScreening[]): number {
  const dir = path.join(publicDir, path.dirname(calendarPathIn(language.lang, { id: "x" })));
  const feed = path.join(publicDir, calendarFeedPathIn(language.lang));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(feed), { recursive: true });
  writeFileSync(feed, calendar(list, language, { name: language.feedName }));
  if (list.length > 0) mkdirSync(dir, { recursive: true });
  for (const s of list) writeFileSync(path.join(publicDir, calendarPathIn(language.lang, s)), calendar([s], language));
  return list.length;
}
