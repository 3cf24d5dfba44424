// `npm run edit`: the content editor on this computer, for the working tree. It serves /admin at
// http://localhost:4174/admin/ (PORT overrides); in Chrome or Edge, "Work with Local Repository"
// and this repository's folder let the editor read and save the files of content/ on disk,
// without the git host. `npm run dev` beside it shows each saved edit on the pages.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import sirv from "sirv";
import { adminContentSecurityPolicy } from "../postbuild/security-headers.ts";
import { loadCollections } from "../prepare/content/load-collections.ts";
import { problemReport } from "#src/content/build-time/check/problem-words.ts";
import { writeAdmin } from "./write-admin.ts";

const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.PORT ?? 4174);
const host = process.env.HOST ?? "localhost";

// The editor's forms follow the files as they are: they must read first.
const { problems } = loadCollections({ root });
if (problems.length > 0) {
  console.error(`${problemReport(problems)}\nMend these first: the editor's forms are made from the files.`);
  process.exit(1);
}
const { title } = JSON.parse(readFileSync(path.join(root, "src/generated/content/en/film.json"), "utf8")) as { title: string };
const dir = path.join(tmpdir(), "girasol-editor");
await writeAdmin(path.join(dir, "admin"), { root, title });

const files = sirv(dir, { dev: true, extensions: ["html"] });
const csp = adminContentSecurityPolicy();
createServer((req, res) => {
  if (req.url === "/" || req.url === "/admin") {
    res.writeHead(302, { Location: "/admin/" }).end();
    return;
  }
  res.setHeader("Content-Security-Policy", csp);
  files(req, res, () => {
    res.writeHead(404).end("Not found");
  });
}).listen(port, host, () => {
  console.log(`The content editor: http://${host}:${port}/admin/ (Chrome or Edge: "Work with Local Repository", then choose ${root})`);
});
