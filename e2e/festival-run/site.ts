// The site built from the festival-run fixture and served, for the browser tests of a run
// under way (see build.ts).
import { spawn } from "node:child_process";
import path from "node:path";
import { buildFestivalRun } from "./build";

const port = process.env.PORT ?? "4311";

let copy: string;
try {
  // A folder per port, so two checkouts testing at once do not build over each other.
  copy = buildFestivalRun(`girasol-festival-run-${port}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const server = spawn(process.execPath, [path.join(copy, "scripts/serve/serve.js")], {
  env: { ...process.env, PORT: port },
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
