// Inlines the site stylesheet into every prerendered page: one request fewer before the first
// paint. The <link> React rendered stays, disabled (never fetched, never applied): React 19
// adopts it as its stylesheet resource on hydration instead of inserting and fetching another.
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)" data-precedence="([^"]+)"\/>/g;

export function inlineCss(client: string): number {
  let pages = 0;
  for (const file of htmlFiles(client)) {
    const html = readFileSync(file, "utf8");
    const out = html.replace(stylesheet, (_, href: string, precedence: string) => {
      const css = readFileSync(path.join(client, href), "utf8").replace(/<\/style/gi, "<\\/style");
      return `<style data-inlined="${href}">${css}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled/>`;
    });
    if (out !== html) {
      writeFileSync(file, out);
      pages++;
    }
  }
  return pages;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "assets" ? [] : htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}
