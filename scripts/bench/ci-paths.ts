// How long CI checks a commit (.ci/run), by its path: a commit that changes content/ alone (the
// editor's saves) takes the content's path, `npm run test:content` (the content check, the build
// and the browser tests of the site of content/), timed here on a warm build cache: one run that
// warms it, then five; `ci-paths full` times the whole suite (`npm test`), any other commit's, once.
// Each run's output goes to bench-results/ci-paths.log; a run that fails stops the bench.
import { spawnSync } from "node:child_process";
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Table } from "./report.ts";
import { median } from "./stats.ts";

const root = path.resolve(import.meta.dirname, "../..");
const log = path.join(root, "bench-results/ci-paths.log");

/** Seconds `npm run <script>` took, its output kept in the log. */
function timed(script: string): number {
  const started = performance.now();
  const run = spawnSync("npm", ["run", script], { cwd: root, encoding: "utf8", maxBuffer: 1 << 30 });
  const seconds = (performance.now() - started) / 1000;
  appendFileSync(log, `\n=== npm run ${script}: ${seconds.toFixed(1)} s, exit ${run.status}\n${run.stdout}${run.stderr}`);
  if (run.status !== 0) throw new Error(`npm run ${script} failed (exit ${run.status}): see ${path.relative(root, log)}`);
  return seconds;
}

const minutes = (s: number) => `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;

export function benchCiPaths({ full = false } = {}): { table: Table; raw: Record<string, number[]> } {
  mkdirSync(path.dirname(log), { recursive: true });
  writeFileSync(log, "");
  /** The table of one path's runs against its target. */
  const table = (title: string, runs: number[], limit: number, key: string) => ({
    table: {
      title: `${title} (2 cores, warm build cache)`,
      headers: ["runs", "median", "min – max", "target", "met"],
      rows: [
        [
          runs.length,
          minutes(median(runs)),
          `${minutes(Math.min(...runs))} – ${minutes(Math.max(...runs))}`,
          `≤ ${limit / 60} min`,
          median(runs) <= limit ? "yes" : "NO",
        ],
      ],
      notes: ["npm ci (about 40 s on the runner) comes first on CI, its cache restored; so does the build's."],
    },
    raw: { [key]: runs },
  });
  // About fifteen minutes a run: once, beside the content path's five.
  if (full) return table("CI's full path: npm test, any change but content/ alone", [timed("test")], 600, "fullPathSeconds");
  timed("test:content"); // warms the build's cache, as CI's restored cache is
  const runs = Array.from({ length: 5 }, () => timed("test:content"));
  return table("CI's content path: npm run test:content, a change to content/ alone", runs, 120, "contentPathSeconds");
}
