import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { afterSave, lateAfter, publishNowPath, stillShown, waitingInSave, waitState, type Waiting } from "./waiting-news.ts";

const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
const festivals = stringify({
  submissions: [
    { name: { en: "Berlin International Film Festival", es: "Berlinale" }, status: "In Consideration" },
    {
      name: "Göteborg Film Festival",
      status: "In Consideration",
      answer: { embargoUntil: "2026-01-06 11:00 Europe/Stockholm", status: "Official Selection" },
    },
  ],
  targets: [],
});
const reviews = stringify({
  reviews: [
    { outlet: "Filmkrant", quote: "Sunstruck.", embargoUntil: "2026-01-06 10:00 Europe/London" },
    { outlet: "Sight and Sound", quote: "Tender." },
  ],
});

describe("news a save wrote ahead", () => {
  const saved = waitingInSave(
    [
      { path: "content/festivals.yaml", contents: base64(festivals) },
      { path: "content/reviews.yaml", contents: base64(reviews) },
      { path: "content/film.yaml", contents: base64("title: Any\n") },
      { path: "content/uploads/still.jpg" },
    ],
    "wave-films/site",
    "main",
  );

  it("is read from the files the save committed, each piece named as the panel names it", () => {
    expect(saved).toEqual([
      {
        repo: "wave-films/site",
        branch: "main",
        file: "content/festivals.yaml",
        until: "2026-01-06 11:00 Europe/Stockholm",
        kind: "answer",
        named: "Göteborg Film Festival",
      },
      {
        repo: "wave-films/site",
        branch: "main",
        file: "content/reviews.yaml",
        until: "2026-01-06 10:00 Europe/London",
        kind: "review",
        named: "Filmkrant",
      },
    ]);
    // A file that is not YAML holds nothing waiting (its save is refused by the check anyway).
    expect(waitingInSave([{ path: "content/reviews.yaml", contents: base64("reviews: [") }], "a/b", "main")).toEqual([]);
  });

  it("is replaced by what a later save of the same file holds: moved, or taken out", () => {
    const moved = { ...saved[1]!, until: "2026-01-07 10:00 Europe/London" };
    expect(afterSave(saved, ["content/reviews.yaml"], [moved])).toEqual([saved[0], moved]);
    expect(afterSave(saved, ["content/festivals.yaml"], [])).toEqual([saved[1]]);
  });

  it("waits until its hour, is due, then late, or live once the site is built after the hour", () => {
    const review: Waiting = saved[1]!; // 10:00 UTC
    const at = (iso: string) => new Date(iso);
    const builtAt = (iso: string) => ({ commit: "a".repeat(40), builtAt: iso });
    expect(waitState(review, at("2026-01-06T09:59:00Z"), builtAt("2026-01-06T09:00:00Z"))).toEqual({ state: "waiting" });
    expect(waitState(review, at("2026-01-06T10:05:00Z"), builtAt("2026-01-06T09:00:00Z"))).toEqual({ state: "due" });
    const late = new Date(Date.parse("2026-01-06T10:00:00Z") + lateAfter);
    expect(waitState(review, late, builtAt("2026-01-06T09:00:00Z"))).toEqual({ state: "late" });
    expect(waitState(review, late, undefined)).toEqual({ state: "late" });
    expect(waitState(review, late, builtAt("2026-01-06T10:06:00Z"))).toEqual({ state: "live", at: "2026-01-06T10:06:00Z" });
    // Live news is shown for a day, then no more.
    expect(stillShown(review, at("2026-01-07T10:05:00Z"), builtAt("2026-01-06T10:06:00Z"))).toBe(true);
    expect(stillShown(review, at("2026-01-07T10:07:00Z"), builtAt("2026-01-06T10:06:00Z"))).toBe(false);
    expect(stillShown(review, at("2026-02-01T00:00:00Z"), undefined)).toBe(true);
  });
});

describe("Publish now", () => {
  it("runs the repository's site workflow, which publishes when run by hand", () => {
    const workflow = /\/actions\/workflows\/([^/]+)\/dispatches$/.exec(publishNowPath("wave-films/site"))![1]!;
    const file = path.resolve(import.meta.dirname, "../.github/workflows", workflow);
    const on = (parse(readFileSync(file, "utf8")) as { on: Record<string, unknown> }).on;
    expect(on).toHaveProperty("workflow_dispatch");
  });
});
