// The production server: a thin layer over sirv that serves build/client as a static host
// would. Unknown paths get the prerendered not-found page with status 404.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import sirv from "sirv";

const root = path.resolve(import.meta.dirname, "../build/client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";
const notFoundPage = readFileSync(path.join(root, "404.html"));

const assets = sirv(root, {
  etag: true,
  gzip: true,
  brotli: true,
  extensions: ["html"],
  setHeaders(res, pathname) {
    // Hashed build assets never change; pages are revalidated on every visit.
    res.setHeader(
      "Cache-Control",
      pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
    );
  },
});

const server = createServer((req, res) => {
  assets(req, res, () => {
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
    res.end(req.method === "HEAD" ? undefined : notFoundPage);
  });
});

server.listen(port, host, () => {
  console.log(`Girasol is served at http://${host}:${port}`);
});
