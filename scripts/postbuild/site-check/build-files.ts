// The build folder as a static host sees it: which URL paths exist and which file answers a
// path. Resolution follows the bundled server (sirv with `extensions: ["html"]`), so a link
// counts as working exactly when `npm start` would answer it.
import { readdirSync } from "node:fs";
import path from "node:path";

/** Every servable file as a URL path ("/about/index.html"). Precompressed copies are left out
 *  (every file must exist uncompressed), and so are dotfiles, which sirv never serves. */
export function servedFiles(dir: string): Set<string> {
  const files = new Set<string>();
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const rel = `${sub}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (!/\.(br|gz)$/.test(entry.name)) files.add(rel);
    }
  };
  walk("");
  return files;
}

/** The file sirv answers a decoded URL path with, trying what it tries, in its order. */
export function fileFor(files: ReadonlySet<string>, pathname: string): string | undefined {
  const uri = pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  const candidates = [uri, `${uri}/index`, `${uri}.html`, `${uri}/index.html`].filter((c) => c !== "" && c !== ".html");
  return candidates.find((c) => files.has(c));
}

/** The URL a page is visited at: "/about/index.html" is "/about", "/index.html" is "/". */
export function pageUrlPath(file: string): string {
  if (file === "/index.html") return "/";
  return file.endsWith("/index.html") ? file.slice(0, -"/index.html".length) : file;
}
