// The editor's control for a time: what it shows of a time as written, what it writes, the cities
// it offers first, and the moment it says beside, in each of the editor's languages.
import { describe, expect, it } from "vitest";
import { readZonedTime } from "#src/lib/zoned-time.ts";
import { momentWords, partsOf, writtenOf, zoneChoices } from "./zoned-time-field.ts";

describe("the editor's time control", () => {
  it("shows a time's day, time and city as written, and writes them back as the build reads them", () => {
    for (const written of ["2026-04-14 11:00 Europe/Paris", "2026-10-25 02:30+01:00 Europe/Paris"])
      expect(writtenOf(partsOf(written))).toBe(written);
    expect(partsOf("2030-04-02T20:00-04:00")).toEqual({ date: "2030-04-02", time: "20:00", zone: "" });
    expect(partsOf(undefined)).toEqual({ date: "", time: "", zone: "" });
    // Written part by part, in any order: the city first, then the day, then the time.
    const city = writtenOf({ ...partsOf(undefined), zone: "Europe/Madrid" });
    const day = writtenOf({ ...partsOf(city), date: "2026-05-02" });
    expect(writtenOf({ ...partsOf(day), time: "20:00" })).toBe("2026-05-02 20:00 Europe/Madrid");
    // Without a city, what it writes is refused by the build's rule, which names what is missing.
    const zoneless = writtenOf({ date: "2026-04-14", time: "11:00", zone: "" });
    expect(readZonedTime(zoneless)).toEqual({ problem: expect.stringContaining("has no time zone") as string });
    expect("time" in readZonedTime(writtenOf({ date: "2026-04-14", time: "11:00", zone: "Europe/Lisbon" }))).toBe(true);
  });

  it("offers every zone by its city and country in the editor's language, the entry's country's first, its city first of all", () => {
    const en = zoneChoices("en", "US", "New York");
    expect(en.near[0]).toEqual({ value: "America/New_York", label: "New York (United States)" });
    expect(en.near.every((z) => z.label.endsWith("(United States)"))).toBe(true);
    expect(en.near.length).toBeGreaterThan(5);
    const es = zoneChoices("es", "NL", "Rotterdam");
    expect(es.near).toEqual([{ value: "Europe/Amsterdam", label: "Amsterdam (Países Bajos)" }]);
    expect(es.all.find((z) => z.value === "Asia/Tokyo")?.label).toBe("Tokyo (Japón)");
    // Every zone the build takes is offered.
    expect(new Set(en.all.map((z) => z.value)).size).toBe(en.all.length);
    for (const z of en.all.slice(0, 40)) expect("time" in readZonedTime(`2026-01-15 12:00 ${z.value}`), z.value).toBe(true);
  });

  it("says the moment on the place's clock and in UTC, the UTC day where it differs, in English and Spanish", () => {
    // (Whether a comma follows the weekday is the engine's CLDR version's choice.)
    expect(momentWords("2026-04-14 11:00 Europe/Paris", "en")).toMatch(/^Tuesday,? 14 April 2026, 11:00 in Paris · 09:00 UTC$/);
    expect(momentWords("2026-04-14 11:00 Europe/Paris", "es")).toBe("martes, 14 de abril de 2026, 11:00 en Paris · 09:00 UTC");
    expect(momentWords("2026-04-14 01:00 Asia/Tokyo", "en")).toMatch(
      /^Tuesday,? 14 April 2026, 01:00 in Tokyo · 16:00 UTC \(Mon,? 13 Apr\)$/,
    );
    // The hour read twice: the reading the offset chose.
    expect(momentWords("2026-10-25 02:30+01:00 Europe/Paris", "en")).toMatch(/^Sunday,? 25 October 2026, 02:30 in Paris · 01:30 UTC$/);
    expect(momentWords("2026-10-25 02:30+02:00 Europe/Paris", "en")).toMatch(/^Sunday,? 25 October 2026, 02:30 in Paris · 00:30 UTC$/);
    // A time the clocks skip, or without its city, is no moment: the check's words say why.
    expect(momentWords("2026-03-29 02:30 Europe/Paris", "en")).toBeUndefined();
    expect(momentWords("2026-03-29 02:30", "en")).toBeUndefined();
  });
});
