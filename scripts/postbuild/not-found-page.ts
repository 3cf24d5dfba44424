// Static hosts and the bundled server answer unknown paths with 404.html, so the prerendered
// not-found page is copied there. The SPA fallback goes: a host would answer unknown paths
// with it, and with status 200.
import { copyFileSync, existsSync, rmSync } from "node:fs";
import path from "node:path";

export function publishNotFoundPage(client: string): void {
  const prerendered404 = path.join(client, "404/index.html");
  if (!existsSync(prerendered404)) throw new Error("build/client/404/index.html is missing: is /404 in the prerender list?");
  copyFileSync(prerendered404, path.join(client, "404.html"));
  rmSync(path.join(client, "404"), { recursive: true });
  rmSync(path.join(client, "__spa-fallback.html"), { force: true });
}
