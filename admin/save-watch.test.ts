import { afterEach, describe, expect, it, vi } from "vitest";
import { buildStampPath } from "./build-stamp.ts";
import { contentCheckTitle, readSaveState, saveState, type Annotation, type CheckRun, type GitHostApi } from "./save-watch.ts";

const seenAt = "2026-11-26T19:50:00.000Z";
const run = (name: string, status: string, conclusion: string | null = null, completed_at: string | null = null, id = 1): CheckRun => ({
  id,
  name,
  status,
  conclusion,
  completed_at,
});
const annotation = (message: string, more: Partial<Annotation> = {}): Annotation => ({
  path: ".github",
  start_line: 1,
  annotation_level: "failure",
  title: null,
  message,
  ...more,
});

describe("a save's state, from its commit's checks and the live site", () => {
  it("waits for the checks, then follows them, then waits for the site", () => {
    expect(saveState({ runs: [], carried: false, seenAt })).toEqual({ state: "checking", step: "waiting" });
    expect(saveState({ runs: [run("test", "in_progress")], carried: false, seenAt })).toEqual({ state: "checking", step: "checking" });
    const tested = run("test", "completed", "success", "2026-11-26T19:44:00Z");
    expect(saveState({ runs: [tested, run("publish", "queued")], carried: false, seenAt })).toEqual({
      state: "checking",
      step: "publishing",
    });
    // Passed, and not on the site yet: still publishing.
    expect(saveState({ runs: [tested, run("publish", "completed", "success", "2026-11-26T19:46:00Z")], carried: false, seenAt })).toEqual({
      state: "checking",
      step: "publishing",
    });
  });

  it("is live once the site carries it, since its publishing ended (or since seen so)", () => {
    const runs = [
      run("test", "completed", "success", "2026-11-26T19:44:00Z"),
      run("publish", "completed", "success", "2026-11-26T19:46:10Z"),
    ];
    expect(saveState({ runs, carried: true, seenAt })).toEqual({ state: "live", at: "2026-11-26T19:46:10Z" });
    expect(saveState({ runs: undefined, carried: true, seenAt })).toEqual({ state: "live", at: seenAt });
  });

  it("is refused with the content check's words at their file and line, leaving out the workflow's own", () => {
    const runs = [
      run("test", "completed", "failure", "2026-11-26T19:44:00Z"),
      run("publish", "completed", "skipped", "2026-11-26T19:44:01Z"),
    ];
    const annotations = [
      annotation('status "Selected" is not one of: In Consideration, Official Selection', {
        path: "content/festivals.yaml",
        start_line: 42,
        title: contentCheckTitle,
      }),
      annotation("the en PDFs and download sizes: a character the fonts lack", { title: contentCheckTitle }),
      annotation("Process completed with exit code 1."),
    ];
    expect(saveState({ runs, annotations, carried: false, seenAt })).toEqual({
      state: "refused",
      problems: [
        { file: "content/festivals.yaml", line: 42, words: 'status "Selected" is not one of: In Consideration, Official Selection' },
        { words: "the en PDFs and download sizes: a character the fonts lack" },
      ],
    });
  });

  it("fails on something else with that job's words, and is stopped when its checks were cancelled", () => {
    const failing = [run("test", "completed", "failure", "2026-11-26T19:44:00Z")];
    const annotations = [
      annotation("e2e/live/pages.spec.ts: 1 failed", { annotation_level: "failure" }),
      annotation("Process completed with exit code 1."),
    ];
    expect(saveState({ runs: failing, annotations, carried: false, seenAt })).toEqual({
      state: "failed",
      problems: [{ words: "e2e/live/pages.spec.ts: 1 failed" }],
    });
    expect(saveState({ runs: [run("test", "completed", "cancelled", seenAt)], carried: false, seenAt })).toEqual({ state: "stopped" });
  });

  it("without leave to read the checks, waits for the site alone", () => {
    expect(saveState({ runs: undefined, carried: false, seenAt })).toEqual({ state: "checking", step: "checking", blind: true });
  });
});

describe("reading a save's state", () => {
  afterEach(() => vi.unstubAllGlobals());
  const save = { oid: "a".repeat(40), repo: "wave-films/last-wave-site" };
  const site = "https://lastwave.example";
  const stampOf = (commit: string) => vi.fn(async () => Response.json({ commit, builtAt: seenAt }));

  it("counts a later commit on the live site as carrying the save, asking the host once", async () => {
    const later = "b".repeat(40);
    const fetchStamp = stampOf(later);
    vi.stubGlobal("fetch", fetchStamp);
    const asked: string[] = [];
    const api: GitHostApi = async (path) => {
      asked.push(path);
      if (path.includes("/compare/")) return { ok: true, body: { status: "ahead" } };
      return { ok: true, body: { check_runs: [run("publish", "completed", "success", "2026-11-26T19:46:10Z")] } };
    };
    const compared = new Map<string, boolean>();
    for (let i = 0; i < 2; i++)
      expect(await readSaveState(save, { api, site, compared })).toEqual({ state: "live", at: "2026-11-26T19:46:10Z" });
    expect(fetchStamp).toHaveBeenCalledWith(new URL(buildStampPath, site), { cache: "no-store" });
    expect(asked.filter((p) => p.includes("/compare/"))).toEqual([`/repos/${save.repo}/compare/${save.oid}...${later}`]);
  });

  it("reads the annotations of a failed job, and is not live on an older site", async () => {
    vi.stubGlobal("fetch", stampOf("c".repeat(40)));
    const api: GitHostApi = async (path) => {
      if (path.includes("/compare/")) return { ok: true, body: { status: "behind" } };
      if (path.endsWith("/annotations?per_page=100"))
        return {
          ok: true,
          body: [annotation("country is not a code", { path: "content/screenings.yaml", start_line: 7, title: contentCheckTitle })],
        };
      return { ok: true, body: { check_runs: [run("test", "completed", "failure", seenAt, 7)] } };
    };
    expect(await readSaveState(save, { api, site, compared: new Map() })).toEqual({
      state: "refused",
      problems: [{ file: "content/screenings.yaml", line: 7, words: "country is not a code" }],
    });
  });
});
