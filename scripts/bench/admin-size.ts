// The content editor's own weight (/admin): what a team member's browser downloads to open it,
// as served (the build's brotli copies), by kind. Measured beside the public pages to show it
// stays apart: no public page loads any of it (e2e/live/admin.spec.ts).
import type { Browser } from "playwright-core";

export type AdminSizeRow = { kind: string; bytes: number; requests: number };

export async function benchAdminSize(browser: Browser, base: string): Promise<AdminSizeRow[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const kinds = new Map<string, string>();
  const totals = new Map<string, { bytes: number; requests: number }>();
  cdp.on("Network.responseReceived", (e) => kinds.set(e.requestId, e.type));
  cdp.on("Network.loadingFinished", (e) => {
    const kind = kinds.get(e.requestId) ?? "Other";
    const total = totals.get(kind) ?? { bytes: 0, requests: 0 };
    totals.set(kind, { bytes: total.bytes + e.encodedDataLength, requests: total.requests + 1 });
  });
  // Until its sign-in screen shows: the editor's code, words, fonts and configuration are loaded.
  await page.goto(`${base}/admin/`, { waitUntil: "networkidle" });
  await page.waitForTimeout(1000);
  await context.close();
  const rows = [...totals].map(([kind, t]) => ({ kind, ...t })).sort((a, b) => b.bytes - a.bytes);
  return [
    ...rows,
    rows.reduce((sum, r) => ({ kind: "total", bytes: sum.bytes + r.bytes, requests: sum.requests + r.requests }), {
      kind: "total",
      bytes: 0,
      requests: 0,
    }),
  ];
}
