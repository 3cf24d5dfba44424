// The bare page the bench measures beside the site's: a heading and a paragraph, nothing else,
// served by the same server from the same build folder. What it costs on this machine (the
// navigation, the first layout, the browser's own work) is the floor every page stands on, so
// each page's blocking time is judged against it, in the same run.
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export const barePage = {
  route: "/bench-bare-page.html",
  html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A bare page</title></head><body><h1>A heading</h1><p>A paragraph of text, as short as a page can be.</p></body></html>`,
};

/**
 * Puts the bare page into the build (`siteRoot`, the repository's by default) before the server
 * starts (it lists the files it serves at start-up); returns what takes it out again.
 */
export function placeBarePage(siteRoot: string | undefined): () => void {
  const file = path.join(siteRoot ?? path.resolve(import.meta.dirname, "../.."), "build/client", barePage.route);
  writeFileSync(file, barePage.html);
  return () => rmSync(file, { force: true });
}
