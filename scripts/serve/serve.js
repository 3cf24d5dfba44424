// The production server: a thin layer over sirv that serves build/client as a static host
// would, with the headers of the build's `_headers` file (the same file Netlify or Cloudflare
// Pages read). Unknown paths get the prerendered not-found page with status 404; only the
// files of the build output can ever be served (sirv lists them at start-up).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import sirv from "sirv";
import { headersFor, parseHeadersFile } from "./headers-file.js";

const root = path.resolve(import.meta.dirname, "../../build/client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";
// Each language's not-found page, by the folder its pages are in ("" for the root language's):
// an unknown address under /es/ gets es/404.html, the Spanish one.
const notFoundPages = new Map([
  ["", readFileSync(path.join(root, "404.html"))],
  ...readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(root, e.name, "404.html")))
    .map((e) => /** @type {[string, Buffer]} */ ([e.name, readFileSync(path.join(root, e.name, "404.html"))])),
]);
const rules = parseHeadersFile(readFileSync(path.join(root, "_headers"), "utf8"));
/** Host configuration that sits in the output folder but is not part of the site. */
const hostFiles = new Set(["/_headers", "/_redirects"]);

const assets = sirv(root, {
  etag: true,
  gzip: true,
  brotli: true,
  extensions: ["html"],
  setHeaders(res, pathname) {
    // Pages and images are revalidated on every visit unless a rule says otherwise
    // (hashed build assets are immutable).
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    // sirv's list of types has none for an icon file (favicon.ico): browsers take it either way, crawlers by its type.
    if (pathname.endsWith(".ico")) res.setHeader("Content-Type", "image/x-icon");
    for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value);
  },
});

/**
 * The decoded path, or null when the address cannot be decoded.
 * @param {string} url
 */
function decodedPath(url) {
  try {
    return decodeURIComponent(new URL(url, "http://host").pathname);
  } catch {
    return null;
  }
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 */
function sendNotFound(req, res, status = 404) {
  const folder = /^\/([^/]+)/.exec(decodedPath(req.url ?? "/") ?? "")?.[1] ?? "";
  const language = notFoundPages.has(folder) ? folder : "";
  for (const [name, value] of headersFor(rules, `${language ? `/${language}` : ""}/404.html`)) res.setHeader(name, value);
  res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
  res.end(req.method === "HEAD" ? undefined : notFoundPages.get(language));
}

const server = createServer((req, res) => {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
    res.end("Method not allowed\n");
    return;
  }
  const pathname = decodedPath(req.url ?? "/");
  if (pathname === null || pathname.includes("\0")) return sendNotFound(req, res, 400);
  // sirv answers "/_headers/" with "/_headers" too, so compare without trailing slashes.
  if (hostFiles.has(path.posix.normalize(pathname).replace(/(.)\/+$/, "$1"))) return sendNotFound(req, res);
  assets(req, res, () => sendNotFound(req, res));
});

server.listen(port, host, () => {
  console.log(`The site is served at http://${host}:${port}`);
});
