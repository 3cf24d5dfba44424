import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { headersFor, parseHeadersFile } from "../serve/headers-file.js";
import { contentSecurityPolicy, formatHeadersFile, headerRules, inlineScriptHashes } from "./security-headers.ts";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("inline script hashes", () => {
  it("hashes each executable inline script once, and skips external and JSON-LD scripts", () => {
    const pages = [
      '<script>a()</script><script src="/assets/x.js"></script><script type="application/ld+json">{"@type":"Movie"}</script>',
      '<script type="module">b()</script><script>a()</script>',
    ];
    expect(inlineScriptHashes(pages)).toEqual([sha("a()"), sha("b()")].sort());
  });
});

describe("the _headers file", () => {
  const rules = parseHeadersFile(formatHeadersFile(headerRules(contentSecurityPolicy([sha("a()")]))));

  it("reads back what the build writes, each rule applying to its paths", () => {
    const page = headersFor(rules, "/about");
    expect(page.get("Content-Security-Policy")).toContain(`script-src 'self' ${sha("a()")};`);
    expect(page.get("X-Content-Type-Options")).toBe("nosniff");
    expect(page.has("Cache-Control")).toBe(false);
    expect(headersFor(rules, "/assets/root-abc123.js").get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(headersFor(rules, "/img/assets/x.jpg").has("Cache-Control")).toBe(false);
    for (const calendar of [
      "/screenings.ics",
      "/screenings/2030-03-14-london.ics",
      "/es/screenings.ics",
      "/es/screenings/2030-03-14-london.ics",
    ])
      expect(headersFor(rules, calendar).get("Content-Type")).toBe("text/calendar; charset=utf-8");
    for (const page of ["/festivals", "/es/festivals", "/es/"]) expect(headersFor(rules, page).has("Content-Type")).toBe(false);
  });

  it("refuses a header line outside a rule", () => {
    expect(() => parseHeadersFile("  X-Frame-Options: DENY\n")).toThrow('_headers line 1: expected "Name: value" under a path');
  });
});

describe("the pages' Content-Security-Policy", () => {
  // Directives that Chromium, Firefox and WebKit all know (CSP Level 2, and Level 3's
  // worker-src): an unknown one is logged as an error on every page load by the engine that
  // lacks it, as WebKit did for manifest-src.
  const everyEngine = new Set([
    "default-src",
    "script-src",
    "style-src",
    "img-src",
    "font-src",
    "connect-src",
    "media-src",
    "frame-src",
    "worker-src",
    "object-src",
    "base-uri",
    "form-action",
    "frame-ancestors",
  ]);

  it("holds only directives every browser engine knows", () => {
    const directives = contentSecurityPolicy([sha("a()")])
      .split(";")
      .map((d) => d.trim().split(" ")[0]!);
    expect(directives.filter((d) => !everyEngine.has(d))).toEqual([]);
    expect(directives).toContain("default-src");
  });

  it("lets forms post to the one list the site names, and nowhere else", () => {
    const formAction = (policy: string) => policy.split("; ").find((d) => d.startsWith("form-action "));
    expect(formAction(contentSecurityPolicy([], "https://buttondown.com"))).toBe("form-action https://buttondown.com");
    expect(formAction(contentSecurityPolicy([]))).toBe("form-action 'self'");
  });
});
