// What became of a save made with the git host: still being checked, live on the site, or not
// published and why, read from the git host's checks of the saved commit (each job of the
// workflow is a check run, and the build's content problems are its annotations,
// scripts/prepare/content/annotations.ts) and from the live site's build stamp (build-stamp.ts).
// The stamp alone says "live": a workflow that passed has published only once the site says so.
import { asBuildStamp, buildStampPath, type BuildStamp } from "./build-stamp.ts";
import { peopleWaitingJob } from "./people-waiting.ts";

/** The title the build gives each content problem it reports to the git host. */
export const contentCheckTitle = "Content check";

/** A job of the workflow, as GitHub's checks API gives it (GET …/commits/{sha}/check-runs). */
export type CheckRun = {
  id: number;
  name: string;
  status: string;
  conclusion: string | null;
  completed_at: string | null;
};
/** A line a job wrote about a file (GET …/check-runs/{id}/annotations). */
export type Annotation = {
  path: string;
  start_line: number | null;
  annotation_level: string;
  title: string | null;
  message: string;
};

/** A reason the site's checks gave, at its file and line where it names one. */
export type Problem = { file?: string; line?: number; words: string };

export type SaveState =
  | { state: "checking"; step: "waiting" | "checking" | "publishing"; blind?: boolean }
  | { state: "live"; at: string }
  | { state: "refused"; problems: Problem[] }
  | { state: "failed"; problems: Problem[] }
  | { state: "stopped" }
  | { state: "quiet" };

export const settled = (s: SaveState) => s.state !== "checking";

const failed = new Set(["failure", "timed_out", "action_required", "startup_failure"]);
const stopped = new Set(["cancelled", "skipped", "stale", "neutral"]);

/**
 * The state a save is in, from its commit's check runs (undefined where the sign-in may not read
 * them), the annotations of the failed ones, and whether the live site carries the commit.
 */
export function saveState({
  runs: allRuns,
  annotations = [],
  carried,
  seenAt,
}: {
  runs: CheckRun[] | undefined;
  annotations?: Annotation[];
  carried: boolean;
  seenAt: string;
}): SaveState {
  // Who waits where (people-waiting.ts) is told beside the save: its job never holds a save back.
  const runs = allRuns?.filter((r) => r.name !== peopleWaitingJob);
  if (carried) {
    // Live since its workflow finished publishing (or, without its checks, since first seen so).
    const ends = (runs ?? []).flatMap((r) => (r.conclusion === "success" && r.completed_at ? [r.completed_at] : []));
    return { state: "live", at: ends.sort().at(-1) ?? seenAt };
  }
  if (!runs) return { state: "checking", step: "checking", blind: true };
  const done = runs.filter((r) => r.status === "completed");
  if (done.some((r) => failed.has(r.conclusion ?? ""))) {
    const ours = annotations.filter((a) => a.title === contentCheckTitle);
    if (ours.length > 0) return { state: "refused", problems: ours.map(problemOf) };
    // The code's own checks, or the machine: the workflow's words, but for its closing line.
    const theirs = annotations.filter((a) => a.annotation_level === "failure" && !/^Process completed with exit code/.test(a.message));
    return { state: "failed", problems: theirs.map(problemOf) };
  }
  if (runs.length === 0) return { state: "checking", step: "waiting" };
  if (done.length === runs.length && done.some((r) => stopped.has(r.conclusion ?? ""))) return { state: "stopped" };
  const publishing = runs.some((r) => /publish|deploy/i.test(r.name) && r.status !== "completed") || done.length === runs.length;
  return { state: "checking", step: publishing ? "publishing" : "checking" };
}

function problemOf(a: Annotation): Problem {
  // A problem without a file of its own is set on the workflow's file.
  const file = a.path.startsWith("content/") || a.path.startsWith("public/") ? a.path : undefined;
  return { ...(file ? { file } : {}), ...(file && a.start_line ? { line: a.start_line } : {}), words: a.message };
}

/** The git host as the editor's sign-in reaches it: a GET of an API path, its JSON or its HTTP status. */
export type GitHostApi = (path: string) => Promise<{ ok: true; body: unknown } | { ok: false; status: number }>;

/** A save being watched: its commit, in its repository. */
export type Save = { oid: string; repo: string };

/**
 * The save's state now. `site` is the live site's origin; `api` the git host; `compared` keeps
 * what the host said of a stamp's commit, so a stamp is compared once.
 */
export async function readSaveState(
  save: Save,
  { api, site, compared, now = () => new Date() }: { api: GitHostApi; site: string; compared: Map<string, boolean>; now?: () => Date },
): Promise<SaveState> {
  const stamp = await liveStamp(site);
  const carried = await carries(stamp, save, api, compared);
  const checks = await api(`/repos/${save.repo}/commits/${save.oid}/check-runs?per_page=100`);
  const runs = checks.ok ? (checks.body as { check_runs: CheckRun[] }).check_runs : undefined;
  const annotations: Annotation[] = [];
  for (const run of runs ?? []) {
    if (run.name === peopleWaitingJob || run.status !== "completed" || !failed.has(run.conclusion ?? "")) continue;
    const answer = await api(`/repos/${save.repo}/check-runs/${run.id}/annotations?per_page=100`);
    if (answer.ok) annotations.push(...(answer.body as Annotation[]));
  }
  return saveState({ runs, annotations, carried, seenAt: now().toISOString() });
}

/** The live site's stamp, or none where it could not be read. */
export async function liveStamp(site: string): Promise<BuildStamp | undefined> {
  try {
    const answer = await fetch(new URL(buildStampPath, site), { cache: "no-store" });
    return answer.ok ? asBuildStamp(await answer.json()) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the live site is built from the save's commit or a later one of the same branch. */
async function carries(stamp: BuildStamp | undefined, save: Save, api: GitHostApi, compared: Map<string, boolean>): Promise<boolean> {
  if (!stamp?.commit) return false;
  if (stamp.commit === save.oid) return true;
  const key = `${save.oid}...${stamp.commit}`;
  if (!compared.has(key)) {
    const answer = await api(`/repos/${save.repo}/compare/${key}`);
    if (!answer.ok) return false;
    // "ahead": the stamp's commit follows the save's.
    compared.set(key, ["ahead", "identical"].includes((answer.body as { status?: string }).status ?? ""));
  }
  return compared.get(key)!;
}
