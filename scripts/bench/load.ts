// Load on the bundled server: 2,000 requests over 50 concurrent connections (autocannon), each
// connection walking what a phone fetches on a first visit (every page, the page's script,
// a responsive image, the link-preview image), compressed as a browser asks for it.
import { readdirSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { pagePaths } from "#src/config/pages.ts";

export type LoadResult = {
  requests: number;
  connections: number;
  completed: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requestsPerSecond: number;
};

const client = path.resolve(import.meta.dirname, "../../build/client");

export async function benchLoad(base: string, amount = 2000, connections = 50): Promise<LoadResult> {
  const script = readdirSync(path.join(client, "assets")).find((f) => /^entry\.client-.*\.js$/.test(f));
  const image = readdirSync(path.join(client, "img")).find((f) => f.endsWith("-960.avif"));
  if (!script || !image) throw new Error("load bench: build/client has no entry script or 960 px image; run the build first");
  const paths = [...pagePaths, `/assets/${script}`, `/img/${image}`, "/img/og-image.jpg"];
  const result = await autocannon({
    url: base,
    connections,
    amount,
    timeout: 10,
    headers: { "accept-encoding": "br, gzip" },
    requests: paths.map((p) => ({ method: "GET", path: p })),
  });
  return {
    requests: amount,
    connections,
    completed: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requestsPerSecond: Math.round(result.requests.average),
  };
}
