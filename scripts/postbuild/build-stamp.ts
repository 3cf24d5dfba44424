// Writes the build's stamp (admin/build-stamp.ts): the commit built, from the workflow
// (GITHUB_SHA) or the repository's own head, and the build's instant (scripts/prepare/build-time.ts).
// The editor reads it from the live site to say that a save is published, and the workflow's
// scheduled run to tell whether news written ahead has come due since (scripts/ci/publish-due.ts).
// Nothing else: not the hour of news still waiting, which would tell it.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { buildStampPath, type BuildStamp } from "../../admin/build-stamp.ts";
import { readBuildTime } from "../prepare/build-time.ts";

/** The commit `root` is built from: the workflow's, else git's head there; null outside git. */
export function builtCommit(root: string, env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.GITHUB_SHA && /^[0-9a-f]{40}$/.test(env.GITHUB_SHA)) return env.GITHUB_SHA;
  try {
    const head = execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    return /^[0-9a-f]{40}$/.test(head) ? head : null;
  } catch {
    return null;
  }
}

/** Writes `client`/build.json for the repository at `root`; returns the stamp. */
export function writeBuildStamp(client: string, root: string, now = readBuildTime(root)): BuildStamp {
  const stamp: BuildStamp = { commit: builtCommit(root), builtAt: now.toISOString() };
  writeFileSync(path.join(client, buildStampPath), `${JSON.stringify(stamp)}\n`);
  return stamp;
}
