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
});
