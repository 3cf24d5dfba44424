// Content that time has made stale: the build says so and goes on, so the film's team hears
// that a festival should have answered by now, or that a deadline has gone by.
import type { CollectionData, CollectionName } from "../../../src/content/collections";
import type { Where } from "./load-collections";

const months = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/**
 * The moment a date written in content is over: "October 2025" at the end of October, "TBA 2026"
 * or "2026" at the end of the year, "15 March 2026" or "2026-03-15" at the end of that day.
 * Undefined for text that names no date ("TBA", "Rolling").
 */
export function endOf(stated: string): Date | undefined {
  const iso = stated.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (iso) return new Date(Date.UTC(+iso[1]!, +iso[2]! - 1, +iso[3]! + 1));
  const day = stated.match(/(\d{1,2})\s+([a-z]+)\s+(\d{4})/i);
  if (day && months.includes(day[2]!.toLowerCase()))
    return new Date(Date.UTC(+day[3]!, months.indexOf(day[2]!.toLowerCase()), +day[1]! + 1));
  const month = stated.match(/([a-z]+)\s+(\d{4})/i);
  if (month && months.includes(month[1]!.toLowerCase()))
    return new Date(Date.UTC(+month[2]!, months.indexOf(month[1]!.toLowerCase()) + 1, 1));
  const year = stated.match(/\b(\d{4})\b/);
  if (year) return new Date(Date.UTC(+year[1]! + 1, 0, 1));
  return undefined;
}

const passed = (stated: string, today: Date) => {
  const end = endOf(stated);
  return end !== undefined && end <= today;
};

function staleFestivals(data: CollectionData<"festivals">, where: Where, today: Date): string[] {
  const submissions = data.submissions.flatMap((s, i) =>
    s.status === "In Consideration" && passed(s.notificationDate, today)
      ? [
          `${where(["submissions", i, "status"])}: ${s.name} was to answer by ${s.notificationDate} but is still "In Consideration": ` +
            "set its status (Official Selection, Nominee, Winner or Not Selected), or its notificationDate if the date moved",
        ]
      : [],
  );
  const targets = data.targets.flatMap((t, i) =>
    passed(t.deadline, today)
      ? [
          `${where(["targets", i, "deadline"])}: the deadline of ${t.name} (${t.deadline}) has passed: give the next one, or take the festival off the targets`,
        ]
      : [],
  );
  return [...submissions, ...targets];
}

/** What time has made stale in one collection's data. */
export function staleContent(name: CollectionName, data: unknown, where: Where, today: Date): string[] {
  if (name === "festivals") return staleFestivals(data as CollectionData<"festivals">, where, today);
  return [];
}
