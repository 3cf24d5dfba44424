import { describe, expect, it } from "vitest";
import { asPeopleWaiting, peopleWaitingJob, peopleWaitingTitle, readPeopleWaiting, type PeopleWaiting } from "./people-waiting.ts";
import { saveState, type Annotation, type CheckRun, type GitHostApi } from "./save-watch.ts";

const save = { oid: "a".repeat(40), repo: "team/film-site" };
const run = (name: string, status: string, conclusion: string | null = null, id = 1): CheckRun => ({
  id,
  name,
  status,
  conclusion,
  completed_at: status === "completed" ? "2026-12-02T20:00:00Z" : null,
});
const said: PeopleWaiting = {
  matches: [
    {
      line: "Leeds: 3 asked; the screening of Thu 14 March 2030 · 18:00 at Hyde Park Picture House is theirs.",
      soldOut: false,
      send: [{ lang: "en", count: 2, audience: "in Buttondown, the subscribers with the tag language-en", subject: "S", body: "B\n" }],
    },
  ],
  unmatched: ["Husum: the screening of Sat 5 May 2030 · 20:00 at Kino."],
  left: 0,
};
const notice = (message: string): Annotation => ({
  path: ".github",
  start_line: 1,
  annotation_level: "notice",
  title: peopleWaitingTitle,
  message,
});
/** The git host with `runs` on the save's commit and `annotations` on the job's run. */
const host =
  (runs: CheckRun[], annotations: Annotation[] = []): GitHostApi =>
  async (path) =>
    path.endsWith("/annotations?per_page=100") ? { ok: true, body: annotations } : { ok: true, body: { check_runs: runs } };

describe("who waits where, as the workflow's job left it", () => {
  it("reads the job's notice once the job has finished", async () => {
    const runs = [run("test", "completed", "success"), run(peopleWaitingJob, "completed", "success", 9)];
    expect(await readPeopleWaiting(save, host(runs, [notice(JSON.stringify(said))]))).toEqual(said);
    expect(await readPeopleWaiting(save, host(runs, [notice(JSON.stringify({ problem: "No key" }))]))).toEqual({ problem: "No key" });
  });

  it("waits while the job runs or may still start, and says nothing where it did not run or said nothing", async () => {
    expect(await readPeopleWaiting(save, host([run(peopleWaitingJob, "in_progress")]))).toBeUndefined();
    expect(await readPeopleWaiting(save, host([run("test", "in_progress")]))).toBeUndefined();
    expect(await readPeopleWaiting(save, host([]))).toBeUndefined();
    expect(await readPeopleWaiting(save, host([run("test", "completed", "success")]))).toBeNull();
    expect(await readPeopleWaiting(save, host([run(peopleWaitingJob, "completed", "skipped")]))).toBeNull();
    expect(await readPeopleWaiting(save, host([run(peopleWaitingJob, "completed", "success")], []))).toBeNull();
    expect(await readPeopleWaiting(save, async () => ({ ok: false, status: 403 }))).toBeNull();
  });

  it("trusts only the notice's own shape", () => {
    expect(asPeopleWaiting(JSON.stringify(said))).toEqual(said);
    expect(asPeopleWaiting("Leeds: 3 asked")).toBeUndefined();
    expect(asPeopleWaiting(JSON.stringify({ ...said, left: "0" }))).toBeUndefined();
    expect(asPeopleWaiting(JSON.stringify({ ...said, matches: [{ ...said.matches[0], send: [{ lang: "en" }] }] }))).toBeUndefined();
  });

  it("never decides what became of the save", () => {
    const tested = run("test", "completed", "success");
    // Still reading the list, or stopped on it: the save is live once the site carries it, and publishing until then.
    for (const job of [run(peopleWaitingJob, "in_progress"), run(peopleWaitingJob, "completed", "failure")]) {
      expect(saveState({ runs: [tested, run("publish", "completed", "success"), job], carried: false, seenAt: "x" })).toEqual({
        state: "checking",
        step: "publishing",
      });
      expect(saveState({ runs: [tested, job], carried: true, seenAt: "x" }).state).toBe("live");
    }
  });
});
