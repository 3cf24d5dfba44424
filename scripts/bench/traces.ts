// Where the first seconds of a page go: a Chrome trace of its load on a CPU slowed 4x (as
// Lighthouse's mobile setting simulates), read on the page's main thread. Every long task (50 ms
// or more) is split by what it did: committing the navigation, parsing the HTML, parsing
// stylesheets, style, layout, paint, decoding images, compiling and evaluating scripts, running
// them (hydration and every other call into JavaScript), garbage collection. Each task's own
// time goes to the nearest of its events that names one of these; what none names is "other".
// A bare page (a heading and a paragraph, served by the same server) is traced in the same run,
// as the floor any page stands on: the browser's own work on this machine.
import { readFileSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { chromiumArgs, chromiumPath, phone } from "./browser.ts";
import { median } from "./stats.ts";

/** What a long task's time went on, in the order the page does them. */
export const kinds = [
  "navigation",
  "html",
  "css",
  "style",
  "layout",
  "paint",
  "images",
  "compile",
  "evaluate",
  "run",
  "gc",
  "other",
] as const;
export type Kind = (typeof kinds)[number];

/** The trace events that name each kind (Chromium's devtools.timeline and v8 events). */
const kindOf: Record<string, Kind> = {
  CommitNavigation: "navigation",
  "RenderFrameImpl::CommitNavigation": "navigation",
  "DocumentLoader::CommitNavigation": "navigation",
  "NavigationBodyLoader::StartLoadingBody": "navigation",
  CreateParserPostCommit: "navigation",
  "LocalWindowProxy::Initialize": "navigation",
  "FrameLoader::CommitNavigation": "navigation",
  ParseHTML: "html",
  ParseAuthorStyleSheet: "css",
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  Layout: "layout",
  UpdateLayout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  UpdateLayer: "paint",
  CompositeLayers: "paint",
  "Decode Image": "images",
  ImageDecodeTask: "images",
  "Decode LazyPixelRef": "images",
  "v8.compile": "compile",
  "v8.compileModule": "compile",
  "V8.CompileCode": "compile",
  "v8.produceModuleCache": "compile",
  EvaluateScript: "evaluate",
  "v8.evaluateModule": "evaluate",
  FunctionCall: "run",
  TimerFire: "run",
  RunMicrotasks: "run",
  EventDispatch: "run",
  FireAnimationFrame: "run",
  "V8.Execute": "run",
  MinorGC: "gc",
  MajorGC: "gc",
  "V8.GC_SCAVENGER": "gc",
  "V8.GC_MARK_COMPACTOR": "gc",
  BlinkGC: "gc",
};

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: { name?: string; data?: { url?: string }; beginData?: { url?: string } };
};
type Span = { name: string; start: number; end: number; children: Span[] };

export type LongTask = { startMs: number; durationMs: number; byKind: Record<Kind, number>; firstEvent: string };
export type PageTrace = { fcpMs: number; loadMs: number; tasks: LongTask[]; busyMs: number };

/** The spans of one thread, nested: complete events as they are, begin/end pairs joined. */
function spansOf(events: TraceEvent[]): Span[] {
  const flat: Span[] = [];
  const open = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph === "X" && e.dur !== undefined) flat.push({ name: e.name, start: e.ts, end: e.ts + e.dur, children: [] });
    else if (e.ph === "B") open.set(e.name, [...(open.get(e.name) ?? []), e]);
    else if (e.ph === "E") {
      const begin = open.get(e.name)?.pop();
      if (begin) flat.push({ name: e.name, start: begin.ts, end: e.ts, children: [] });
    }
  }
  // Outer first where two start together, so every span finds its parent on the stack.
  flat.sort((a, b) => a.start - b.start || b.end - a.end);
  const roots: Span[] = [];
  const stack: Span[] = [];
  for (const span of flat) {
    while (stack.length > 0 && stack.at(-1)!.end <= span.start) stack.pop();
    if (stack.length > 0 && span.end <= stack.at(-1)!.end) stack.at(-1)!.children.push(span);
    else if (stack.length === 0) roots.push(span);
    else continue; // overlaps its would-be parent: a mismatched pair, left out
    stack.push(span);
  }
  return roots;
}

/** A task's own time by kind: each span's self time to the nearest of it and its ancestors that names a kind. */
function breakdown(task: Span): Record<Kind, number> {
  const byKind = Object.fromEntries(kinds.map((k) => [k, 0])) as Record<Kind, number>;
  const walk = (span: Span, inherited: Kind) => {
    const kind = kindOf[span.name] ?? inherited;
    const childTime = span.children.reduce((sum, c) => sum + (c.end - c.start), 0);
    byKind[kind] += Math.max(0, span.end - span.start - childTime) / 1000;
    for (const child of span.children) walk(child, kind);
  };
  walk(task, "other");
  return byKind;
}

