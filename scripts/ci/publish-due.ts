// Whether a scheduled run of the workflow publishes: only when news written ahead (an
// `embargoUntil:` in content/) has come due since the live site was built. Its hour is read from
// the repository, never from the live site: a site that named the instant it will next change
// would tell a journalist the hour of a festival's line-up it is in, before the festival does.
// The live site's stamp (/build.json) gives only when it was built. A run with nothing due ends
// here, within seconds, before anything is installed: the workflow runs this with Node alone, on
// a sparse checkout of this file, the stamp's reader and content/*.yaml (`node scripts/ci/publish-due.ts`).
// A publication builds main as it stands, and that build decides what is due by its own clock:
// reading an hour too many here publishes nothing early, reading one too few publishes it late.
import { appendFileSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { asBuildStamp, buildStampPath, type BuildStamp } from "../../admin/build-stamp.ts";

export type PublishDecision = { publish: boolean; why: string };

/**
 * Every `embargoUntil:` value a content file writes, as written ("2026-04-14 11:00 Europe/Paris"),
 * read line by line: nothing is installed to read YAML with, and the schemas put the key nowhere
 * else. Quotes and a comment after the value are taken off.
 */
export function hoursWritten(yaml: string): string[] {
  return [...yaml.matchAll(/^[ \t-]*embargoUntil:[ \t]*(?:"([^"]*)"|'([^']*)'|([^#\r\n]*?))[ \t]*(?:#.*)?$/gm)].map(
    ([, double, single, plain]) => (double ?? single ?? plain ?? "").trim(),
  );
}

/** The parts of a date and time as the zone's clock showed them at instant `t`, as if that clock were UTC. */
function wallClockAt(t: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(t)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/**
 * The instant an hour as content writes it names (src/lib/zoned-time.ts's forms: "2026-04-14 11:00
 * Europe/Paris", with its offset where the clocks read the hour twice, or an ISO 8601 instant), or
 * undefined where it names none. The content check reads these with the Temporal polyfill, which is
 * not installed here; this reads them with the engine's own Intl, and publish-due.test.ts holds the
 * two readings to the same instants.
 */
export function instantWritten(text: string): Date | undefined {
  const zoned = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})([+-]\d{2}:\d{2})? (\S+)$/.exec(text);
  if (!zoned) {
    const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text) ? new Date(text) : undefined;
    return instant && !Number.isNaN(instant.getTime()) ? instant : undefined;
  }
  const [, date = "", time = "", offset, zone = ""] = zoned;
  if (offset) return new Date(`${date}T${time}${offset}`);
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wall)) return undefined;
  try {
    // The zone's offsets around that day; each gives the instant its clock reads `wall` at, if it does.
    // The earlier where the clocks read it twice (as the check reads it); none where they skip it.
    const day = 86_400_000;
    const offsets = new Set([wall - day, wall, wall + day].map((t) => wallClockAt(t, zone) - t));
    const readings = [...offsets].map((o) => wall - o).filter((t) => wallClockAt(t, zone) === wall);
    return readings.length > 0 ? new Date(Math.min(...readings)) : undefined;
  } catch {
    return undefined; // not a zone
  }
}

/**
 * The decision, from the hours content writes, the live site's stamp (undefined: none could be
 * read) and the clock's now: publish when an hour has come since the site was built.
 */
export function publishDecision(hours: string[], published: BuildStamp | undefined, now: Date): PublishDecision {
  if (!published)
    return {
      publish: false,
      why: "the live site's stamp could not be read: nothing is published on schedule until a push publishes the site",
    };
  const built = Date.parse(published.builtAt);
  const instants = hours.flatMap((h) => instantWritten(h)?.getTime() ?? []);
  const come = instants.filter((t) => t > built && t <= now.getTime());
  const waiting = instants.filter((t) => t > now.getTime()).length;
  const still = waiting === 0 ? "" : `; ${waiting === 1 ? "one more piece" : `${waiting} more pieces`} of news waiting`;
  if (come.length === 0) return { publish: false, why: `no news has come due since the site was built at ${published.builtAt}${still}` };
  const first = new Date(Math.min(...come)).toISOString();
  return { publish: true, why: `news due at ${first} has come due since the site was built at ${published.builtAt}${still}` };
}

/**
 * The site's address in content/site.yaml: its `address:` line (an https link, the schema's rule),
 * read without a YAML reader, as this runs before anything is installed.
 */
export function siteAddress(siteYaml: string): string | undefined {
  return /^address:[ \t]*["']?(https:\/\/[^\s"'#]+?)\/?["']?[ \t]*(?:#.*)?$/m.exec(siteYaml)?.[1];
}

/** The live site's stamp, or undefined where it does not answer with one within `timeout` ms. */
export async function liveStamp(address: string, timeout = 10_000): Promise<BuildStamp | undefined> {
  try {
    const response = await fetch(`${address}${buildStampPath}`, { signal: AbortSignal.timeout(timeout), cache: "no-store" });
    return response.ok ? asBuildStamp(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}

/** The hours written in content/*.yaml of the repository at `root`. */
export function hoursInContent(root: string): string[] {
  const content = path.join(root, "content");
  return readdirSync(content)
    .filter((f) => f.endsWith(".yaml"))
    .flatMap((f) => hoursWritten(readFileSync(path.join(content, f), "utf8")));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, "../..");
  const address = siteAddress(readFileSync(path.join(root, "content/site.yaml"), "utf8"));
  const decision = publishDecision(hoursInContent(root), address ? await liveStamp(address) : undefined, new Date());
  console.log(`${decision.publish ? "Publishing" : "Nothing to publish"}: ${decision.why}`);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `publish=${decision.publish}\n`);
}
