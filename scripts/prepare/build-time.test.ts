import { mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { afterEach, describe, expect, it } from "vitest";
import { seedSite } from "../test/fixture-site.ts";
import { instantOf } from "#src/lib/zoned-time.ts";
import { buildTimeFile, readBuildTime, writeBuildTime } from "./build-time.ts";
import { loadCollections } from "./content/load-collections.ts";

const roots: string[] = [];
const aRoot = () => {
  const root = mkdtempSync(path.join(tmpdir(), "build-time-"));
  roots.push(root);
  return root;
};
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("the build's one clock", () => {
  it("reads an ISO 8601 instant with Z or an offset, to the second or the minute", () => {
    expect(instantOf("2026-04-14T09:00:00Z")?.toISOString()).toBe("2026-04-14T09:00:00.000Z");
    expect(instantOf("2026-04-14T11:00+02:00")?.toISOString()).toBe("2026-04-14T09:00:00.000Z");
    expect(instantOf("2026-10-25T01:30:15.250-01:00")?.toISOString()).toBe("2026-10-25T02:30:15.250Z");
  });

  it("takes no time without its zone, no day its month has not, and nothing but an instant", () => {
    for (const text of ["2026-04-14 11:00", "2026-04-14T11:00", "2026-02-30T10:00:00Z", "2026-04-14T24:00:00Z", "tomorrow", "1744621200"])
      expect(instantOf(text), text).toBeUndefined();
  });

  it("is BUILD_TIME's instant when it is set, written once for every later step", () => {
    const root = aRoot();
    expect(writeBuildTime(root, { BUILD_TIME: "2026-04-14T10:59:00+02:00" })).toEqual([]);
    expect(JSON.parse(readFileSync(path.join(root, buildTimeFile), "utf8"))).toEqual({
      now: "2026-04-14T08:59:00.000Z",
      from: "BUILD_TIME",
    });
    expect(readBuildTime(root).toISOString()).toBe("2026-04-14T08:59:00.000Z");
  });

  it("is the clock's now, read once, when BUILD_TIME is not set", () => {
    const root = aRoot();
    let reads = 0;
    const clock = () => (reads++, new Date("2026-11-27T20:00:00Z"));
    expect(writeBuildTime(root, {}, clock)).toEqual([]);
    expect(reads).toBe(1);
    expect(readBuildTime(root).toISOString()).toBe("2026-11-27T20:00:00.000Z");
  });

  it("stops the build on a BUILD_TIME that is not an instant, saying how to write one, and writes nothing", () => {
    const root = aRoot();
    const problems = writeBuildTime(root, { BUILD_TIME: "2026-04-14 11:00" });
    expect(problems).toEqual([expect.stringContaining('BUILD_TIME is "2026-04-14 11:00", which is not an instant')]);
    expect(problems[0]).toContain("2026-04-14T09:00:00Z");
    expect(() => readFileSync(path.join(root, buildTimeFile))).toThrow();
  });
});

describe("the content check's dated warnings", () => {
  // The seed's festivals still to answer, each named overdue once the build's instant is past its month.
  const waiting = (
    parse(readFileSync(path.join(seedSite, "content/festivals.yaml"), "utf8")) as {
      submissions: { name: string | Record<string, string>; status: string }[];
    }
  ).submissions
    .filter((s) => s.status === "In Consideration")
    // A name written once, or in each language: the warning names it in the first.
    .map((s) => (typeof s.name === "string" ? s.name : Object.values(s.name)[0]!));
  const overdueAt = (buildTime: string) => {
    const root = aRoot();
    symlinkSync(path.join(seedSite, "content"), path.join(root, "content"), "dir");
    expect(writeBuildTime(root, { BUILD_TIME: buildTime })).toEqual([]);
    const { problems, warnings } = loadCollections({ root });
    expect(problems).toEqual([]);
    return warnings.filter((w) => w.includes("was to answer by"));
  };

  it("follow BUILD_TIME: no answer overdue before the festivals' months, every one after", () => {
    expect(waiting.length).toBeGreaterThan(0);
    expect(overdueAt("2000-01-01T00:00:00Z")).toEqual([]);
    const late = overdueAt("2100-01-01T00:00:00Z");
    expect(late).toHaveLength(waiting.length);
    for (const name of waiting) expect(late.join("\n")).toContain(`${name} was to answer by`);
  });
});
