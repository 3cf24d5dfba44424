// The screenings as iCalendar files (RFC 5545), written to public/ before every build so the
// pages link to plain files and no calendar code ships to the browser: one file a screening,
// /screenings/<id>.ics, for "Add to calendar", and the feed /screenings.ics with all of them,
// for calendar apps to subscribe to. Written with the `ics` library, times in UTC.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createEvents, type EventAttributes } from "ics";
// Imported module by module, with extensions: the dev server's content watch (scripts/dev/) loads
// this file with Vite's config.
import { film } from "../../../src/content/film.ts";
import { calendarFeedPath, calendarPath, type ShownScreening } from "../../../src/content/screening-events.ts";
import { siteUrl } from "../../../src/content/site.ts";

const productId = `-//${film.title}//Screenings//EN`;
const host = new URL(siteUrl).host;

function event(s: ShownScreening): EventAttributes {
  const festival = s.festival ? `, ${s.festival}` : "";
  return {
    // Stable across builds and edits of the details, so a subscribed calendar updates the event
    // in place rather than adding a second one.
    uid: `${s.id}@${host}`,
    title: `${film.title} — ${s.kind}`,
    start: s.startMs,
    startInputType: "utc",
    startOutputType: "utc",
    end: s.endMs,
    endInputType: "utc",
    endOutputType: "utc",
    location: `${s.venue}, ${s.city}, ${s.country}`,
    url: s.tickets,
    description: [`${s.kind}${festival}. ${film.tagline}`, `Tickets: ${s.tickets}${s.soldOut ? " (sold out)" : ""}`, `${siteUrl}/`].join(
      "\n",
    ),
    status: "CONFIRMED",
  };
}

/**
 * A calendar of the given screenings (DTSTAMP is the time of writing). With none it is an
 * empty VCALENDAR, as calendar apps publish an empty calendar, so a subscription made before
 * the first screening is announced keeps working.
 */
export function calendar(list: readonly ShownScreening[], { name }: { name?: string } = {}): string {
  const { error, value } = createEvents(list.map(event), { productId, ...(name && { calName: name }) });
  if (error || value === null) throw new Error(`calendar files: ${error?.message ?? "no output"}`);
  return value;
}

/** Writes the feed and one file a screening under `publicDir`; files of removed screenings go. */
export function writeCalendarFiles(publicDir: string, list: readonly ShownScreening[]): number {
  const dir = path.join(publicDir, path.dirname(calendarPath({ id: "x" })));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(publicDir, { recursive: true });
  writeFileSync(path.join(publicDir, calendarFeedPath), calendar(list, { name: `${film.title} screenings` }));
  if (list.length > 0) mkdirSync(dir, { recursive: true });
  for (const s of list) writeFileSync(path.join(publicDir, calendarPath(s)), calendar([s]));
  return list.length;
}
