// After the React Router build: copy the prerendered not-found page to 404.html (what static
// hosts and the bundled server send for unknown paths), drop the SPA fallback (which would
// otherwise answer unknown paths with status 200), make pages paint before scripts
// (optimise-html.ts), precompress every text file and write the response headers
// (security-headers.ts).
import { copyFileSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { checkSiteOrExit } from "./site-check/check-site";
import { compressTree } from "./compress";
import { optimiseHtml } from "./optimise-html";
import { writeHeadersFile } from "./security-headers";

const client = path.resolve(import.meta.dirname, "../../build/client");
const prerendered404 = path.join(client, "404/index.html");
if (!existsSync(prerendered404)) throw new Error("build/client/404/index.html is missing: is /404 in the prerender list?");
copyFileSync(prerendered404, path.join(client, "404.html"));
rmSync(path.join(client, "404"), { recursive: true });
rmSync(path.join(client, "__spa-fallback.html"), { force: true });
const html = optimiseHtml(client);
if (html.inlined < html.pages) throw new Error("postbuild: a page kept its stylesheet link; did React Router's <link> markup change?");
const packed = compressTree(client);
// Last, so the CSP hashes the inline scripts exactly as they ship.
const headers = writeHeadersFile(client);
console.log(
  `postbuild: wrote build/client/404.html and _headers (${headers.scripts} inline script hashes); compressed ${packed.files} text files (${Math.round(packed.bytes / 1024)} KB, ${Math.round(packed.brotliBytes / 1024)} KB as brotli)`,
);
checkSiteOrExit(client); // links, assets and HTML of every page as written (site-check/check-site.ts)
