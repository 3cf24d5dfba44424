// A time as the team writes one: the date and time on the clock of the place where it happens,
// and that place's time zone, "2026-04-14 11:00 Europe/Paris". Readable as a festival's press
// office writes it, and one instant whatever the season: the zone's rules (the IANA database
// of the engine's Intl) give its offset, so nobody works out +01:00 or +02:00. A time the zone's
// clocks skip (the spring night they go forward) or read twice (the autumn night they go back)
// is refused with the times on either side; the second of a repeated hour is written with its
// offset, "2026-10-25 02:30+01:00 Europe/Paris". Temporal does the arithmetic (temporal-polyfill,
// until Node and every browser the editor runs in ship it).
import { Temporal } from "temporal-polyfill";

/** A time read: as written on the place's clock, its zone and offset there, and the instant. */
export type ZonedTime = {
  /** "2026-04-14 11:00" */
  local: string;
  /** "Europe/Paris" */
  zone: string;
  /** "+02:00" */
  offset: string;
  /** "2026-04-14T11:00+02:00": the same instant as ISO 8601 writes it, on the place's clock. */
  iso: string;
  /** "09:00 UTC", or "23:30 UTC the day before" */
  utc: string;
  epochMs: number;
};

const written = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})([+-]\d{2}:\d{2})? (\S+)$/;
/** A date and a time without a zone, as people write them (with a space or ISO's T, an offset or not). */
const zoneless = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?([+-]\d{2}:?\d{2}|Z)?$/;
// The kit names no place of a film: an example city no film's content is likely to name.
export const zonedTimeExample = "2026-04-14 11:00 Europe/Lisbon";
const example = zonedTimeExample;

const hhmm = (t: Temporal.ZonedDateTime) => t.toPlainTime().toString().slice(0, 5);
/** The instant's time in UTC, with its day named when it is not the local one. */
function utcOf(t: Temporal.ZonedDateTime): string {
  const utc = t.withTimeZone("UTC");
  const days = Temporal.PlainDate.compare(utc.toPlainDate(), t.toPlainDate());
  return `${hhmm(utc)} UTC${days < 0 ? " the day before" : days > 0 ? " the day after" : ""}`;
}
/** The wall time of instant `t` on a clock set to `offset`: the time the clocks showed just before a change. */
const wallAt = (t: Temporal.ZonedDateTime, offset: string) => hhmm(t.withTimeZone(offset));

/** `text` read as a time with its zone; or the words that say what is wrong and how to write it. */
export function readZonedTime(text: string): { time: ZonedTime } | { problem: string } {
  const parts = written.exec(text.trim());
  if (!parts) {
    if (zoneless.test(text.trim())) return { problem: `has no time zone: write the place's zone after its time, as "${example}"` };
    return { problem: `is not a date, a time and a time zone: write it as "${example}"` };
  }
  const [, date = "", time = "", offset, zone = ""] = parts;
  let plain: Temporal.PlainDateTime;
  try {
    plain = Temporal.PlainDateTime.from(`${date}T${time}`, { overflow: "reject" });
  } catch {
    return { problem: `is not a date and time that exist: ${date} ${time}` };
  }
  let earlier: Temporal.ZonedDateTime;
  let later: Temporal.ZonedDateTime;
  try {
    earlier = plain.toZonedDateTime(zone, { disambiguation: "earlier" });
    later = plain.toZonedDateTime(zone, { disambiguation: "later" });
  } catch {
    return {
      problem: `names "${zone}", which is not a time zone: write the zone of the place's city, as Europe/Lisbon, America/New_York or Asia/Tokyo`,
    };
  }
  const read = (t: Temporal.ZonedDateTime): { time: ZonedTime } => ({
    time: {
      local: `${date} ${time}`,
      zone: t.timeZoneId,
      offset: t.offset,
      iso: `${date}T${time}${t.offset}`,
      utc: utcOf(t),
      epochMs: t.epochMilliseconds,
    },
  });
  // The clocks skip it: "earlier" and "later" read it an hour before and after.
  if (!earlier.toPlainDateTime().equals(plain)) {
    const change = later.getTimeZoneTransition("previous")!;
    const lastBefore = change.subtract({ minutes: 1 });
    return {
      problem:
        `is a time ${zone}'s clocks skip: on ${date} they go forward from ${wallAt(change, earlier.offset)} to ${hhmm(change)}. ` +
        `Write ${hhmm(lastBefore)} (${utcOf(lastBefore)}) or ${hhmm(change)} (${utcOf(change)})`,
    };
  }
  const twice = earlier.epochMilliseconds !== later.epochMilliseconds;
  if (offset !== undefined) {
    const which = [earlier, later].find((t) => t.offset === offset);
    if (which) return read(which);
    const offsets = twice ? `${earlier.offset} or ${later.offset}` : earlier.offset;
    return {
      problem: `gives the offset ${offset}, which ${zone} does not have at ${date} ${time} (it has ${offsets}): write it without an offset, as "${date} ${time} ${zone}"`,
    };
  }
  if (twice) {
    const change = later.getTimeZoneTransition("previous")!;
    return {
      problem:
        `is a time ${zone}'s clocks read twice: on ${date} they go back from ${wallAt(change, earlier.offset)} to ${hhmm(change)}. ` +
        `Write which, with its offset: "${date} ${time}${earlier.offset} ${zone}" (${utcOf(earlier)}, the first) or "${date} ${time}${later.offset} ${zone}" (${utcOf(later)}, the second)`,
    };
  }
  return read(earlier);
}

