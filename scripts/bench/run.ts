// npm run bench: measures the production build in Chromium and prints a table per suite.
// Suites: downloads. Figures go to bench-results/latest.json and docs/benchmarks.md.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { launchChromium } from "./browser";
import { benchDownloads } from "./downloads";
import { printTable, writeResults, type Table } from "./report";
import { startServer } from "./server";
import { mb } from "./stats";

mkdirSync(path.resolve(import.meta.dirname, "../../docs"), { recursive: true });
const server = await startServer(Number(process.env.BENCH_PORT ?? 4390));
const browser = await launchChromium();
try {
  const downloads = await benchDownloads(browser, server.url);
  const a = downloads.archive;
  const tables: Table[] = [
    {
      title: "Downloads: click to saved file (Chromium, 5 runs each, fresh cache)",
      headers: ["download", "median ms", "runs ms", "file size", "target", "met"],
      rows: downloads.rows.map((r) => [
        r.name,
        r.medianMs,
        r.runs.join(" / "),
        mb(r.bytes),
        r.target ?? "–",
        r.target?.startsWith("≤ 1500") ? (r.medianMs <= 1500 ? "yes" : "NO") : r.target ? (a.ratio <= 1.3 ? "yes" : "NO") : "–",
      ]),
    },
    {
      title: "Stills archive against a plain fetch of the same files",
      headers: ["measure", "value", "target", "met"],
      rows: [
        ["archive, click to saved file (median)", `${a.medianMs} ms`, "", ""],
        ["plain fetch of the same files, 4 in flight (median)", `${a.plainFetchMedianMs} ms`, "", ""],
        ["archive ÷ plain fetch", `${a.ratio}×`, "≤ 1.3×", a.ratio <= 1.3 ? "yes" : "NO"],
        ["archive, click to finished zip Blob (median)", `${a.buildMedianMs} ms`, "", ""],
        ["finished zip Blob ÷ plain fetch", `${a.buildRatio}×`, "", ""],
        ["archive size", mb(a.archiveBytes), "", ""],
        ["peak JS heap while zipping", mb(a.peakHeapBytes), "", ""],
        ["peak JS heap ÷ archive size", `${a.heapRatio}×`, "< 1.5×", a.heapRatio < 1.5 ? "yes" : "NO"],
      ],
    },
  ];
  tables.forEach(printTable);
  writeResults(tables, { downloads });
} finally {
  await browser.close();
  await server.stop();
}
