import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { hostname } from "node:os";
import path from "node:path";
import { videoHost } from "#src/content/video-host.ts";
import { expect, routes, test } from "./support/fixtures.ts";
import { seed } from "./support/sites.ts";

// Response headers, the Content-Security-Policy in a real browser, and what the bundled
// server refuses to serve.

const client = seed.client;
// package.json's own name: a server that let the repository's files out would show it.
const packageName = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../package.json"), "utf8")) as { name: string }).name;

/** One raw request, the path sent exactly as written (no client-side normalising). */
function rawGet(
  port: number,
  rawPath: string,
  method = "GET",
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "localhost", port, path: rawPath, method }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

const directives = (csp: string) =>
  new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([k, ...v]) => [k, v]),
  );

test.describe("response headers", () => {
  for (const target of ["/", "/press", "/no-such-page", "/img/og-image.jpg"]) {
    test(`${target}: strict CSP, nosniff, referrer and permissions policies`, async ({ request }) => {
      const response = await request.get(target);
      const h = response.headers();
      const csp = directives(h["content-security-policy"] ?? "");
      const scriptSrc = csp.get("script-src") ?? [];
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc.filter((s) => !s.startsWith("'sha256-"))).toEqual(["'self'"]); // no unsafe-inline, unsafe-eval or hosts
      expect(csp.get("frame-src")).toEqual([videoHost.origin]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(h["x-content-type-options"]).toBe("nosniff");
      expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(h["permissions-policy"]).toContain("camera=()");
      expect(h["permissions-policy"]).toContain(`fullscreen=(self "${videoHost.origin}")`);
    });
  }

  test("the server sends what the build wrote to _headers, for static hosts", async ({ request }) => {
    const file = readFileSync(path.join(client, "_headers"), "utf8");
    const served = (await request.get("/about")).headers();
    expect(file).toContain(`  Content-Security-Policy: ${served["content-security-policy"]}\n`);
    expect(file).toContain(`  Permissions-Policy: ${served["permissions-policy"]}\n`);
    expect(file).toMatch(/^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  });

  test("hashed assets are immutable, pages revalidate, text is compressed", async ({ page, request }) => {
    await page.goto("/");
    const script = await page.locator("script[type=module]").first().textContent();
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(script ?? "")?.[1];
    expect(asset).toBeTruthy();
    const js = await request.get(asset!, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(js.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(js.headers()["content-encoding"]).toBe("br");
    const html = await request.get("/festivals", { headers: { "Accept-Encoding": "gzip" } });
    expect(html.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(html.headers()["content-encoding"]).toBe("gzip");
  });
});

test.describe("Content-Security-Policy in the browser", () => {
  test("an injected inline script and a foreign frame are blocked and reported", async ({ page, cspViolations }) => {
    await page.goto("/");
    const ran = await page.evaluate(async () => {
      const s = document.createElement("script");
      s.textContent = "window.__injected = true";
      document.body.append(s);
      const frame = document.createElement("iframe");
      frame.src = "https://example.com/";
      document.body.append(frame);
      await new Promise((r) => setTimeout(r, 200));
      return (window as unknown as { __injected?: boolean }).__injected ?? false;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.length).toBe(2);
    expect(cspViolations.join("\n")).toMatch(/script-src(-elem)? blocked inline/);
    expect(cspViolations.join("\n")).toMatch(/frame-src blocked https:\/\/example\.com/);
    cspViolations.length = 0; // these two were the point of the test
  });

  test("a visitor's whole tour raises no violation: every route, dialogs, lightbox, downloads", async ({ page, cspViolations }) => {
    test.setTimeout(90_000);
    for (const route of routes) {
      await page.goto(route);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    }
    await page.goto("/");
    await page.locator("main").getByRole("button", { name: "Watch Trailer" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog").locator(`iframe[src^="${videoHost.origin}"]`)).toBeAttached();
    await page.keyboard.press("Escape");
    await page.goto("/stills");
    await page.getByRole("list", { name: "Visual journey stills" }).getByRole("button").nth(1).click();
    await expect(page.locator(".yarl__container")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Escape");
    await page.goto("/press");
    await page.getByRole("button", { name: "Watch Teaser" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    // Each named from its start: its name goes on to say what it saves.
    for (const [route, name] of [
      ["/press", "Download PDF ("],
      ["/festivals", "Download Festival Strategy Document ("],
      ["/press", "Download (High-Resolution Stills"],
    ] as const) {
      await page.goto(route);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name }).or(page.getByRole("link", { name })).first().click(),
      ]);
      expect(await download.path()).toBeTruthy();
    }
    expect(cspViolations).toEqual([]);
  });
});

test.describe("nothing outside the build output is served", () => {
  const port = Number(process.env.E2E_PORT ?? 4310);
  const refused = [
    "/../package.json",
    "/%2e%2e/package.json",
    "/%2e%2e%2fpackage.json",
    "/..%2f..%2fpackage.json",
    "/%252e%252e%252fpackage.json",
    "/%c0%ae%c0%ae/package.json", // overlong UTF-8 for ".."
    "/assets/../../scripts/serve/serve.js",
    "/uploads/..%5c..%5cpackage.json",
    "//etc/passwd",
    "/package.json",
    "/src/root.tsx",
    "/scripts/serve/serve.js",
    "/.git/config",
    "/.env",
    "/_headers",
    "/_headers/",
    "/assets/../_headers",
    "/%5fheaders",
    "/about%00.html",
    "/%E0%A4%A",
    `/${"a".repeat(4000)}`,
  ];
  for (const bad of refused) {
    test(`${bad.slice(0, 60)} gets a 4xx and the not-found page`, async () => {
      const { status, body } = await rawGet(port, bad);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(body).toContain("Oops! Page not found");
      expect(body).not.toContain(`"name": "${packageName}"`);
    });
  }

  test("methods other than GET and HEAD are refused", async () => {
    const { status, headers } = await rawGet(port, "/", "POST");
    expect(status).toBe(405);
    expect(headers["allow"]).toBe("GET, HEAD");
  });

  test.describe("a dotfile inside the build output", () => {
    const dotfile = path.join(client, ".secret-env");
    const ownPort = port + 50;
    let server: ChildProcess;
    test.beforeAll(async () => {
      // Written before a server of its own starts, since the server lists its files at start-up.
      writeFileSync(dotfile, "TOKEN=do-not-serve\n");
      // The seed site's own server, which serves the folder the file is written in.
      server = spawn(process.execPath, [path.join(seed.root, "scripts/serve/serve.js")], {
        env: { ...process.env, PORT: String(ownPort), HOST: "localhost" },
        stdio: "ignore",
      });
      await expect
        .poll(() =>
          rawGet(ownPort, "/").then(
            (r) => r.status,
            () => 0,
          ),
        )
        .toBe(200);
    });
    test.afterAll(() => {
      server.kill();
      rmSync(dotfile, { force: true });
    });
    test("is not served", async () => {
      const { status, body } = await rawGet(ownPort, "/.secret-env");
      expect(status).toBe(404);
      expect(body).not.toContain("do-not-serve");
    });
  });
});

test("nothing leaves the machine: the browser resolves no host but localhost, and the test sees what a page asked of another", async ({
  page,
  externalRequests,
  baseURL,
}) => {
  // This machine's own name resolves (the system's hosts file) to where the site is served; the
  // browser still does not resolve it.
  const address = `http://${hostname()}:${new URL(baseURL!).port}/favicon.svg`;
  const failed = page.waitForEvent("requestfailed");
  await page.setContent(`<img src="${address}" alt="">`);
  expect((await failed).failure()?.errorText).toBe("net::ERR_NAME_NOT_RESOLVED");
  expect(externalRequests).toEqual([address]);
});
