import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";

// A phone on a slow network, or a slow phone, gets a page in pieces, and Chromium paints what it
// has parsed while it waits for the rest. The first screen must not be painted half made: Home's
// hero sits on the bottom of the screen, and a hero painted down to its title moves up as its last
// lines come (src/components/layout/FirstScreenEnd.tsx). Here every page arrives as such a phone
// gets it: up to its heading's end, a pause, then the rest.
const pause = 300;

/** A server in front of the site that sends each page in two pieces, cut after its first `</h1>`. */
async function inPieces(site: string) {
  const server: Server = createServer(async (req, res) => {
    const answer = await fetch(new URL(req.url!, site));
    const type = answer.headers.get("content-type") ?? "";
    const headers = Object.fromEntries(
      [...answer.headers].filter(([name]) => !/^(content-(encoding|length)|transfer-encoding)$/.test(name)),
    );
    res.writeHead(answer.status, headers);
    if (!type.startsWith("text/html")) return res.end(Buffer.from(await answer.arrayBuffer()));
    const html = await answer.text();
    const cut = html.indexOf("</h1>") + "</h1>".length;
    res.write(html.slice(0, cut));
    setTimeout(() => res.end(html.slice(cut)), pause);
  });
  await new Promise<void>((done) => server.listen(0, "localhost", done));
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

test("a page that comes in pieces paints its first screen whole: nothing on it moves as the rest arrives", async ({ page, baseURL }) => {
  const site = await inPieces(baseURL!);
  try {
    await page.addInitScript(() => {
      const seen = { shift: 0, moved: [] as string[] };
      Object.assign(window, { __seen: seen });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
          seen.shift += e.value;
          seen.moved.push(...e.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName))));
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.route(/\.woff2$/, (route) => route.abort()); // the web fonts' swap is another matter
    // Home's hero, a page's heading block, the contact page's, and the not-found page.
    for (const path of ["/", "/press", "/contact", "/no-such-page"]) {
      await page.goto(site.origin + path);
      await expect(page.locator("h1")).toBeVisible();
      await page.waitForTimeout(100);
      const seen = await page.evaluate(() => (window as unknown as { __seen: { shift: number; moved: string[] } }).__seen);
      expect(seen.shift, `${path} moved as it came: ${seen.moved.join(" | ")}`).toBeLessThan(0.001);
    }
  } finally {
    site.close();
  }
});
