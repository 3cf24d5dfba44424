// Who waits where a saved screening or release comes: after a push that changes the screenings or
// the releases, the site's workflow runs `npm run demand -- --notices` in a job of its own (named
// below), which leaves what the command found as one notice on that commit (scripts/demand/notices.ts).
// The editor reads it with the save's other checks and shows it beside the save (save-status.ts),
// each message ready to copy: the team never opens the git host or a terminal to learn it.
import type { Annotation, CheckRun, GitHostApi, Save } from "./save-watch.ts";

/** The workflow's job that reads the list; its check run never decides whether a save went live. */
export const peopleWaitingJob = "Where people are";
/** The title of the notice it leaves. */
export const peopleWaitingTitle = "People waiting";

/** A message for the people of one language: the service's way to pick them out, the subject, the e-mail. */
export type WaitingMessage = { lang: string; count: number; audience: string; subject: string; body: string };
/** A screening or release with people waiting: "Leeds: 37 asked; the screening of … is theirs." */
export type WaitingMatch = { line: string; soldOut: boolean; send: WaitingMessage[] };

export type PeopleWaiting =
  /** What the list said: the matches, the screenings to come with nobody waiting, and how many matches did not fit. */
  | { matches: WaitingMatch[]; unmatched: string[]; left: number }
  /** Why the list could not be read, in the command's words (a missing or refused key). */
  | { problem: string };

const isString = (v: unknown): v is string => typeof v === "string";

/** The notice's text as the editor trusts it: anything else (an older job's, a cut one) is none. */
export function asPeopleWaiting(text: string): PeopleWaiting | undefined {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof v !== "object" || v === null) return undefined;
  const o = v as Record<string, unknown>;
  if (isString(o.problem)) return { problem: o.problem };
  if (!Array.isArray(o.matches) || !Array.isArray(o.unmatched) || !o.unmatched.every(isString) || typeof o.left !== "number")
    return undefined;
  const matches: WaitingMatch[] = [];
  for (const m of o.matches as unknown[]) {
    const match = m as Partial<WaitingMatch> | null;
    if (!match || !isString(match.line) || typeof match.soldOut !== "boolean" || !Array.isArray(match.send)) return undefined;
    const send = match.send.filter(
      (s: Partial<WaitingMessage> | null) =>
        !!s && isString(s.lang) && typeof s.count === "number" && isString(s.audience) && isString(s.subject) && isString(s.body),
    );
    if (send.length !== match.send.length) return undefined;
    matches.push({ line: match.line, soldOut: match.soldOut, send });
  }
  return { matches, unmatched: o.unmatched, left: o.left };
}

/**
 * What the job said of the save: undefined while it may still say something (running, or not yet
 * started while the other checks run), null where it says nothing (it did not run for this save:
 * nothing about screenings or releases changed, or the site names no list).
 */
export async function readPeopleWaiting(save: Save, api: GitHostApi): Promise<PeopleWaiting | null | undefined> {
  const checks = await api(`/repos/${save.repo}/commits/${save.oid}/check-runs?per_page=100`);
  if (!checks.ok) return null;
  const runs = (checks.body as { check_runs: CheckRun[] }).check_runs;
  const job = runs.find((r) => r.name === peopleWaitingJob);
  if (!job) return runs.length > 0 && runs.every((r) => r.status === "completed") ? null : undefined;
  if (job.status !== "completed") return undefined;
  if (job.conclusion !== "success") return null;
  const answer = await api(`/repos/${save.repo}/check-runs/${job.id}/annotations?per_page=100`);
  if (!answer.ok) return null;
  const notice = (answer.body as Annotation[]).find((a) => a.title === peopleWaitingTitle);
  return (notice && asPeopleWaiting(notice.message)) ?? null;
}
