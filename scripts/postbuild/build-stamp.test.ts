import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { asBuildStamp, buildStampPath } from "../../admin/build-stamp.ts";
import { builtCommit, writeBuildStamp } from "./build-stamp.ts";

const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();

describe("the build's stamp", () => {
  it("names the commit the workflow builds, else the repository's head, else none", () => {
    const repo = mkdtempSync(path.join(tmpdir(), "stamp-repo-"));
    git(repo, "init", "-q");
    git(repo, "-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "--allow-empty", "-m", "one");
    const head = git(repo, "rev-parse", "HEAD");
    expect(builtCommit(repo, {})).toBe(head);
    const workflows = "0123456789abcdef0123456789abcdef01234567";
    expect(builtCommit(repo, { GITHUB_SHA: workflows })).toBe(workflows);
    expect(builtCommit(mkdtempSync(path.join(tmpdir(), "stamp-none-")), {})).toBeNull();
  });

  it("is published where the editor reads it, and reads back as a stamp", () => {
    const client = mkdtempSync(path.join(tmpdir(), "stamp-client-"));
    const now = new Date("2026-11-26T19:40:00Z");
    const written = writeBuildStamp(client, client, now);
    const read = asBuildStamp(JSON.parse(readFileSync(path.join(client, buildStampPath), "utf8")));
    expect(read).toEqual(written);
    expect(read?.builtAt).toBe(now.toISOString());
    // A host's page where the stamp should be is no stamp.
    expect(asBuildStamp({ commit: "main", builtAt: now.toISOString() })).toBeUndefined();
    expect(asBuildStamp("<!doctype html>")).toBeUndefined();
  });

  it("carries the commit and the build's instant alone: no hour of news still waiting, which would tell it", () => {
    const root = mkdtempSync(path.join(tmpdir(), "stamp-only-"));
    const now = new Date("2026-04-14T08:59:00Z");
    writeBuildStamp(root, root, now);
    const text = readFileSync(path.join(root, buildStampPath), "utf8");
    expect(Object.keys(JSON.parse(text) as object)).toEqual(["commit", "builtAt"]);
    expect(text).toBe(`{"commit":null,"builtAt":"2026-04-14T08:59:00.000Z"}\n`);
    // A stamp published before carried the next hour: read now, it is dropped.
    expect(asBuildStamp({ commit: null, builtAt: now.toISOString(), nextChange: "2026-04-14T09:00:00.000Z" })).toEqual({
      commit: null,
      builtAt: now.toISOString(),
    });
  });
});
