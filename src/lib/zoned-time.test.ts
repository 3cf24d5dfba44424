import { describe, expect, it } from "vitest";
import { readZonedTime } from "./zoned-time.ts";

const problemOf = (text: string) => {
  const read = readZonedTime(text);
  return "problem" in read ? read.problem : undefined;
};
const timeOf = (text: string) => {
  const read = readZonedTime(text);
  if ("problem" in read) throw new Error(read.problem);
  return read.time;
};

describe("a time with its zone", () => {
  it("is the instant the place's clock shows, with its offset there in that season", () => {
    expect(timeOf("2026-04-14 11:00 Europe/Paris")).toEqual({
      local: "2026-04-14 11:00",
      zone: "Europe/Paris",
      offset: "+02:00",
      iso: "2026-04-14T11:00+02:00",
      utc: "09:00 UTC",
      epochMs: Date.parse("2026-04-14T09:00:00Z"),
    });
    expect(timeOf("2026-01-20 19:30 Europe/Madrid").iso).toBe("2026-01-20T19:30+01:00");
    expect(timeOf("2026-01-25 00:30 America/Denver").utc).toBe("07:30 UTC");
    expect(timeOf("2026-02-12 00:30 Europe/Berlin").utc).toBe("23:30 UTC the day before");
  });

  it("is refused without its zone, saying how to write it", () => {
    for (const text of ["2026-04-14 11:00", "2026-04-14T11:00:00+02:00", "2026-04-14T11:00Z"])
      expect(problemOf(text), text).toBe('has no time zone: write the place\'s zone after its time, as "2026-04-14 11:00 Europe/Lisbon"');
    expect(problemOf("14 April, 11am")).toContain("is not a date, a time and a time zone");
    expect(problemOf("2026-02-30 11:00 Europe/Paris")).toContain("is not a date and time that exist");
    expect(problemOf("2026-04-14 11:00 Europe/Pariss")).toContain('names "Europe/Pariss", which is not a time zone');
  });

  it("is refused in the hour the clocks skip in spring, naming the times either side", () => {
    expect(problemOf("2026-03-29 02:30 Europe/Paris")).toBe(
      "is a time Europe/Paris's clocks skip: on 2026-03-29 they go forward from 02:00 to 03:00. Write 01:59 (00:59 UTC) or 03:00 (01:00 UTC)",
    );
    expect(problemOf("2026-03-08 02:15 America/New_York")).toContain("Write 01:59 (06:59 UTC) or 03:00 (07:00 UTC)");
  });

  it("is refused in the hour the clocks read twice in autumn, unless its offset says which", () => {
    expect(problemOf("2026-10-25 02:30 Europe/Paris")).toBe(
      'is a time Europe/Paris\'s clocks read twice: on 2026-10-25 they go back from 03:00 to 02:00. Write which, with its offset: "2026-10-25 02:30+02:00 Europe/Paris" (00:30 UTC, the first) or "2026-10-25 02:30+01:00 Europe/Paris" (01:30 UTC, the second)',
    );
    expect(timeOf("2026-10-25 02:30+02:00 Europe/Paris").utc).toBe("00:30 UTC");
    expect(timeOf("2026-10-25 02:30+01:00 Europe/Paris").utc).toBe("01:30 UTC");
    expect(problemOf("2026-04-14 11:00+01:00 Europe/Paris")).toContain("gives the offset +01:00, which Europe/Paris does not have");
  });
});