/** The first named event inside a task, which says what started it ("CommitNavigation", "ParseHTML", "TimerFire"). */
function firstEvent(task: Span): string {
  for (const child of task.children) {
    if (kindOf[child.name]) return child.name;
    const inner = firstEvent(child);
    if (inner !== "other") return inner;
  }
  return "other";
}

/** Reads a trace: the page's main thread, its first contentful paint and load, and its long tasks from navigation on. */
export function readTrace(trace: { traceEvents: TraceEvent[] }, pageUrl: string): PageTrace {
  const events = trace.traceEvents;
  const mainThreads = events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  // The renderer that parsed this page's HTML.
  const parse = events.find(
    (e) =>
      e.name === "ParseHTML" &&
      (e.args?.beginData?.url ?? "").startsWith(pageUrl) &&
      mainThreads.some((m) => m.pid === e.pid && m.tid === e.tid),
  );
  if (!parse) throw new Error(`trace: no ParseHTML of ${pageUrl} on a renderer's main thread`);
  const thread = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid);
  const navigationStart = events.find((e) => e.name === "navigationStart" && e.pid === parse.pid)?.ts ?? parse.ts;
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === parse.pid)?.ts;
  const load = events.find((e) => e.name === "MarkLoad" && e.pid === parse.pid)?.ts;
  const roots = spansOf(thread).filter((s) => s.end > navigationStart);
  const isTask = (s: Span) => s.name === "RunTask" || s.name === "ThreadControllerImpl::RunTask";
  const tasks = roots.flatMap((s) => (isTask(s) ? [s] : s.children.filter(isTask)));
  const ms = (us: number) => Math.round(us / 100) / 10;
  return {
    fcpMs: fcp === undefined ? NaN : ms(fcp - navigationStart),
    loadMs: load === undefined ? NaN : ms(load - navigationStart),
    busyMs: ms(tasks.reduce((sum, t) => sum + (t.end - t.start), 0)),
    tasks: tasks
      .filter((t) => t.end - t.start >= 50_000)
      .map((t) => ({
        startMs: ms(t.start - navigationStart),
        durationMs: ms(t.end - t.start),
        byKind: breakdown(t),
        firstEvent: firstEvent(t),
      })),
  };
}

/** Blocking time as Lighthouse counts it: each long task's time past 50 ms, from the first contentful paint on. */
export const blockingMs = (t: PageTrace) =>
  Math.round(t.tasks.filter((task) => task.startMs >= t.fcpMs).reduce((sum, task) => sum + task.durationMs - 50, 0));

const categories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "v8",
  "blink",
  "loading",
  "toplevel",
  "blink.user_timing",
];

/** One load of `url` traced, the CPU slowed `cpuSlowdown` times, until `settleMs` after the load event. */
export async function traceLoad(browser: Browser, url: string, cpuSlowdown = 4, settleMs = 4000): Promise<PageTrace> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  await browser.startTracing(page, { categories });
  const response = await page.goto(url, { waitUntil: "load" });
  // A page the server cannot give (its not-found page) must not stand in for the one asked for.
  if (!response?.ok()) throw new Error(`trace: ${url} answered ${response?.status()}`);
  await page.waitForTimeout(settleMs);
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
  await context.close();
  return readTrace(trace, url);
}

export type TraceRow = { route: string; runs: PageTrace[] };

/** `runs` traced loads of every route, taken in turn (route after route, then again), so the machine's moods fall on all alike. */
export async function benchTraces(base: string, routes: readonly string[], runs = 5): Promise<TraceRow[]> {
  // As the Lighthouse suite launches it: without font hinting, which headless Linux Chromium asks
  // fontconfig for at every font size it draws, and phones do not.
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, "--font-render-hinting=none"] });
  try {
    const rows: TraceRow[] = routes.map((route) => ({ route, runs: [] }));
    for (let i = 0; i < runs; i++) for (const row of rows) row.runs.push(await traceLoad(browser, `${base}${row.route}`));
    return rows;
  } finally {
    await browser.close();
  }
}

/** The median run of a route by its blocking time, and the median of each figure over the runs. */
export function traceSummary(row: TraceRow) {
  const blocking = row.runs.map(blockingMs);
  const sum = (t: PageTrace, kind: Kind) => t.tasks.reduce((s, task) => s + task.byKind[kind], 0);
  return {
    fcpMs: median(row.runs.map((r) => r.fcpMs)),
    busyMs: median(row.runs.map((r) => r.busyMs)),
    longTasks: median(row.runs.map((r) => r.tasks.length)),
    blockingMs: median(blocking),
    blockingRuns: blocking,
    largestMs: median(row.runs.map((r) => Math.max(0, ...r.tasks.map((t) => t.durationMs)))),
    byKind: Object.fromEntries(kinds.map((k) => [k, Math.round(median(row.runs.map((r) => sum(r, k))))])) as Record<Kind, number>,
  };
}

/** A trace file saved by DevTools or by `traceLoad`, read as the bench reads its own (for a look at one by hand). */
export const readTraceFile = (file: string, pageUrl: string) => readTrace(JSON.parse(readFileSync(file, "utf8")), pageUrl);
