// The post-build stage, once React Router has prerendered every page, in each language. Its
// steps in order: the Spanish build's pages and scripts moved into build/client, 404.html (and
// es/404.html) in place of the SPA fallback, pages that paint before scripts run, the editor and
// the build's stamp (build.json), precompressed text files, the response headers, then the site
// check.
import { readFileSync } from "node:fs";
import path from "node:path";
import { compressTree } from "./compress.ts";
import { mergeLanguageBuild } from "./language-builds.ts";
import { publishNotFoundPage } from "./not-found-page.ts";
import { optimiseHtml } from "./optimise-html.ts";
import { writeHeadersFile } from "./security-headers.ts";
import { writeAdmin } from "../admin/write-admin.ts";
import { writeBuildStamp } from "./build-stamp.ts";
import { checkSiteOrExit } from "./site-check/check-site.ts";
import { siteUrl } from "#src/content/site.ts";
import { languageNameOf, languages, rootLanguage } from "#src/lib/languages.ts";

const client = path.resolve(import.meta.dirname, "../../build/client");
// Each language's build other than the root's (scripts/build/languages.ts), moved in beside it.
const merged = languages
  .filter((lang) => lang !== rootLanguage)
  .map((lang) => ({ lang, ...mergeLanguageBuild(client, path.resolve(import.meta.dirname, "../../build", lang), lang) }));
const roots = languages.map((lang) => (lang === rootLanguage ? "" : lang));
publishNotFoundPage(client, roots);
const html = optimiseHtml(client);
if (html.inlined < html.pages) throw new Error("postbuild: a page kept its stylesheet link; did React Router's <link> markup change?");
// The team's content editor, /admin: no page links it or loads any of its code.
const { title } = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../src/generated/content/default/film.json"), "utf8")) as {
  title: string;
};
await writeAdmin(path.join(client, "admin"), { title });
// What the live site is built from: the editor tells a save is published by it.
const stamp = writeBuildStamp(client, path.resolve(import.meta.dirname, "../.."));
const packed = compressTree(client);
// Last, so the CSP hashes the inline scripts exactly as they ship.
const headers = writeHeadersFile(client);
console.log(
  `postbuild: ${merged.map((m) => `moved ${m.pages} ${languageNameOf(m.lang)} pages and ${m.assets} scripts of their own into build/client; `).join("")}wrote ${roots.map((r) => `${r}${r ? "/" : ""}404.html`).join(", ")} and _headers (${headers.scripts} inline script hashes); stamped build.json with commit ${stamp.commit ?? "(none: not a git checkout)"}; compressed ${packed.files} text files (${Math.round(packed.bytes / 1024)} KB, ${Math.round(packed.brotliBytes / 1024)} KB as brotli)`,
);
checkSiteOrExit(client, siteUrl); // links, assets and HTML of every page as written
