// Splits a Lighthouse run's blocking time by what the long tasks ran. A long task is either a
// script's work (Lighthouse attributes it to a .js file: module evaluation, hydration, event
// handlers) or the rest (HTML parsing, style, layout and paint, and the browser's own work such
// as committing the navigation). Telling them apart shows whether a high TBT came from the
// site's JavaScript or from rendering and the browser on a busy machine.

/** The parts of a Lighthouse result (LHR) this reads. */
export type LighthouseAudits = Record<
  string,
  {
    numericValue?: number;
    details?: { debugData?: { urls?: string[]; tasks?: { urlIndex: number; startTime: number; duration: number }[] } };
  }
>;

export type BlockingSources = { scriptsMs: number; restMs: number };

const THRESHOLD_MS = 50;

/**
 * Lighthouse's blocking-time rule (Lantern's calculateTbtImpactForEvent) applied to each long
 * task of the run, between first contentful paint and time to interactive, with the simulated
 * timings the long-tasks audit reports. Lighthouse's TBT averages two simulations, so the sum can
 * differ from the reported TBT; the split between the two sources is what this is for.
 */
export function blockingBySource(audits: LighthouseAudits): BlockingSources {
  const fcp = audits["first-contentful-paint"]?.numericValue;
  const tti = audits["interactive"]?.numericValue;
  const debug = audits["long-tasks"]?.details?.debugData;
  if (fcp === undefined || tti === undefined) throw new Error("blockingBySource: the result has no FCP or TTI");
  const out: BlockingSources = { scriptsMs: 0, restMs: 0 };
  for (const task of debug?.tasks ?? []) {
    const start = Math.max(task.startTime, fcp);
    const end = Math.min(task.startTime + task.duration, tti);
    const blocking = end - start - THRESHOLD_MS;
    if (blocking <= 0) continue;
    const url = debug?.urls?.[task.urlIndex] ?? "";
    if (/\.m?js(\?|$)/.test(url)) out.scriptsMs += blocking;
    else out.restMs += blocking;
  }
  return { scriptsMs: Math.round(out.scriptsMs), restMs: Math.round(out.restMs) };
}
