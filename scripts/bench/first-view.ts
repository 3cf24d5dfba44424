// First-load byte counts: the JavaScript each route's HTML loads up front (gzip, from the build)
// and everything a phone downloads for the first view (transferred bytes, before any scroll).
import type { Browser } from "playwright-core";
import { firstLoadJsBytes } from "../lib/first-load.ts";
import { phone } from "./browser.ts";

export type FirstViewRow = { route: string; jsGzipBytes: number; firstViewBytes: number; requests: number };

/** `clientDir` is the served build's client folder, whose HTML names the scripts counted. */
export async function benchFirstView(
  browser: Browser,
  base: string,
  routes: readonly string[],
  clientDir?: string,
): Promise<FirstViewRow[]> {
  const rows: FirstViewRow[] = [];
  for (const route of routes) {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    let bytes = 0;
    let requests = 0;
    cdp.on("Network.loadingFinished", (e) => {
      bytes += e.encodedDataLength;
      requests++;
    });
    await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    rows.push({ route, jsGzipBytes: firstLoadJsBytes(route, clientDir), firstViewBytes: bytes, requests });
    await context.close();
  }
  return rows;
}
