// Static hosts and the bundled server answer unknown paths with 404.html, so the prerendered
// not-found page is copied there, and each other language's to <code>/404.html for the addresses
// under /<code>/. The SPA fallback goes: a host would answer unknown paths with it, and with status 200.
import { copyFileSync, existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The prerendered not-found page of each language's root ("" for the root language, "es") becomes its 404.html. */
export function publishNotFoundPage(client: string, roots: string[] = [""]): void {
  for (const root of roots) {
    const dir = path.join(client, root);
    const prerendered404 = path.join(dir, "404/index.html");
    if (!existsSync(prerendered404))
      throw new Error(`${path.join("build/client", root, "404/index.html")} is missing: is /404 in the prerender list?`);
    copyFileSync(prerendered404, path.join(dir, "404.html"));
    rmSync(path.join(dir, "404"), { recursive: true });
  }
  rmSync(path.join(client, "__spa-fallback.html"), { force: true });
  // Cloudflare Pages answers with the nearest 404.html up the path by itself; Netlify reads this.
  writeFileSync(
    path.join(client, "_redirects"),
    roots
      .filter((r) => r !== "")
      .map((r) => `/${r}/*  /${r}/404.html  404\n`)
      .join(""),
  );
}
