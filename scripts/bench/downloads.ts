// Times each press download from click to saved file in Chromium, compares the archive with
// fetching the same files without zipping, and samples the JS heap while the archive is built.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import uploads from "#src/generated/uploads.json";
import aboutWords from "#src/generated/content/en/words/about.json";
import festivalsWords from "#src/generated/content/en/words/festivals.json";
import pressWords from "#src/generated/content/en/words/press.json";
import { escaped } from "../../e2e/support/film-words.ts";
import { PARALLEL_FETCHES } from "#src/press-kit/stills-archive.ts";
import { median, round } from "./stats.ts";

export type DownloadRow = { name: string; runs: number[]; medianMs: number; target?: string; met?: boolean; bytes: number };
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

/** A download as a visitor starts it: the page, what they do first (tick boxes), what they click. */
type DownloadCase = {
  name: string;
  route: string;
  control: (page: Page) => Locator;
  prepare?: (page: Page) => Promise<void>;
  target?: string;
  met?: (medianMs: number, bytes: number) => boolean;
};

/**
 * A control by the words it shows, whether a button or a link (a file the page links to); what
 * follows them is for screen readers only (" (Press Package, 1.0 MB)").
 */
const byWords =
  (words: string, controls = "a, button") =>
  (page: Page) =>
    page
      .locator(controls)
      .filter({ hasText: new RegExp(`^\\s*${escaped(words)}\\s*(\\(.*\\))?\\s*$`, "s") })
      .first();

async function timeDownload(browser: Browser, base: string, c: Pick<DownloadCase, "route" | "control" | "prepare">, sampleHeap = false) {
  const { context, page } = await freshPage(browser, base);
  await page.goto(c.route, { waitUntil: "networkidle" });
  await c.prepare?.(page);
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
  const [download] = await Promise.all([page.waitForEvent("download"), c.control(page).click()]);
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
      // Inline anonymous workers: a compiler keeping names would wrap named functions in a helper the page lacks.
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

/** The whole archive, from its card on /press. */
const stillsArchive = { route: "/press", control: byWords(pressWords.downloads.download, "button") };

export async function benchDownloads(browser: Browser, base: string): Promise<DownloadResults> {
  const pdfTarget = { target: "≤ 1500 ms, ≤ 3 MB", met: (ms: number, bytes: number) => ms <= 1500 && bytes <= 3e6 };
  const webTarget = { target: "< 1 MB", met: (_ms: number, bytes: number) => bytes < 1e6 };
  // A picture editor's single still, and three they chose: a gallery still, a portrait, an on-set
  // photo, each the site's first of its kind, whichever film the site is of.
  const first = (prefix: string) => {
    const name = uploads.map((u) => u.name).find((n) => n.startsWith(prefix) && n.endsWith(".jpg"));
    if (!name) throw new Error(`content/uploads has no ${prefix}*.jpg to choose`);
    return name;
  };
  const still = first("still-");
  const three = [first("headshot-"), first("onset-"), still];
  const cases: DownloadCase[] = [
    { name: "Press package PDF (/press)", route: "/press", control: byWords(pressWords.downloads.downloadPdf), ...pdfTarget },
    { name: "Press package PDF (/about)", route: "/about", control: byWords(aboutWords.statement.downloadPressPackage), ...pdfTarget },
    { name: "Festival strategy PDF", route: "/festivals", control: byWords(festivalsWords.strategy.downloadDocument) },
    // The platforms' artwork: a zip the build made, the only one the downloads folder holds.
    { name: "Artwork (zip, /press)", route: "/press", control: (page) => page.locator('#downloads a[href^="/downloads/"][href$=".zip"]') },
    {
      name: `One still (/stills, ${still})`,
      route: "/stills",
      control: (page) => page.getByRole("link", { name: `Download ${still}, the original for print` }),
    },
    {
      name: "Three stills chosen, zipped (/stills)",
      route: "/stills",
      prepare: async (page) => {
        for (const file of three) await page.getByRole("checkbox", { name: `Choose ${file}` }).check();
      },
      control: (page) => page.getByRole("button", { name: "Download 3 stills" }),
    },
    // The web copies: what an online desk saves for its CMS, from a card and from the lightbox.
    {
      name: `One web copy (/stills, ${still})`,
      route: "/stills",
      control: (page) => page.getByRole("link", { name: `Download the web copy of ${still}` }),
      ...webTarget,
    },
    {
      name: "One web copy (lightbox)",
      route: `/stills#${still.replace(/\.jpg$/, "")}`,
      control: (page) => page.getByRole("link", { name: "Web size" }),
      ...webTarget,
    },
    {
      name: "Three web copies chosen, zipped (/stills)",
      route: "/stills",
      prepare: async (page) => {
        for (const file of three) await page.getByRole("checkbox", { name: `Choose ${file}` }).check();
        await page.getByRole("group", { name: "Size of the zip" }).getByText("Web", { exact: true }).click();
      },
      control: (page) => page.getByRole("button", { name: "Download 3 stills" }),
    },
  ];
  const rows: DownloadRow[] = [];
  for (const c of cases) {
    const runs: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = await timeDownload(browser, base, c);
      runs.push(round(r.ms));
      bytes = r.bytes;
    }
    rows.push({ name: c.name, runs, medianMs: median(runs), target: c.target, met: c.met?.(median(runs), bytes), bytes });
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
    const r = await timeDownload(browser, base, stillsArchive);
    archiveRuns.push(round(r.ms));
    archiveBuildRuns.push(round(r.buildMs));
    archiveBytes = r.bytes;
  }
  // Heap sampling slows the page down, so it gets runs of its own, left out of the timings.
  for (let i = 0; i < 2; i++) {
    peakHeapBytes = Math.max(peakHeapBytes, (await timeDownload(browser, base, stillsArchive, true)).peak);
  }
  // The archive's target is its builder against a plain fetch of the same files (the next
  // table): click to saved file adds the notifications and the browser writing 19 MB to disk.
  rows.push({
    name: "High-res stills archive (zip)",
    runs: archiveRuns,
    medianMs: median(archiveRuns),
    target: "builder ≤ 1.3 × plain fetch",
    met: median(aloneRuns) / median(plainRuns) <= 1.3,
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
