// Lighthouse (npm `lighthouse`) on every route, mobile (default: simulated slow 4G, 4x CPU) and
// desktop, in Debian's Chromium driven over its debugging port. Each route runs several times
// and the median run is kept (Lighthouse's own computeMedianRun, as its docs advise for
// variable results): on this 2-core machine one run's TBT can read 33 or 300 ms for one page.
import lighthouse, { desktopConfig } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromium } from "playwright-core";
import { blockingBySource, type LighthouseAudits } from "./blocking-sources.ts";
import { chromiumArgs, chromiumPath } from "./browser.ts";

export type LighthouseRow = {
  route: string;
  formFactor: "mobile" | "desktop";
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** TBT of every run, to show how much it varies between runs of the same page. */
  tbtRuns: number[];
  /** Blocking time of each run's long tasks that ran a script, and of the rest (blocking-sources.ts). */
  blockingFromScripts: number[];
  blockingFromRest: number[];
  cls: number;
};

const DEBUG_PORT = 9333;
export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

export async function benchLighthouse(
  base: string,
  routes: readonly string[],
  formFactors: readonly ("mobile" | "desktop")[] = ["mobile", "desktop"],
): Promise<LighthouseRow[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    // Headless Linux Chromium asks fontconfig, over IPC, for the render style of every font
    // size it draws; phones do not, so hinting is off to keep that desktop-Linux cost out.
    args: [...chromiumArgs, `--remote-debugging-port=${DEBUG_PORT}`, "--font-render-hinting=none"],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const formFactor of formFactors) {
      for (const route of routes) {
        const runs = [];
        // A run Lighthouse reports as failed (e.g. no first paint seen in its trace) is discarded
        // and run again, a few times at most, so one bad trace cannot end the whole benchmark.
        for (let i = 0, failures = 0; i < LIGHTHOUSE_RUNS; i++) {
          const result = await lighthouse(
            `${base}${route}`,
            {
              port: DEBUG_PORT,
              output: "json",
              logLevel: "error",
              onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
            },
            formFactor === "desktop" ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
          const error =
            result.lhr.runtimeError ??
            (result.lhr.audits["first-contentful-paint"]?.numericValue === undefined ? { code: "NO_FCP" } : undefined);
          if (error) {
            if (++failures > 3) throw new Error(`Lighthouse failed ${failures} times on ${route}: ${error.code}`);
            console.warn(`lighthouse: ${route} (${formFactor}) run discarded: ${error.code}; running it again`);
            i--;
            continue;
          }
          runs.push(result.lhr);
        }
        const { categories: c, audits: a } = computeMedianRun(runs);
        const sources = runs.map((r) => blockingBySource(r.audits as LighthouseAudits));
        const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
        rows.push({
          route,
          formFactor,
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          fcpMs: Math.round(a["first-contentful-paint"]?.numericValue ?? NaN),
          lcpMs: Math.round(a["largest-contentful-paint"]?.numericValue ?? NaN),
          tbtMs: Math.round(a["total-blocking-time"]?.numericValue ?? NaN),
          tbtRuns: runs.map((r) => Math.round(r.audits["total-blocking-time"]?.numericValue ?? NaN)),
          blockingFromScripts: sources.map((b) => b.scriptsMs),
          blockingFromRest: sources.map((b) => b.restMs),
          cls: Number((a["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
