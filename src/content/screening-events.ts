// The screenings of content/screenings.yaml as the site shows them, worked out once at build
// time by the content loader (scripts/prepare/content/load-collections.ts), which writes the
// result next to the file's data: the pages import that, so none of this code ships to the
// browser. Imports nothing built from content/: the loader runs it before anything is written
// (on a fresh clone, before src/generated exists) and hands it the film's facts it needs.
import { localeOf, pathIn, type Lang } from "../lib/languages.ts";
import { isoOfLocalTime } from "../lib/zoned-time.ts";
import { monthNames, slugOf } from "../lib/words.ts";
import { countryName } from "../lib/country-names.ts";
import type { Screening } from "./build-time/schema/types.ts";
import { noAccess, shownAccess, type AccessWords, type ShownAccess } from "./access.ts";

/**
 * What of the film the screenings name: from content/film.yaml, the poster of content/stills.yaml
 * and the site's address (content/site.yaml), where its page and poster are.
 */
export type ScreeningFilm = { title: string; tagline: string; runtimeMinutes: number; posterFile: string; siteUrl: string };

/** A screening as the pages, the calendar files and search engines get it. */
export type ShownScreening = Screening & {
  /** Its country named in the language ("Spain", "España"); `country` is its code. */
  countryName: string;
  /** Local date and city, "2030-03-14-london": the calendar file's name and the event's id. */
  id: string;
  /** Start and end as instants (ms since 1970). */
  startMs: number;
  endMs: number;
  /** The end as written, or the start plus the film's runtime, on the venue's clock. */
  endLocal: string;
  /** "Thu 14 March 2030 · 18:00", "jueves, 14 de marzo de 2030, 18:00": on the venue's clock. */
  when: string;
  /** Who can come: its access features in the language's words, and the kinds the list filters by. */
  accessShown: ShownAccess;
};

/** What the loader writes for the pages: the screenings in order of start, and their JSON-LD. */
export type ShownScreenings = { screenings: ShownScreening[]; jsonLd: string };

// English as its press listings have it, by hand; Spanish by Intl (Node's ICU, at build time).
const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const offset = /(Z|[+-]\d\d:\d\d)$/;
const pad = (n: number) => String(n).padStart(2, "0");

/** The venue's wall-clock time as a Date read in UTC, so getUTC* give the time as written. */
const wallClock = (local: string) => new Date(local.replace(offset, "Z"));

/**
 * "Thu 14 March 2030 · 18:00": the date and time as the venue's clock reads them, from the
 * time as written with its offset. A visitor in New York reads a London screening's time as
 * London reads it (the page says "local time").
 */
export function localWhen(local: string, lang: Lang = "en"): string {
  const d = wallClock(local);
  if (lang !== "en") {
    return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: "full", timeStyle: "short", hourCycle: "h23", timeZone: "UTC" }).format(d);
  }
  return `${weekdays[d.getUTCDay()]} ${d.getUTCDate()} ${monthNames[d.getUTCMonth()]} ${d.getUTCFullYear()} · ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** The time `minutes` after `local`, in the same UTC offset: "2030-03-14T19:37+00:00". */
export function addMinutes(local: string, minutes: number): string {
  const end = new Date(wallClock(local).getTime() + minutes * 60_000);
  return `${end.toISOString().slice(0, 16)}${local.match(offset)![0]}`;
}

const slug = (city: string) => slugOf(city) || "screening";

/**
 * The screenings in order of start. A second screening on the same day in the same city takes
 * its time in its id ("2030-03-14-london-2100"), so the first one's calendar file keeps its name.
 */
export function showScreenings(
  list: readonly Screening[],
  film: Pick<ScreeningFilm, "runtimeMinutes">,
  lang: Lang = "en",
  /** The names of the screenings' cities in the first language, in `list`'s order: the ids are the same in every language. */
  idCities: readonly string[] = list.map((s) => s.city),
  /** content/words/access.yaml in `lang`: without it, no access is said. */
  accessWords?: AccessWords,
): ShownScreening[] {
  const ids = new Set<string>();
  return (
    list
      // Written on the venue's clock with its zone or its offset: from here on, with its offset.
      .map((written, i) => {
        const s = { ...written, start: isoOfLocalTime(written.start), ...(written.end && { end: isoOfLocalTime(written.end) }) };
        return { s, startMs: Date.parse(s.start), idCity: idCities[i] ?? s.city };
      })
      .sort((a, b) => a.startMs - b.startMs)
      .map(({ s, startMs, idCity }) => {
        let id = `${s.start.slice(0, 10)}-${slug(idCity)}`;
        if (ids.has(id)) id += `-${s.start.slice(11, 16).replace(":", "")}`;
        const base = id;
        for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
        ids.add(id);
        const endLocal = s.end ?? addMinutes(s.start, film.runtimeMinutes);
        return {
          ...s,
          countryName: countryName(s.country, lang),
          id,
          startMs,
          endMs: Date.parse(endLocal),
          endLocal,
          when: localWhen(s.start, lang),
          accessShown: accessWords ? shownAccess(s.access, accessWords, lang) : noAccess,
        };
      })
  );
}

/**
 * schema.org ScreeningEvent for each screening, for the pages that list them (built like the
 * Movie data of src/routes/structured-data.ts, here so that it is built with the content).
 */
export function screeningEventsJsonLd(list: readonly ShownScreening[], film: ScreeningFilm): string {
  const data = list.map((s) => ({
    "@context": "https://schema.org",
    "@type": "ScreeningEvent",
    name: `${film.title} — ${s.kind}`,
    startDate: s.start,
    endDate: s.endLocal,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: s.venue,
      address: { "@type": "PostalAddress", addressLocality: s.city, addressCountry: s.country },
    },
    workPresented: { "@type": "Movie", name: film.title, url: `${film.siteUrl}/`, duration: `PT${film.runtimeMinutes}M` },
    image: `${film.siteUrl}/uploads/${film.posterFile}`,
    description: film.tagline,
    offers: { "@type": "Offer", url: s.tickets, availability: `https://schema.org/${s.soldOut ? "SoldOut" : "InStock"}` },
    // The languages of the subtitles on the screen, as IETF BCP 47 codes (schema.org's subtitleLanguage).
    ...(s.access?.subtitles && { subtitleLanguage: s.access.subtitles }),
    ...(s.festival && { superEvent: { "@type": "Festival", name: s.festival } }),
  }));
  // "<" escaped so no text in content can close the script element early.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** The calendar feed of every screening in `lang`, for calendar apps to subscribe to: /screenings.ics, /es/screenings.ics. */
export const calendarFeedPathIn = (lang: Lang) => pathIn(lang, "/screenings.ics");
/** One screening's calendar file in `lang`: /screenings/<id>.ics, /es/screenings/<id>.ics. */
export const calendarPathIn = (lang: Lang, s: Pick<ShownScreening, "id">) => pathIn(lang, `/screenings/${s.id}.ics`);

/** What the loader writes for the pages, from the data of content/screenings.yaml. */
export function shownScreenings(
  list: readonly Screening[],
  film: ScreeningFilm,
  lang: Lang = "en",
  idCities: readonly string[] = list.map((s) => s.city),
  accessWords?: AccessWords,
): ShownScreenings {
  const screenings = showScreenings(list, film, lang, idCities, accessWords);
  return { screenings, jsonLd: screenings.length > 0 ? screeningEventsJsonLd(screenings, film) : "" };
}
