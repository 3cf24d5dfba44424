// npm run bench: measures the production build in Chromium and prints a table per suite:
// downloads, first-load bytes, Lighthouse and server load. Figures go to bench-results/latest.json and
// docs/benchmarks.md. `npm run bench -- lighthouse` (or downloads, bytes, pdfs, load, traces) runs one suite;
// `npm run bench -- ci-paths` times CI's content path (and `ci-paths full` the whole suite once).
// `npm run bench -- lighthouse home` measures each language's Home alone.
// `npm run bench -- festival-run` measures first-load bytes and Lighthouse on the site built from
// the festival-run fixture (selections, laurels, reviews, screenings), in tables of its own.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { launchChromium } from "./browser.ts";
import { benchAdminSize } from "./admin-size.ts";
import { benchCiPaths } from "./ci-paths.ts";
import { benchDownloads } from "./downloads.ts";
import { benchFirstView } from "./first-view.ts";
import { benchLighthouse, LIGHTHOUSE_RUNS } from "./lighthouse.ts";
import { benchLoad } from "./load.ts";
import { benchPdfs, pdfBenchMedian } from "./pdfs.ts";
import { barePage, placeBarePage } from "./bare-page.ts";
import { benchTraces, kinds, traceSummary } from "./traces.ts";
import { buildFestivalRun } from "../../e2e/festival-run/build.ts";
import { PARALLEL_FETCHES } from "#src/press-kit/stills-archive.ts";
import { sitePages } from "#src/config/site-pages.ts";
import { languages, pathIn } from "#src/lib/languages.ts";
import { printTable, writeResults, type Table } from "./report.ts";
import { startServer } from "./server.ts";
import { mb, median } from "./stats.ts";

