// Builds a fixture site (scripts/test/fixture-site.ts) and serves it, for the browser tests:
// `tsx e2e/fixture-server.ts seed` or `festival-run`, on PORT.
import { spawn } from "node:child_process";
import path from "node:path";
import { buildFixtureSite, fixtureSiteRoot } from "../scripts/test/fixture-site";

const fixtures = {
  seed: {},
  // The seed's images, already made by the seed's build (the web servers start in order).
  "festival-run": { overlays: [path.join(import.meta.dirname, "festival-run/content")], imagesFrom: fixtureSiteRoot("seed") },
};
const name = process.argv[2] as keyof typeof fixtures;
if (!(name in fixtures)) throw new Error(`No fixture site "${name}": ${Object.keys(fixtures).join(", ")}`);

let copy: string;
try {
  copy = buildFixtureSite({ name, ...fixtures[name] });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const server = spawn(process.execPath, [path.join(copy, "scripts/serve/serve.js")], { env: process.env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
