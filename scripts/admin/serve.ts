// `npm run edit`: the content editor on this computer, for the working tree. It serves /admin at
// http://localhost:4174/admin/ (PORT overrides); in Chrome or Edge, "Work with Local Repository"
// and this repository's folder let the editor read and save the files of content/ on disk,
// without the git host. `npm run dev` beside it shows each saved edit on the pages.
// `npm run edit` runs the content check first (scripts/prepare), as `npm run dev` does: the
// editor's forms and previews are made from what it writes. It needs no build of the site: the
// preview's stylesheet and fonts are made here, into this checkout's build/editor.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import sirv from "sirv";
import { adminContentSecurityPolicy } from "../postbuild/security-headers.ts";
import { writeSiteStyle } from "./site-style.ts";
import { writeAdmin } from "./write-admin.ts";

const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.PORT ?? 4174);
const host = process.env.HOST ?? "localhost";

const { title } = JSON.parse(readFileSync(path.join(root, "src/generated/content/default/film.json"), "utf8")) as { title: string };
// This checkout's own folder: two checkouts' editors never write over each other.
const dir = path.join(root, "build/editor");
const style = await writeSiteStyle(dir);
await writeAdmin(path.join(dir, "admin"), { root, title, style });

const files = sirv(dir, { dev: true, extensions: ["html"] });
// The photos the previews show, as the content check made their copies (public/img, public/uploads).
const photos = sirv(path.join(root, "public"), { dev: true });
const csp = adminContentSecurityPolicy();
createServer((req, res) => {
  if (req.url === "/" || req.url === "/admin") {
    res.writeHead(302, { Location: "/admin/" }).end();
    return;
  }
  res.setHeader("Content-Security-Policy", csp);
  files(req, res, () =>
    photos(req, res, () => {
      res.writeHead(404).end("Not found");
    }),
  );
}).listen(port, host, () => {
  console.log(`The content editor: http://${host}:${port}/admin/ (Chrome or Edge: "Work with Local Repository", then choose ${root})`);
});
