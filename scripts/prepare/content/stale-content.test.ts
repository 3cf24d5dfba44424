import { describe, expect, it } from "vitest";
import { collections } from "#src/content/build-time/collections.ts";
import { textOf } from "./edited-content.ts";
import { parseCollection } from "#src/content/build-time/check/read-texts.ts";
import { endOf, staleContent } from "./stale-content.ts";

const festivals = collections.festivals;
// The seed fixture's festivals file (fixtures/seed), today's frozen.
const today = textOf("festivals");

function warnings(text: string, on: string): string[] {
  const loaded = parseCollection(festivals, text);
  expect(loaded.problems).toEqual([]);
  return staleContent("festivals", loaded.data, loaded.where, new Date(on));
}

describe("dates written in content", () => {
  it("end after the month, year or day they name; text that names none never ends", () => {
    expect(endOf("October 2025")).toEqual(new Date("2025-11-01T00:00:00Z"));
    expect(endOf("December 2025")).toEqual(new Date("2026-01-01T00:00:00Z"));
    expect(endOf("TBA 2026")).toEqual(new Date("2027-01-01T00:00:00Z"));
    expect(endOf("15 March 2026")).toEqual(new Date("2026-03-16T00:00:00Z"));
    expect(endOf("2026-03-15")).toEqual(new Date("2026-03-16T00:00:00Z"));
    expect(endOf("TBA")).toBeUndefined();
  });
});

describe("stale festival content (warned, never refused)", () => {
  it("on 22 November 2026 every submission of today's file should have had its answer", () => {
    const found = warnings(today, "2026-11-22T12:00:00Z");
    expect(found).toHaveLength(14);
    const lines = today.split("\n");
    const leeds = lines.findIndex((l) => l.includes("name: Leeds International"));
    // The line of its status: the first after its name.
    const leedsLine = leeds + lines.slice(leeds).findIndex((l) => l.includes("status: In Consideration")) + 1;
    expect(found[0]).toBe(
      `content/festivals.yaml:${leedsLine}: Leeds International Film Festival was to answer by October 2025 but is still "In Consideration": ` +
        "set its status (Official Selection, Nominee, Winner or Not Selected), or its notificationDate if the date moved",
    );
  });

  it("says nothing before a festival's month is over, or once its status is set", () => {
    expect(warnings(today, "2025-10-31T23:00:00Z")).toEqual([]);
    expect(warnings(today, "2025-11-01T00:00:00Z")).toHaveLength(2); // the two October festivals
    const selected = today.replace("status: In Consideration", "status: Official Selection");
    expect(warnings(selected, "2025-11-01T00:00:00Z")).toHaveLength(1);
  });

  it("names a target whose deadline has passed", () => {
    const dated = today.replace("en: TBA 2026", "en: 1 September 2026");
    // The line of "deadline:", above its English.
    const line = dated.split("\n").findIndex((l) => l.includes("en: 1 September 2026"));
    expect(warnings(dated, "2026-09-02T00:00:00Z").filter((w) => w.includes("deadline"))).toEqual([
      `content/festivals.yaml:${line}: the deadline of Venice International Film Festival (1 September 2026) has passed: give the next one, or take the festival off the targets`,
    ]);
  });
});
