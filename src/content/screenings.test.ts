import { describe, expect, it } from "vitest";
import { film } from "./film.ts";
import { addMinutes, localWhen, showScreenings, shownScreenings as shownOf } from "./screening-events.ts";
import { calendarPath, startedBy } from "./screenings.ts";
import type { Screening } from "./build-time/schema/types.ts";
import { siteUrl } from "./site.ts";
import { poster } from "./stills.ts";

const screeningsOf = (list: Screening[]) => showScreenings(list, film);
const shownScreenings = (list: Screening[]) => shownOf(list, { ...film, posterFile: poster.file, siteUrl });

const at = (start: string, city: string, extra: Partial<Screening> = {}): Screening => ({
  start,
  venue: "Cinema",
  city,
  country: "GB",
  kind: "Screening",
  tickets: "https://www.example.com/tickets",
  ...extra,
});

describe("screenings", () => {
  it("give each ScreeningEvent the languages of its subtitles, and none where it has none", () => {
    const { jsonLd } = shownScreenings([
      at("2030-03-14T18:00+00:00", "London", { access: { subtitles: ["en", "pt-BR"], openCaptions: true } }),
      at("2030-03-15T18:00+00:00", "Leeds", { access: { openCaptions: true } }),
    ]);
    const [london, leeds] = JSON.parse(jsonLd) as Record<string, unknown>[];
    expect(london!.subtitleLanguage).toEqual(["en", "pt-BR"]);
    expect(leeds).not.toHaveProperty("subtitleLanguage");
  });

  it("written on the venue's clock with its zone show as written with the offset the zone has then, winter or summer", () => {
    const withOffsets = shownScreenings([at("2030-04-02T20:00-04:00", "New York"), at("2030-03-14T18:00+00:00", "London")]);
    const withZones = shownScreenings([
      at("2030-04-02 20:00 America/New_York", "New York"),
      at("2030-03-14 18:00 Europe/London", "London", { end: "2030-03-14 19:45 Europe/London" }),
    ]);
    expect(withZones.screenings.map((s) => [s.start, s.startMs, s.when, s.id])).toEqual(
      withOffsets.screenings.map((s) => [s.start, s.startMs, s.when, s.id]),
    );
    expect(withZones.screenings[0]!.endLocal).toBe("2030-03-14T19:45+00:00");
    expect(JSON.parse(withZones.jsonLd)[1]).toMatchObject({ startDate: "2030-04-02T20:00-04:00" });
  });

  it("give search engines a ScreeningEvent each, with the venue's offset, tickets and availability", () => {
    expect(shownScreenings([])).toEqual({ screenings: [], jsonLd: "" });
    const { jsonLd } = shownScreenings([
      at("2030-04-02T20:00-04:00", "New York", { soldOut: true, festival: "Tribeca <Festival>" }),
      at("2030-03-14T18:00+00:00", "London"),
    ]);
    expect(jsonLd).not.toContain("<");
    const [london, ny] = JSON.parse(jsonLd) as Record<string, unknown>[];
    expect(london).toMatchObject({
      "@type": "ScreeningEvent",
      name: `${film.title} — Screening`,
      startDate: "2030-03-14T18:00+00:00",
      endDate: "2030-03-14T19:37+00:00",
      location: { "@type": "Place", name: "Cinema", address: { addressLocality: "London", addressCountry: "GB" } },
      workPresented: { "@type": "Movie", name: film.title, url: `${siteUrl}/` },
      image: `${siteUrl}/uploads/${poster.file}`,
      offers: { url: "https://www.example.com/tickets", availability: "https://schema.org/InStock" },
      eventStatus: "https://schema.org/EventScheduled",
    });
    expect(london!.superEvent).toBeUndefined();
    expect(ny).toMatchObject({ offers: { availability: "https://schema.org/SoldOut" }, superEvent: { name: "Tribeca <Festival>" } });
  });

  it("read the date and time on the venue's own clock, as written with its offset", () => {
    expect(localWhen("2030-03-14T18:00+00:00")).toBe("Thu 14 March 2030 · 18:00");
    // 20:00 in New York is 00:00 UTC the next day; the page still says 20:00 on the 2nd.
    expect(localWhen("2030-04-02T20:00-04:00")).toBe("Tue 2 April 2030 · 20:00");
    expect(localWhen("2025-10-11T09:05:30+02:00")).toBe("Sat 11 October 2025 · 09:05");
    expect(localWhen("2030-01-01T00:30Z")).toBe("Tue 1 January 2030 · 00:30");
  });

  it("read in Spanish as Spanish listings have them: the day written out, the time on the 24-hour clock", () => {
    expect(localWhen("2026-03-14T19:30+01:00", "es")).toBe("sábado, 14 de marzo de 2026, 19:30");
    expect(localWhen("2030-04-02T20:00-04:00", "es")).toBe("martes, 2 de abril de 2030, 20:00");
    expect(localWhen("2030-01-01T00:30Z", "es")).toBe("martes, 1 de enero de 2030, 0:30");
  });

  it("end after the film's runtime when no end is given, in the venue's offset", () => {
    expect(addMinutes("2030-04-02T20:00-04:00", 97)).toBe("2030-04-02T21:37-04:00");
    expect(addMinutes("2030-12-31T23:00+01:00", 97)).toBe("2031-01-01T00:37+01:00");
    const [ny] = screeningsOf([at("2030-04-02T20:00-04:00", "New York")]);
    expect(new Date(ny!.startMs).toISOString()).toBe("2030-04-03T00:00:00.000Z");
    expect(new Date(ny!.endMs).toISOString()).toBe("2030-04-03T01:37:00.000Z");
    const [given] = screeningsOf([at("2025-10-11T19:30+02:00", "Seville", { end: "2025-10-11T21:30+02:00" })]);
    expect(given!.endLocal).toBe("2025-10-11T21:30+02:00");
  });

  it("come in order of start, whatever the order of the file and the offsets", () => {
    const list = screeningsOf([
      at("2030-04-02T20:00-04:00", "New York"), // 00:00 UTC on the 3rd
      at("2030-04-03T01:00+02:00", "Madrid"), // 23:00 UTC on the 2nd: earlier, though its date is later
      at("2025-10-11T19:30+02:00", "Seville"),
    ]);
    expect(list.map((s) => s.city)).toEqual(["Seville", "Madrid", "New York"]);
    expect(startedBy(Date.parse("2030-04-02T23:30Z"), list)).toBe(2);
    expect(startedBy(Date.parse("2030-04-03T00:00Z"), list)).toBe(3);
    expect(startedBy(Date.parse("2020-01-01T00:00Z"), list)).toBe(0);
  });

  it("have a calendar file named by local date and city, kept when a later screening joins the same day", () => {
    const list = screeningsOf([
      at("2030-03-14T21:00+00:00", "London"),
      at("2030-03-14T18:00+00:00", "London"),
      at("2030-03-14T18:00+00:00", "London"),
      at("2030-05-01T19:00-03:00", "São Paulo"),
    ]);
    expect(list.map(calendarPath)).toEqual([
      "/screenings/2030-03-14-london.ics",
      "/screenings/2030-03-14-london-1800.ics",
      "/screenings/2030-03-14-london-2100.ics",
      "/screenings/2030-05-01-sao-paulo.ics",
    ]);
  });
});