mkdirSync(path.resolve(import.meta.dirname, "../../docs"), { recursive: true });
const args = process.argv.slice(2);
// CI's paths are timed alone: each run builds the site this bench would serve.
if (args[0] === "ci-paths") {
  const { table, raw } = benchCiPaths({ full: args.includes("full") });
  printTable(table);
  writeResults([table], raw);
  process.exit(0);
}
const festivalRun = args.includes("festival-run");
// `home`: each language's Home alone (a new film's site, measured where its budget is).
const homesOnly = args.includes("home");
const only = args.find((a) => a !== "festival-run" && a !== "home");
// The fixture's site is measured for what its content changes: the pages' bytes and Lighthouse.
const wanted = (suite: string) => (!only || only === suite) && (!festivalRun || suite === "bytes" || suite === "lighthouse");
const site = festivalRun ? buildFestivalRun("festival-run-bench") : undefined;
// Before the server starts, which lists the files it serves then.
const removeBarePage = placeBarePage(site);
const server = await startServer(Number(process.env.BENCH_PORT ?? 4390), site);
const ofSite = (title: string) => (festivalRun ? `${title}, festival-run fixture` : title);
const browser = await launchChromium();
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
// Every page in each language of content/site.yaml, the first at the root (or each Home alone).
const routes = languages.flatMap((lang) =>
  sitePages(site)
    .paths.filter((p) => !homesOnly || p === "/")
    .map((p) => pathIn(lang, p)),
);
/** A page's median TBT over the bare page's, against the 100 ms target. */
const tbtOverBare = (ms: number) => `${ms} ms: ${ms <= 100 ? "yes" : "NO"}`;
const isHome = (route: string) => languages.some((lang) => pathIn(lang, "/") === route);
try {
  const tables: Table[] = [];
  const raw: Record<string, unknown> = {};

  if (wanted("bytes")) {
    const rows = await benchFirstView(browser, server.url, routes, site && path.join(site, "build/client"));
    raw[festivalRun ? "festivalRunFirstView" : "firstView"] = rows;
    tables.push({
      title: ofSite("First-load bytes (phone, 412 px at 1.75x, before scrolling)"),
      headers: ["route", "JS up front (gzip)", "JS target", "whole first view", "view target", "requests"],
      rows: rows.map((r) => [
        r.route,
        kb(r.jsGzipBytes),
        // The budget test's (e2e/budget.spec.ts) since the islands.
        isHome(r.route) ? (r.jsGzipBytes <= 100 * 1024 ? "≤ 100 KB: yes" : "≤ 100 KB: NO") : "",
        kb(r.firstViewBytes),
        isHome(r.route) ? (r.firstViewBytes <= 600 * 1024 ? "≤ 600 KB: yes" : "≤ 600 KB: NO") : "",
        r.requests,
      ]),
    });
  }

  // The editor is the same in every site: measured with the repository's own pages.
  if (wanted("bytes") && !festivalRun) {
    const rows = await benchAdminSize(browser, server.url);
    raw.admin = rows;
    tables.push({
      title: "The content editor (/admin, the team only), opened to its sign-in screen",
      headers: ["kind", "transferred (as served)", "requests"],
      rows: rows.map((r) => [r.kind, kb(r.bytes), r.requests]),
      notes: ["No public page links or loads any of it; the first-load bytes above are the public pages' alone."],
    });
  }

  if (wanted("lighthouse")) {
    // The bare page first, in the same run: each page's TBT is judged against it.
    const rows = await benchLighthouse(server.url, [barePage.route, ...routes]);
    const bareTbt = (formFactor: string) => rows.find((r) => r.route === barePage.route && r.formFactor === formFactor)!;
    raw[festivalRun ? "festivalRunLighthouse" : "lighthouse"] = rows;
    tables.push({
      title: ofSite(`Lighthouse 13, median of ${LIGHTHOUSE_RUNS} runs (mobile: simulated slow 4G, 4x CPU; desktop: its default)`),
      headers: [
        "route",
        "form",
        "perf",
        "a11y",
        "best pr.",
        "SEO",
        "FCP ms",
        "LCP ms",
        "TBT ms",
        "TBT of each run",
        "TBT median",
        "TBT − bare page",
        "blocking: scripts / rest",
        "CLS",
      ],
      rows: rows.map((r) => [
        r.route === barePage.route ? "bare page" : r.route,
        r.formFactor,
        r.performance,
        r.accessibility,
        r.bestPractices,
        r.seo,
        r.fcpMs,
        r.lcpMs,
        r.tbtMs,
        r.tbtRuns.join(" / "),
        median(r.tbtRuns),
        r.route === barePage.route ? "" : tbtOverBare(median(r.tbtRuns) - median(bareTbt(r.formFactor).tbtRuns)),
        `${median(r.blockingFromScripts)} / ${median(r.blockingFromRest)}`,
        r.cls,
      ]),
      notes: [
        "Targets (mobile): performance 100, FCP ≤ 1000 ms, LCP ≤ 1500 ms, TBT ≤ 50 ms, CLS ≤ 0.02; and TBT (median of the runs) within 100 ms of the bare page's, measured in the same run.",
        "The bare page is a heading and a paragraph served by the same server: what the browser costs on this machine before any page of ours.",
        "Each row is Lighthouse's median run (computeMedianRun: the run nearest the median FCP and TTI, so its TBT need not be the median TBT); TBT of each run and their median show the spread.",
        "Blocking: scripts / rest splits the long tasks' blocking time (median over the runs, by Lighthouse's rule, between FCP and TTI): tasks Lighthouse attributes to a script file (module evaluation, hydration), and the rest (HTML parsing, style, layout, paint and the browser's own work, such as committing the navigation).",
      ],
    });
  }

  // Not part of a plain `npm run bench`: a minute of traces, run when the first second is the question.
  if (only === "traces") {
    const traceRoutes = [barePage.route, ...languages.flatMap((lang) => ["/", "/press", "/stills"].map((p) => pathIn(lang, p)))];
    const rows = await benchTraces(server.url, traceRoutes);
    raw.traces = rows;
    const bare = traceSummary(rows[0]!);
    tables.push({
      title: "Where the first seconds go: Chrome traces on a CPU slowed 4x (phone viewport, median of 5 loads)",
      headers: [
        "route",
        "FCP ms",
        "main thread busy ms",
        "long tasks",
        "blocking ms (runs)",
        "blocking − bare page",
        "largest task ms",
        ...kinds.map((k) => `${k} ms`),
      ],
      rows: rows.map((row) => {
        const t = traceSummary(row);
        const over = t.blockingMs - bare.blockingMs;
        return [
          row.route === barePage.route ? "bare page" : row.route,
          Math.round(t.fcpMs),
          Math.round(t.busyMs),
          t.longTasks,
          `${t.blockingMs} (${t.blockingRuns.join(" / ")})`,
          row.route === barePage.route ? "" : `${over} ms: ${over <= 100 ? "yes" : "NO"}`,
          Math.round(t.largestMs),
          ...kinds.map((k) => t.byKind[k]),
        ];
      }),
      notes: [
        "The kinds split the long tasks' time (tasks of 50 ms or more, from navigation on): navigation is the browser committing it (CommitNavigation, the parser and the window set up), html and css parsing, style, layout, paint (pre-paint, paint, layerize), image decoding, script compile and module evaluation, run the JavaScript called after (React's hydration and every event or timer), gc, and other the rest of the tasks' own time.",
        "Blocking is Lighthouse's rule on the trace: each long task's time past 50 ms, from the first contentful paint on; the target is within 100 ms of the bare page's, measured in the same run.",
        "The bare page is a heading and a paragraph, served by the same server: the browser's own floor on this machine.",
      ],
    });
  }

  if (wanted("downloads")) {
    const downloads = await benchDownloads(browser, server.url);
    raw.downloads = downloads;
    const a = downloads.archive;
    tables.push(
      {
        title: "Downloads: click to saved file (Chromium, 5 runs each, fresh cache)",
        headers: ["download", "median ms", "runs ms", "file size", "target", "met"],
        rows: downloads.rows.map((r) => [
          r.name,
          r.medianMs,
          r.runs.join(" / "),
          mb(r.bytes),
          r.target ?? "–",
          r.met === undefined ? "–" : r.met ? "yes" : "NO",
        ]),
      },
      {
        title: "Stills archive against a plain fetch of the same files",
        headers: ["measure", "value", "target", "met"],
        rows: [
          ["archive, click to saved file (median)", `${a.medianMs} ms`, "", ""],
          [`plain fetch of the same files, ${PARALLEL_FETCHES} in flight (median)`, `${a.plainFetchMedianMs} ms`, "", ""],
          ["archive ÷ plain fetch", `${a.ratio}×`, "≤ 1.3×", a.ratio <= 1.3 ? "yes" : "NO"],
          ["archive, click to finished zip Blob (median)", `${a.buildMedianMs} ms`, "", ""],
          ["finished zip Blob ÷ plain fetch", `${a.buildRatio}×`, "", ""],
          ["archive builder alone, no button or notifications (median)", `${a.builderAloneMedianMs} ms`, "", ""],
          ["builder alone ÷ plain fetch", `${a.builderAloneRatio}×`, "≤ 1.3×", a.builderAloneRatio <= 1.3 ? "yes" : "NO"],
          ["archive size", mb(a.archiveBytes), "", ""],
          ["peak JS heap while zipping", mb(a.peakHeapBytes), "", ""],
          ["peak JS heap ÷ archive size", `${a.heapRatio}×`, "< 1.5×", a.heapRatio < 1.5 ? "yes" : "NO"],
        ],
        notes: [
          "The plain fetch reads the same files into Blobs in the page, as many in flight as the archive, and saves nothing.",
          "Click to saved file adds what the plain fetch does not do: the required notifications and button progress, and the browser writing the archive to disk.",
        ],
      },
    );
  }

  if (wanted("pdfs")) {
    const p = await benchPdfs();
    raw.pdfs = p;
    const m = pdfBenchMedian(p);
    tables.push({
      title: "Press PDFs made by the build (English; 5 runs, after one that loads the modules)",
      headers: ["measure", "value", "runs", "target", "met"],
      rows: [
        ["both PDFs: images read, laid out, tags read back (median)", `${m.all} ms`, p.runs.join(" / "), "", ""],
        ["laying both out (median)", `${m.layout} ms`, p.layoutRuns.join(" / "), "", ""],
        ["reading their tags back, the build's check (median)", `${m.check} ms`, p.checkRuns.join(" / "), "", ""],
        ...p.sizes.map((s) => [s.name, `${mb(s.bytes)}, ${s.pages} pages`, "", "≤ 3 MB", s.bytes <= 3 * 1024 * 1024 ? "yes" : "NO"]),
      ],
      notes: [
        "Each language's PDFs are made once per build (src/generated/pdfs-<lang>.json keeps their inputs' digest), their photographs from the build cache once encoded.",
      ],
    });
  }

  if (wanted("load")) {
    const l = await benchLoad(server.url);
    raw.load = l;
    tables.push({
      title: "Bundled server under load (autocannon: 2,000 requests, 50 connections, pages, script and images)",
      headers: ["measure", "value", "target", "met"],
      rows: [
        [
          "answered",
          `${l.completed} of ${l.requests}`,
          "all",
          l.completed >= l.requests && l.errors + l.timeouts + l.non2xx === 0 ? "yes" : "NO",
        ],
        [
          "errors / timeouts / non-2xx",
          `${l.errors} / ${l.timeouts} / ${l.non2xx}`,
          "0",
          l.errors + l.timeouts + l.non2xx === 0 ? "yes" : "NO",
        ],
        ["latency p50", `${l.p50Ms} ms`, "", ""],
        ["latency p99", `${l.p99Ms} ms`, "< 250 ms", l.p99Ms < 250 ? "yes" : "NO"],
        ["latency max", `${l.maxMs} ms`, "", ""],
        ["requests per second", l.requestsPerSecond, "", ""],
      ],
    });
  }

  tables.forEach(printTable);
  writeResults(tables, raw);
} finally {
  await browser.close();
  await server.stop();
  removeBarePage();
}
