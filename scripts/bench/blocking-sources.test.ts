import { describe, expect, it } from "vitest";
import { blockingBySource, type LighthouseAudits } from "./blocking-sources.ts";

const run = (tasks: { url: string; startTime: number; duration: number }[], fcp = 700, tti = 1200): LighthouseAudits => {
  const urls = [...new Set(tasks.map((t) => t.url))];
  return {
    "first-contentful-paint": { numericValue: fcp },
    interactive: { numericValue: tti },
    "long-tasks": {
      details: {
        debugData: { urls, tasks: tasks.map((t) => ({ urlIndex: urls.indexOf(t.url), startTime: t.startTime, duration: t.duration })) },
      },
    },
  };
};

describe("blockingBySource", () => {
  it("counts a script's long task as scripts and the page's or an unattributed one as the rest", () => {
    const result = blockingBySource(
      run([
        { url: "http://127.0.0.1:4390/assets/entry.client-abc.js", startTime: 900, duration: 80 },
        { url: "http://127.0.0.1:4390/press", startTime: 800, duration: 70 },
        { url: "Unattributable", startTime: 1000, duration: 60 },
      ]),
    );
    expect(result).toEqual({ scriptsMs: 30, restMs: 30 });
  });

  it("counts only the part after first contentful paint and before time to interactive", () => {
    // 600-800 straddles FCP at 700: 100 ms after it, less the 50 ms threshold.
    // 1150-1350 straddles TTI at 1200: 50 ms before it, so nothing beyond the threshold.
    const result = blockingBySource(
      run([
        { url: "Unattributable", startTime: 600, duration: 200 },
        { url: "http://127.0.0.1:4390/assets/root.js", startTime: 1150, duration: 200 },
        { url: "http://127.0.0.1:4390/", startTime: 100, duration: 400 },
      ]),
    );
    expect(result).toEqual({ scriptsMs: 0, restMs: 50 });
  });

  it("reports no blocking time for a run without long tasks", () => {
    expect(blockingBySource(run([]))).toEqual({ scriptsMs: 0, restMs: 0 });
  });

  it("fails clearly on a result without FCP or TTI", () => {
    expect(() => blockingBySource({})).toThrow(/no FCP or TTI/);
  });
});
