import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ICAL from "ical.js";
import { createEvents } from "ics";
import { describe, expect, it } from "vitest";
import { film } from "#src/content/film.ts";
import { siteUrl } from "#src/content/site.ts";
import { showScreenings as screeningsOf } from "#src/content/screening-events.ts";
import { calendar, foldLines, readCalendarContent, writeCalendarFiles, type CalendarLanguage } from "./calendar-files.ts";
import { seedSite } from "../../test/fixture-site.ts";
import { readBuildTime } from "../build-time.ts";

const list = screeningsOf(
  [
    {
      start: "2030-04-02T20:00-04:00",
      venue: "IFC Center",
      city: "New York",
      country: "US",
      kind: "US Premiere",
      tickets: "https://www.example.com/tickets/new-york",
      soldOut: true,
    },
    {
      start: "2030-03-14T18:00+00:00",
      end: "2030-03-14T20:15+00:00",
      venue: "Curzon Soho",
      city: "London",
      country: "GB",
      festival: "London Film Festival",
      kind: "Q&A with the director",
      tickets: "https://www.example.com/tickets/london",
    },
  ],
  film,
);

// Each language's words as the loader writes them (words/screenings.yaml, metadata.yaml), of the seed fixture.
const english: CalendarLanguage = readCalendarContent(seedSite, "en").language;
const spanish: CalendarLanguage = readCalendarContent(seedSite, "es").language;
// The same screenings as the Spanish pages have them: kinds in Spanish, the rest as written.
const kindsEs: Record<string, string> = { "US Premiere": "Estreno en Estados Unidos", "Q&A with the director": "Coloquio con el director" };
const spanishList = list.map((s) => ({ ...s, kind: kindsEs[s.kind]! }));

// The seed's title and the host of its address, which name the calendars and their events.
const title = film.title;
const host = new URL(siteUrl).host;

/** The VEVENTs of a calendar, read by ical.js. */
function events(ics: string) {
  const cal = new ICAL.Component(ICAL.parse(ics));
  return { cal, events: cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v)) };
}

