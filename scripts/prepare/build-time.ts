// The build's one clock: the instant every decision that depends on the time is made at (which
// festivals' answers are overdue, which releases are out, which screenings have started). The
// build's first step reads it once, from BUILD_TIME (an ISO 8601 instant) or else the clock, and
// writes it to src/generated/build-time.json, which every later step and page reads
// (src/content/build-clock.ts): a build that runs for minutes, or across midnight, decides by one
// instant, and a test or a rebuild of a past day can set it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { instantOf } from "#src/lib/zoned-time.ts";

/** Where the instant is written, under the repository's root. */
export const buildTimeFile = "src/generated/build-time.json";

/**
 * Writes the build's instant for `root`: BUILD_TIME's when it is set, else the clock's now.
 * Returns the problems that stop the build (a BUILD_TIME that is not an instant).
 */
export function writeBuildTime(root: string, env: NodeJS.ProcessEnv = process.env, clock = () => new Date()): string[] {
  const set = env.BUILD_TIME;
  const now = set === undefined || set === "" ? clock() : instantOf(set);
  if (!now)
    return [
      `BUILD_TIME is "${set}", which is not an instant: write it in ISO 8601 with Z or its offset from UTC, as 2026-04-14T09:00:00Z or 2026-04-14T11:00:00+02:00 (or leave it unset for the clock's time)`,
    ];
  const file = path.join(root, buildTimeFile);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ now: now.toISOString(), from: set ? "BUILD_TIME" : "clock" }, null, 2)}\n`);
  return [];
}

/** The build's instant as its first step wrote it for `root`; the clock's now where no build has written one. */
export function readBuildTime(root: string): Date {
  const file = path.join(root, buildTimeFile);
  if (!existsSync(file)) return new Date();
  return new Date((JSON.parse(readFileSync(file, "utf8")) as { now: string }).now);
}
