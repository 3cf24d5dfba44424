// News a save wrote ahead of its hour (an embargoUntil), as the saves panel follows it
// (save-status.ts): waiting for its hour, then live since the site was built after it, or late
// when the site has not changed some minutes after it, when the team can publish at once.
import { parse } from "yaml";
import { fileCollections } from "#src/content/build-time/registry.ts";
import { embargoEnds, waitingIn } from "#src/content/build-time/held-back.ts";
import type { BuildStamp } from "./build-stamp.ts";

/** One piece of news waiting in a saved file: where it was saved, its hour as written, and what names it. */
export type Waiting = {
  repo: string;
  branch: string;
  file: string;
  until: string;
  kind: "answer" | "review" | "screening" | "release";
  named: string;
};

/** A file the editor committed, as its createCommitOnBranch mutation sends it (base64). */
type Addition = { path: string; contents?: string };

/**
 * The scheduled publication runs at a minute past each fifth minute and GitHub may start it late:
 * news still not on the site this long after its hour is late, and publishing it is offered.
 */
export const lateAfter = 15 * 60_000;
/** News live this long is no longer shown. */
const shownLive = 24 * 60 * 60_000;

const fileNames = Object.fromEntries(Object.entries(fileCollections).map(([name, c]) => [c.file, name])) as Record<
  string,
  keyof typeof fileCollections
>;

const decoded = (base64: string) => new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));

/** What waits for its hour in the files a save wrote (`additions`) to `repo`'s `branch`. */
export function waitingInSave(additions: Addition[], repo: string, branch: string): Waiting[] {
  return additions.flatMap(({ path, contents }) => {
    const name = fileNames[path];
    if (!name || contents === undefined) return [];
    try {
      const data = (parse(decoded(contents)) ?? {}) as Record<string, unknown>;
      return waitingIn(name, data).map((w) => ({ repo, branch, file: path, ...w }));
    } catch {
      return []; // a file the check refused is not published: nothing of it waits
    }
  });
}

/** The news waited for after a save: what it wrote of the files it saved replaces what they held. */
export function afterSave(before: Waiting[], saved: string[], now: Waiting[]): Waiting[] {
  return [...before.filter((w) => !saved.includes(w.file)), ...now];
}

export type WaitState =
  | { state: "waiting" }
  | { state: "due" }
  | { state: "late" }
  /** On the site, built at `at`, after the hour. */
  | { state: "live"; at: string };

/** Where `w` stands at `now`, the live site's stamp being `stamp` (none where it could not be read). */
export function waitState(w: Waiting, now: Date, stamp: BuildStamp | undefined): WaitState {
  const hour = embargoEnds(w.until).getTime();
  if (now.getTime() < hour) return { state: "waiting" };
  if (stamp && Date.parse(stamp.builtAt) >= hour) return { state: "live", at: stamp.builtAt };
  return now.getTime() - hour >= lateAfter ? { state: "late" } : { state: "due" };
}

/** Whether `w` is still shown at `now`: live for a day at most. */
export const stillShown = (w: Waiting, now: Date, stamp: BuildStamp | undefined): boolean => {
  const s = waitState(w, now, stamp);
  return s.state !== "live" || now.getTime() - Date.parse(s.at) < shownLive;
};

/** The git host's address that runs the site's workflow on `branch` now (workflow_dispatch). */
export const publishNowPath = (repo: string) => `/repos/${repo}/actions/workflows/site.yml/dispatches`;