describe("calendar files", () => {
  it("are stamped with the build's instant, never the clock's: a build made again writes the same bytes", () => {
    const stamps = (ics: string) => events(ics).events.map((e) => e.component.getFirstPropertyValue("dtstamp")!.toString());
    const built = readBuildTime(seedSite);
    expect(english.written).toEqual(built);
    expect(stamps(calendar(list, english))).toEqual(list.map(() => built.toISOString().replace(/\.\d{3}Z$/, "Z")));
    const earlier = { ...english, written: new Date("2026-01-06T09:59:00Z") };
    expect(stamps(calendar(list, earlier))).toEqual(list.map(() => "2026-01-06T09:59:00Z"));
    expect(calendar(list, earlier)).toBe(calendar(list, { ...english, written: new Date("2026-01-06T09:59:00Z") }));
  });

  it("hold every screening in UTC with a stable id, its place, its tickets and the film's name", () => {
    const text = calendar(list, english, { name: `${title} screenings` });
    const {
      cal,
      events: [london, ny],
    } = events(text);
    expect(cal.getFirstPropertyValue("version")).toBe("2.0");
    expect(cal.getFirstPropertyValue("prodid")).toBe(`-//${title}//Screenings//EN`);
    expect(cal.getFirstPropertyValue("x-wr-calname")).toBe(`${title} screenings`);
    expect(london!.uid).toBe(`2030-03-14-london@${host}`);
    expect(london!.summary).toBe(`${title} — Q&A with the director`);
    expect(london!.location).toBe("Curzon Soho, London, United Kingdom");
    expect(london!.startDate.toJSDate().toISOString()).toBe("2030-03-14T18:00:00.000Z");
    expect(london!.endDate.toJSDate().toISOString()).toBe("2030-03-14T20:15:00.000Z");
    expect(london!.description).toContain("Q&A with the director, London Film Festival.");
    expect(london!.component.getFirstPropertyValue("url")).toBe("https://www.example.com/tickets/london");
    // No end written: the start plus the 97 minutes of the film.
    expect(ny!.startDate.toJSDate().toISOString()).toBe("2030-04-03T00:00:00.000Z");
    expect(ny!.endDate.toJSDate().toISOString()).toBe("2030-04-03T01:37:00.000Z");
    expect(london!.description).toBe(
      `Q&A with the director, London Film Festival. ${film.tagline}\nTickets: https://www.example.com/tickets/london\n${siteUrl}/`,
    );
    expect(ny!.description).toContain("Tickets: https://www.example.com/tickets/new-york (sold out)");
    for (const e of [london!, ny!]) {
      expect(e.component.getFirstPropertyValue("dtstamp")).toBeTruthy();
      expect(e.startDate.isDate).toBe(false);
      expect(e.startDate.zone?.tzid).toBe("UTC");
    }
    // RFC 5545: lines end in CRLF and none is longer than 75 octets.
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("make a valid feed with no screenings, so a subscription made early keeps working", () => {
    const { cal, events: none } = events(calendar([], english, { name: `${title} screenings` }));
    expect(cal.name).toBe("vcalendar");
    expect(cal.getFirstPropertyValue("prodid")).toBe(`-//${title}//Screenings//EN`);
    expect(none).toEqual([]);
  });

  it("write the feed and one file a screening, and drop the files of screenings taken out", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "calendar-"));
    writeCalendarFiles(dir, english, list);
    expect(readdirSync(path.join(dir, "screenings")).sort()).toEqual(["2030-03-14-london.ics", "2030-04-02-new-york.ics"]);
    expect(events(readFileSync(path.join(dir, "screenings.ics"), "utf8")).events).toHaveLength(2);
    const one = events(readFileSync(path.join(dir, "screenings/2030-03-14-london.ics"), "utf8"));
    expect(one.events.map((e) => e.uid)).toEqual([`2030-03-14-london@${host}`]);
    expect(one.cal.getFirstPropertyValue("x-wr-calname")).toBeNull();
    writeCalendarFiles(dir, english, list.slice(1));
    expect(readdirSync(path.join(dir, "screenings"))).toEqual(["2030-04-02-new-york.ics"]);
  });

  it("in Spanish: the event's words, the calendar's name and product, each event's own id, the same instants", () => {
    const text = calendar(spanishList, spanish, { name: spanish.feedName });
    const {
      cal,
      events: [london, ny],
    } = events(text);
    // "guía", "·": lines of at most 75 octets, not characters.
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(cal.getFirstPropertyValue("prodid")).toBe(`-//${title}//Proyecciones//ES`);
    expect(cal.getFirstPropertyValue("x-wr-calname")).toBe(`Proyecciones de ${title}`);
    expect(london!.uid).toBe(`2030-03-14-london.es@${host}`);
    expect(london!.summary).toBe(`${title} · Coloquio con el director`);
    expect(london!.description).toBe(
      `Coloquio con el director, London Film Festival. ${spanish.film.tagline}\nEntradas: https://www.example.com/tickets/london\n${siteUrl}/es/`,
    );
    expect(ny!.description).toContain("Entradas: https://www.example.com/tickets/new-york (agotadas)");
    expect(london!.startDate.toJSDate().toISOString()).toBe("2030-03-14T18:00:00.000Z");
    expect(ny!.endDate.toJSDate().toISOString()).toBe("2030-04-03T01:37:00.000Z");
    expect(events(calendar([], spanish, { name: spanish.feedName })).events).toEqual([]);
  });

  it("write each language's files under its own root, leaving the other language's alone", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "calendar-"));
    writeCalendarFiles(dir, english, list);
    writeCalendarFiles(dir, spanish, spanishList.slice(1));
    expect(readdirSync(path.join(dir, "es/screenings"))).toEqual(["2030-04-02-new-york.ics"]);
    expect(events(readFileSync(path.join(dir, "es/screenings.ics"), "utf8")).events.map((e) => e.uid)).toEqual([
      `2030-04-02-new-york.es@${host}`,
    ]);
    expect(readdirSync(path.join(dir, "screenings")).sort()).toEqual(["2030-03-14-london.ics", "2030-04-02-new-york.ics"]);
    writeCalendarFiles(dir, spanish, []);
    expect(events(readFileSync(path.join(dir, "es/screenings.ics"), "utf8")).events).toEqual([]);
    expect(events(readFileSync(path.join(dir, "screenings.ics"), "utf8")).events).toHaveLength(2);
  });

  it("fold a long line at 75 octets without cutting a character, and leave plain ASCII as `ics` folds it", () => {
    const long = `DESCRIPTION:${"a".repeat(70)}ñ${"b".repeat(80)}`;
    const folded = foldLines(`BEGIN:VEVENT\r\n${long}\r\nEND:VEVENT\r\n`);
    const lines = folded.split("\r\n");
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines[1]).toBe(`DESCRIPTION:${"a".repeat(63)}`);
    expect(folded.replace(/\r\n\t/g, "")).toBe(`BEGIN:VEVENT\r\n${long}\r\nEND:VEVENT\r\n`);
    const { value: ascii } = createEvents([{ title: "t", start: 0, duration: { hours: 1 }, description: "x ".repeat(120) }]);
    expect(ascii).toContain("\r\n\t");
    expect(foldLines(ascii!)).toBe(ascii);
  });
});