// An instant: a date, a time and Z or an offset from UTC, as ISO 8601 (and RFC 3339) write it.
const instant = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The forms readLocalTime reads, as one pattern: what a code editor underlines before the check runs. */
export const localTimePattern = `(${written.source})|(${instant.source})`;

/** The instant `text` writes, or undefined when it is not an ISO 8601 instant of the calendar. */
export function instantOf(text: string): Date | undefined {
  const parts = instant.exec(text.trim());
  if (!parts) return undefined;
  const [, y, mo, d, h, mi, s = "0"] = parts.map((p) => p ?? "");
  const date = new Date(text.trim());
  // Date takes "2026-02-30" as 2 March: the day must be one of its month.
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (Number.isNaN(date.getTime()) || day.getUTCDate() !== Number(d) || day.getUTCMonth() !== Number(mo) - 1) return undefined;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return undefined;
  return date;
}

/**
 * A time as content/ may write one: with its zone, or with its UTC offset as ISO 8601 writes it (as
 * files written before the zones were). Its ISO 8601 form, on the place's clock; or what is wrong.
 */
export function readLocalTime(text: string): { iso: string } | { problem: string } {
  if (instant.test(text.trim())) return instantOf(text) ? { iso: text.trim() } : { problem: "is not a date and time that exists" };
  const read = readZonedTime(text);
  return "problem" in read ? read : { iso: read.time.iso };
}

/** The ISO 8601 form of a time the content check has taken (readLocalTime). */
export function isoOfLocalTime(text: string): string {
  const read = readLocalTime(text);
  if ("problem" in read) throw new Error(`"${text}" ${read.problem}`);
  return read.iso;
}

/**
 * Each instant the wall time `local` ("2026-10-25 02:30") is in `zone`: none where the clocks skip
 * it (or it is no time, or `zone` no zone), two where they read it twice, one on any other day.
 */
export function readingsOf(local: string, zone: string): { offset: string; epochMs: number }[] {
  const [date = "", time = ""] = local.split(" ");
  try {
    const plain = Temporal.PlainDateTime.from(`${date}T${time}`, { overflow: "reject" });
    const earlier = plain.toZonedDateTime(zone, { disambiguation: "earlier" });
    const later = plain.toZonedDateTime(zone, { disambiguation: "later" });
    if (!earlier.toPlainDateTime().equals(plain)) return [];
    const reading = (t: Temporal.ZonedDateTime) => ({ offset: t.offset, epochMs: t.epochMilliseconds });
    return earlier.epochMilliseconds === later.epochMilliseconds ? [reading(earlier)] : [reading(earlier), reading(later)];
  } catch {
    return [];
  }
}
