// Starts the bundled production server (scripts/serve/serve.js) on a free local port for a
// benchmark: the repository's, or another build's copy of it (the festival-run fixture).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export type RunningServer = { url: string; stop: () => Promise<void> };

export async function startServer(port: number, root = path.resolve(import.meta.dirname, "../..")): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "scripts/serve/serve.js")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  // A server already on the port would answer in its place: measure only our own.
  let exited = false;
  child.once("exit", () => (exited = true));
  for (let i = 0; i < 100; i++) {
    if (exited) throw new Error(`bench: the server could not start on port ${port} (in use?); set BENCH_PORT`);
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}
