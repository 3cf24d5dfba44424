// Times each press download from click to saved file in Chromium, compares the archive with
// fetching the same files without zipping, and samples the JS heap while the archive is built.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import uploads from "../../src/generated/uploads.json";
import { PARALLEL_FETCHES } from "../../src/press-kit/stills-archive";
import { median, round } from "./stats";

export type DownloadRow = { name: string; runs: number[]; medianMs: number; target?: string; bytes: number };
export type DownloadResults = {
  rows: DownloadRow[];
  archive: {
    medianMs: number;
    plainFetchMedianMs: number;
    ratio: number;
    buildMedianMs: number;
    buildRatio: number;
    builderAloneMedianMs: number;
    builderAloneRatio: number;
    peakHeapBytes: number;
    archiveBytes: number;
    heapRatio: number;
  };
};

const RUNS = 5;

async function freshPage(browser: Browser, base: string): Promise<{ context: BrowserContext; page: Page }> {
  // A new context each run: nothing cached, as for a first-time visitor.
  const context = await browser.newContext({ acceptDownloads: true, baseURL: base });
  return { context, page: await context.newPage() };
}

async function timeDownload(browser: Browser, base: string, route: string, button: string, sampleHeap = false) {
  const { context, page } = await freshPage(browser, base);
  await page.goto(route, { waitUntil: "networkidle" });
  await page.evaluate(() => document.addEventListener("click", () => performance.mark("bench-click"), { capture: true, once: true }));
  const cdp = await context.newCDPSession(page);
  let peak = 0;
  let sampling = sampleHeap;
  const sampler = (async () => {
    while (sampling) {
      const { usedSize } = await cdp.send("Runtime.getHeapUsage");
      peak = Math.max(peak, usedSize);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const started = performance.now();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    // The PDFs' controls are links to the built files, the archive's a button.
    page
      .getByRole("button", { name: button, exact: true })
      .or(page.getByRole("link", { name: button, exact: true }))
      .first()
      .click(),
  ]);
  const file = await download.path(); // resolves once the file is completely saved
  const ms = performance.now() - started;
  sampling = false;
  await sampler;
  const bytes = statSync(file).size;
  // Click to the finished Blob, before the browser's download manager takes it.
  const buildMs = await page.evaluate(() => {
    const built = performance.getEntriesByType("mark").find((m) => m.name.startsWith("download-built:"));
    return built ? built.startTime - performance.getEntriesByName("bench-click")[0]!.startTime : NaN;
  });
  await context.close();
  return { ms, bytes, peak, buildMs };
}

async function timePlainFetch(browser: Browser, base: string): Promise<number> {
  const { context, page } = await freshPage(browser, base);
  await page.goto("/press", { waitUntil: "networkidle" });
  // The same files, as many requests in flight as the archive uses, read to the end, but no zip.
  const ms = await page.evaluate(
    async ({ names, parallel }) => {
      const started = performance.now();
      const queue = [...names];
      // Inline anonymous workers: tsx would wrap named functions in a helper the page lacks.
      await Promise.all(
        Array.from({ length: parallel }, async () => {
          for (let n = queue.shift(); n; n = queue.shift()) await (await fetch(`/uploads/${encodeURIComponent(n)}`)).blob();
        }),
      );
      return performance.now() - started;
    },
    { names: uploads.map((u) => u.name), parallel: PARALLEL_FETCHES },
  );
  await context.close();
  return ms;
}

/** The archive builder alone, called in the page as the button calls it, without the button's UI. */
async function timeBuilderAlone(browser: Browser, base: string): Promise<number> {
  const assets = path.resolve(import.meta.dirname, "../../build/client/assets");
  const chunk = readdirSync(assets).find((f) => /^stills-archive-[\w-]+\.js$/.test(f));
  if (!chunk) throw new Error("bench: no stills-archive chunk in build/client/assets");
  const { context, page } = await freshPage(browser, base);
  await page.goto("/press", { waitUntil: "networkidle" });
  const ms = await page.evaluate(async (url) => {
    const { buildStillsArchive } = await import(url);
    const started = performance.now();
    const zip: Blob = await buildStillsArchive();
    if (zip.size < 1_000_000) throw new Error("archive too small");
    return performance.now() - started;
  }, `/assets/${chunk}`);
  await context.close();
  return ms;
}

export async function benchDownloads(browser: Browser, base: string): Promise<DownloadResults> {
  const cases = [
    { name: "Press package PDF (/press)", route: "/press", button: "Download PDF", target: "≤ 1500 ms" },
    { name: "Press package PDF (/about)", route: "/about", button: "Download Press Package", target: "≤ 1500 ms" },
    { name: "Festival strategy PDF", route: "/festivals", button: "Download Festival Strategy Document" },
  ];
  const rows: DownloadRow[] = [];
  for (const c of cases) {
    const runs: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = await timeDownload(browser, base, c.route, c.button);
      runs.push(round(r.ms));
      bytes = r.bytes;
    }
    rows.push({ name: c.name, runs, medianMs: median(runs), target: c.target, bytes });
  }

  const archiveRuns: number[] = [];
  const archiveBuildRuns: number[] = [];
  const plainRuns: number[] = [];
  const aloneRuns: number[] = [];
  let peakHeapBytes = 0;
  let archiveBytes = 0;
  for (let i = 0; i < RUNS; i++) {
    plainRuns.push(round(await timePlainFetch(browser, base)));
    aloneRuns.push(round(await timeBuilderAlone(browser, base)));
    const r = await timeDownload(browser, base, "/press", "Download");
    archiveRuns.push(round(r.ms));
    archiveBuildRuns.push(round(r.buildMs));
    archiveBytes = r.bytes;
  }
  // Heap sampling slows the page down, so it gets runs of its own, left out of the timings.
  for (let i = 0; i < 2; i++) {
    peakHeapBytes = Math.max(peakHeapBytes, (await timeDownload(browser, base, "/press", "Download", true)).peak);
  }
  rows.push({
    name: "High-res stills archive (zip)",
    runs: archiveRuns,
    medianMs: median(archiveRuns),
    target: "≤ 1.3 × plain fetch",
    bytes: archiveBytes,
  });
  const archive = {
    medianMs: median(archiveRuns),
    plainFetchMedianMs: median(plainRuns),
    ratio: round(median(archiveRuns) / median(plainRuns), 2),
    buildMedianMs: median(archiveBuildRuns),
    buildRatio: round(median(archiveBuildRuns) / median(plainRuns), 2),
    builderAloneMedianMs: median(aloneRuns),
    builderAloneRatio: round(median(aloneRuns) / median(plainRuns), 2),
    peakHeapBytes,
    archiveBytes,
    heapRatio: round(peakHeapBytes / archiveBytes, 2),
  };
  return { rows, archive };
}
