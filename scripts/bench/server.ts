// Starts the bundled production server (scripts/serve.js) on a free local port for a benchmark.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export type RunningServer = { url: string; stop: () => Promise<void> };

export async function startServer(port: number): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [path.resolve(import.meta.dirname, "../serve.js")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
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
