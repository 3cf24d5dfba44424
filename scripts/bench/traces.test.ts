import { describe, expect, it } from "vitest";
import { blockingMs, readTrace } from "./traces.ts";

// A trace as Chromium writes one (microseconds), of a page on a renderer's main thread: the
// navigation committed in one task, the HTML parsed in a second (an inline script evaluated in
// it), and a third that lays the page out after the first paint.
const url = "http://127.0.0.1:4390/press";
const main = { pid: 7, tid: 1 };
const ms = (n: number) => n * 1000;
const X = (name: string, start: number, dur: number, extra: object = {}) => ({
  name,
  ph: "X",
  ts: ms(start),
  dur: ms(dur),
  ...main,
  ...extra,
});
const trace = {
  traceEvents: [
    { name: "thread_name", ph: "M", ts: 0, ...main, args: { name: "CrRendererMain" } },
    // Another renderer's main thread (the blank page before), which must not be read.
    { name: "thread_name", ph: "M", ts: 0, pid: 3, tid: 1, args: { name: "CrRendererMain" } },
    { name: "RunTask", ph: "X", ts: ms(10), dur: ms(500), pid: 3, tid: 1 },
    { name: "navigationStart", ph: "I", ts: ms(100), ...main },
    X("RunTask", 100, 120),
    X("CommitNavigation", 105, 100),
    X("Layout", 150, 20),
    { name: "ParseHTML", ph: "B", ts: ms(230), ...main, args: { beginData: { url } } },
    X("RunTask", 225, 90),
    X("EvaluateScript", 260, 30),
    { name: "ParseHTML", ph: "E", ts: ms(300), ...main },
    { name: "firstContentfulPaint", ph: "I", ts: ms(400), ...main },
    X("RunTask", 420, 70),
    X("UpdateLayoutTree", 420, 25),
    X("Layout", 445, 40),
    // A short task: not a long one, but the main thread's busy time.
    X("RunTask", 600, 20),
    X("FunctionCall", 600, 20),
  ],
};

describe("readTrace", () => {
  const read = readTrace(trace, url);

  it("reads the page's own main thread, from navigation on, with its first paint", () => {
    expect(read.fcpMs).toBe(300);
    expect(read.tasks.map((t) => [t.startMs, t.durationMs])).toEqual([
      [0, 120],
      [125, 90],
      [320, 70],
    ]);
    expect(read.busyMs).toBe(300);
  });

  it("splits each long task's own time by what it did: the nearest event that names a kind", () => {
    const [commit, parse, layout] = read.tasks;
    expect(commit!.firstEvent).toBe("CommitNavigation");
    expect(commit!.byKind).toMatchObject({ navigation: 80, layout: 20, other: 20 });
    // ParseHTML is a begin and end pair: its time less the script evaluated inside it.
    expect(parse!.byKind).toMatchObject({ html: 40, evaluate: 30, other: 20 });
    expect(layout!.byKind).toMatchObject({ style: 25, layout: 40, other: 5 });
  });

  it("counts as blocking each long task's time past 50 ms from the first paint on, as Lighthouse does", () => {
    expect(blockingMs(read)).toBe(20);
  });

  it("refuses a trace in which no renderer parsed the page", () => {
    expect(() => readTrace(trace, "http://127.0.0.1:4390/stills")).toThrow("no ParseHTML of http://127.0.0.1:4390/stills");
  });
});
