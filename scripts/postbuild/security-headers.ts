// The site's response headers, written by the build to build/client/_headers (read by Netlify,
// Cloudflare Pages and the bundled server alike). The Content-Security-Policy allows scripts
// only from the site itself plus the exact inline scripts the prerendered pages carry (the
// early-tap and language scripts, the islands' start-up script, React's Suspense reveals where
// they remain), each by its SHA-256 hash, so an
// injected script never runs. The hashes change with every build, so the file is generated.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { videoHost } from "#src/content/links.ts";
import { signUp } from "#src/content/sign-up.ts";
import { formActionSource } from "#src/content/sign-up-services.ts";
import { calendarFeedPathIn, calendarPathIn } from "#src/content/screening-events.ts";
import { languages } from "#src/lib/languages.ts";
import { htmlFiles } from "./html-files.ts";

/** Non-executable script types (JSON-LD) that a CSP does not govern. */
const dataScript = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/** `'sha256-…'` sources for every inline script of the given pages, sorted and unique. */
export function inlineScriptHashes(html: string[]): string[] {
  const hashes = new Set<string>();
  for (const page of html) {
    for (const [, attributes = "", body = ""] of page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\bsrc\s*=/i.test(attributes) || dataScript.test(attributes)) continue;
      hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * The pages' policy; `formAction`: where a form may post, the one list "Tell me when it plays
 * near me" posts to (src/content/sign-up-services.ts), or the site itself.
 */
export function contentSecurityPolicy(scriptHashes: string[], formAction = "'self'"): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // Styles: the inlined stylesheet plus the ones the toast library injects at run time. A
    // style cannot run code, so hashing them would add breakage without adding safety.
    "style-src 'self' 'unsafe-inline'",
    // blob: and data: for the images the PDF builder draws through a canvas.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    `frame-src ${videoHost.origin}`,
    "worker-src 'self'",
    // No manifest-src: default-src covers the web manifest, and WebKit (Safari) logs an
    // "Unrecognized Content-Security-Policy directive" for it on every page.
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The content editor's policy (/admin, Sveltia CMS): its own scripts only, with no eval; inline
 * styles (it writes its own); the git host's API, and the images and files it serves, for the
 * editor to read and save content; blob: for the previews of photos being uploaded.
 */
export function adminContentSecurityPolicy(signIn?: string): string {
  const gitHost = "https://api.github.com https://raw.githubusercontent.com https://avatars.githubusercontent.com";
  return [
    "default-src 'self'",
    // WebAssembly, not eval: where the browser's canvas cannot write WebP (Safari), the editor
    // encodes the film's mark as WebP for the home-screen icon with a WebAssembly encoder it serves itself.
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self'",
    `connect-src 'self' blob: data: ${gitHost}${signIn ? ` ${new URL(signIn).origin}` : ""}`,
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Only the video player may ask for autoplay, fullscreen and picture-in-picture. */
const permissionsPolicy = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
  `autoplay=(self "${videoHost.origin}")`,
  `fullscreen=(self "${videoHost.origin}")`,
  `picture-in-picture=(self "${videoHost.origin}")`,
].join(", ");

export type HeaderRule = { pattern: string; headers: Record<string, string> };

export function headerRules(csp: string, adminCsp = adminContentSecurityPolicy()): HeaderRule[] {
  return [
    {
      pattern: "/*",
      headers: {
        "Content-Security-Policy": csp,
        "X-Content-Type-Options": "nosniff",
        // The full address never leaves the site; the video host still sees the origin, which
        // domain-restricted embeds need.
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "Permissions-Policy": permissionsPolicy,
        "Cross-Origin-Opener-Policy": "same-origin",
        "X-Frame-Options": "DENY", // frame-ancestors for browsers that predate it
      },
    },
    // Hashed file names never change content. Everything else keeps the host's default
    // (revalidate every visit), which the bundled server sends too.
    { pattern: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
    // The screenings' calendar files of each language, named for hosts that do not know .ics
    // (nosniff above makes the type count): a phone opens them in its calendar, a desktop
    // browser saves them.
    ...languages
      .flatMap((lang) => [calendarFeedPathIn(lang), `${path.posix.dirname(calendarPathIn(lang, { id: "x" }))}/*`])
      .map((pattern) => ({
        pattern,
        headers: { "Content-Type": "text/calendar; charset=utf-8" },
      })),
    // The team's editor: after /*, so its policy takes the place of the pages' (a later rule's
    // header wins, at Netlify as in scripts/serve). Never indexed, never kept stale.
    {
      pattern: "/admin/*",
      headers: { "Content-Security-Policy": adminCsp, "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-cache" },
    },
  ];
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  const lines = ["# Written by scripts/postbuild/security-headers.ts on every build; the CSP hashes change with the build."];
  for (const rule of rules) {
    lines.push(rule.pattern);
    for (const [name, value] of Object.entries(rule.headers)) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join("\n")}\n`;
}

/** Writes build/client/_headers from the pages as they are on disk; returns the rules. */
export function writeHeadersFile(clientDir: string): { rules: HeaderRule[]; scripts: number } {
  const pages = htmlFiles(clientDir).map((f) => readFileSync(f, "utf8"));
  const hashes = inlineScriptHashes(pages);
  const rules = headerRules(contentSecurityPolicy(hashes, formActionSource(signUp)), adminContentSecurityPolicy(process.env.CMS_AUTH_URL));
  writeFileSync(path.join(clientDir, "_headers"), formatHeadersFile(rules));
  return { rules, scripts: hashes.length };
}
