// Content that time has made stale: the build says so and goes on, so the film's team hears
// that a festival should have answered by now, or that a deadline has gone by.
import type { CollectionData, CollectionName } from "#src/content/build-time/collections.ts";
import type { Where } from "#src/content/build-time/check/where.ts";
import { dateMentions } from "#src/content/build-time/check/text-values.ts";

/**
 * The moment a date written in content is over: "October 2025" at the end of October, "15 March
 * 2026" or "2026-03-15" at the end of that day (read as the fact check reads dates in prose),
 * "TBA 2026" or "2026" at the end of the year. Undefined for text that names no date ("TBA").
 */
export function endOf(stated: string): Date | undefined {
  const last = dateMentions(stated).at(-1);
  if (last) return new Date(Date.parse(`${last.to}T00:00:00Z`) + 86_400_000);
  const year = stated.match(/\b(\d{4})\b/);
  return year ? new Date(Date.UTC(+year[1]! + 1, 0, 1)) : undefined;
}

const passed = (stated: string, today: Date) => {
  const end = endOf(stated);
  return end !== undefined && end <= today;
};

/**
 * "October 2025": a year and month (2025-10) as the build's messages write it, in English, whichever
 * languages the site lists (the fact check reads dates in English too).
 */
const inEnglish = (yearMonth: string) => {
  const [y, m] = yearMonth.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(y, m - 1, 1));
};

function staleFestivals(data: CollectionData<"festivals">, where: Where, today: Date): string[] {
  const submissions = data.submissions.flatMap((s, i) =>
    // An answer written ahead has been given to the team; it waits for the festival's hour, not for them.
    s.status === "In Consideration" && !s.answer && passed(inEnglish(s.notificationDate), today)
      ? [
          `${where(["submissions", i, "status"])}: ${s.name} was to answer by ${inEnglish(s.notificationDate)} but is still "In Consideration": ` +
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

/** A release whose last day is over: still shown, as ended; the team may have a new date, or want it gone. */
function staleReleases(data: CollectionData<"releases">, where: Where, today: Date): string[] {
  return data.releases.flatMap((r, i) =>
    r.until !== undefined && passed(r.until, today)
      ? [
          `${where(["releases", i, "until"])}: ${r.where} (${r.territories.join(", ")}) ended on ${r.until} and shows as no longer showing: ` +
            "set its new until date if it was extended, or take it off the list",
        ]
      : [],
  );
}

/** What time has made stale in one collection's data. */
export function staleContent(name: CollectionName, data: unknown, where: Where, today: Date): string[] {
  if (name === "festivals") return staleFestivals(data as CollectionData<"festivals">, where, today);
  if (name === "releases") return staleReleases(data as CollectionData<"releases">, where, today);
  return [];
}
