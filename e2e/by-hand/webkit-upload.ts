// By hand, not in npm test (CI installs no WebKit): does a photo uploaded in the content editor
// (/admin) in WebKit reach the git host as the same image? The editor as `npm run edit` makes it,
// for the seed's content, signed in with a token against the fake git host (fake-github.ts) served
// over HTTP; WebKitGTK driven through WebDriver adds a caption with a new photo, as
// e2e/admin.spec.ts does in Chromium, and saves. The commit is then read back: the photo decoded by
// sharp, its bytes those of the file uploaded, and captions.yaml naming it. See e2e/README.md.
//   node --import ./scripts/lib/json-modules.ts e2e/by-hand/webkit-upload.ts
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import sharp from "sharp";
import sirv from "sirv";
import { parse } from "yaml";
import { adminContentSecurityPolicy } from "../../scripts/postbuild/security-headers.ts";
import { writeSiteStyle } from "../../scripts/admin/site-style.ts";
import { writeAdmin } from "../../scripts/admin/write-admin.ts";
import { siteRepository } from "#src/content/site.ts";
import { FakeGitHub, type Person } from "../support/fake-github.ts";
import { serveFakeGitHub } from "../support/fake-github-server.ts";
import { WebDriver } from "./webdriver.ts";

const repo = path.resolve(import.meta.dirname, "../..");
const seed = path.join(repo, "fixtures/seed");
// The editor with the photo uploaded and the caption written, then after the save.
const shots = { uploaded: "/tmp/webkit-upload.png", saved: "/tmp/webkit-upload-saved.png" };
// A photo of the repository's content, under the name a camera might give it: the editor saves it
// as plaza-mayor-2.jpg (slugify_filename), as in the Chromium test.
const photo = path.join(repo, "content/uploads/onset-13-village-square.jpg");
const uploaded = "content/uploads/plaza-mayor-2.jpg";
// The film's company, as the seed's content/film.yaml names it: the build wants a credit to name it.
const holder = (parse(readFileSync(path.join(seed, "content/film.yaml"), "utf8")) as { copyrightHolder: string }).copyrightHolder;
const entry = {
  caption: {
    en: "Maya waits out the noon heat in the village square in {title}.",
    es: "Maya espera a que pase el calor en la plaza en {title}.",
  },
  credit: { en: `Photo: Alba Serra / ${holder}`, es: `Foto: Alba Serra / ${holder}` },
};

if (!existsSync(path.join(repo, "src/generated/content/en/film.json")))
  throw new Error("Run `npm run check:content` first: the editor's previews are made from what it writes.");

// The fake git host, holding the seed's content files (its photos left out, as in the Chromium tests).
const person = (name: string, login: string, id: number): Person => ({ name, email: `${login}@example.com`, login, id });
const files: Record<string, string> = {};
const walk = (dir: string) => {
  for (const e of readdirSync(path.join(seed, dir), { withFileTypes: true }))
    if (e.isDirectory() && e.name !== "uploads") walk(path.posix.join(dir, e.name));
    else if (e.isFile()) files[path.posix.join(dir, e.name)] = readFileSync(path.join(seed, dir, e.name), "utf8");
};
walk("content");
const github = new FakeGitHub({
  // Where the editor written below saves: the repository and branch of content/site.yaml.
  repo: siteRepository.name,
  branch: siteRepository.branch,
  user: person("Bea Soto", "bea-soto", 2),
  author: person("Alba Serra", "alba-serra", 1),
  files,
});
const host = await serveFakeGitHub(github);

// The editor as `npm run edit` writes it, in a folder of its own, its backend pointed at the fake
// and its policy letting it connect there: the product's own policy and config are not changed.
const dir = mkdtempSync(path.join(tmpdir(), "webkit-upload-"));
const title = (parse(readFileSync(path.join(seed, "content/film.yaml"), "utf8")) as { title: string }).title;
await writeAdmin(path.join(dir, "admin"), { root: seed, title, style: await writeSiteStyle(dir) });
const configFile = path.join(dir, "admin/config.json");
const config = JSON.parse(readFileSync(configFile, "utf8")) as { backend: Record<string, unknown> };
config.backend.api_root = host.apiRoot;
writeFileSync(configFile, JSON.stringify(config));
const csp = adminContentSecurityPolicy().replace(/connect-src [^;]+/, (d) => `${d} ${host.origin}`);
const serveFiles = sirv(dir, { dev: true, extensions: ["html"] });
const site = createServer((req, res) => {
  res.setHeader("Content-Security-Policy", csp);
  serveFiles(req, res, () => {
    res.writeHead(404).end("Not found");
  });
});
await new Promise<void>((resolve) => site.listen(0, "localhost", resolve));
const editor = `http://localhost:${(site.address() as AddressInfo).port}/admin/`;
console.log(`editor: ${editor} (backend api_root ${host.apiRoot})`);

// The photo under its camera name, for the file input.
const upload = path.join(mkdtempSync(path.join(tmpdir(), "webkit-photo-")), "Plaza Mayor 2.JPG");
copyFileSync(photo, upload);

const wd = await WebDriver.start(Number(process.env.WEBDRIVER_PORT ?? 4444));
let failed = false;
try {
  // The Chromium tests' viewport.
  await wd.window(1280, 900);
  await wd.go(editor);
  console.log("engine:", await wd.run<string>("return navigator.userAgent"));
  // What the page reports from here on: errors, refused promises, and its policy's refusals.
  await wd.run(`window.seen = [];
    const note = (what) => window.seen.push(String(what));
    const error = console.error.bind(console);
    console.error = (...args) => { note(args.join(" ")); error(...args); };
    addEventListener("error", (e) => note(e.message));
    addEventListener("unhandledrejection", (e) => note("unhandled: " + (e.reason?.stack ?? e.reason)));
    document.addEventListener("securitypolicyviolation", (e) => note("CSP: " + e.violatedDirective + " " + e.blockedURI));`);
  // Signed in with a token, as signInWithToken does in Chromium.
  // The button takes clicks a moment after it shows, once the editor has started: clicked until the field shows.
  const token = await wd.until("the token's field", async () => {
    await wd.click(await wd.role("button", /Sign In Using Access Token/));
    return wd.role("textbox", /Personal Access Token/, { timeout: 1000 }).catch(() => null);
  });
  await wd.type(token, "test-token\uE007");
  // Film › Captions, as openFile does.
  await wd.click(await wd.role("treeitem", /^Film$/, { timeout: 30_000 }));
  // The row's cell: WebKit's driver finds a table row (display: table-row) not interactable itself.
  // Clicked again where the list was still being drawn, until the file opens.
  await wd.until(
    "the file open",
    async () => {
      await wd.click(await wd.css("[role=gridcell]", await wd.role("row", /^Captions$/)));
      return wd.role("button", /^Save$/, { timeout: 5000 }).catch(() => null);
    },
    30_000,
  );
  console.log("signed in, Film › Captions open");

  // A new caption: its File field's Browse, the photo sent to the dialog's file input, Insert.
  await wd.click(await wd.role("button", /Add\W+Caption/i));
  const side = (language: string) => wd.role("group", new RegExp(`Edit\\W+${language}\\W+Content`));
  // A field of the last entry: a list draws its entries as they come near the screen, so the side
  // is scrolled to its end until that entry's field shows `shows`. (Its Add button stays in view,
  // sticky: the pane that scrolls is the first around it that can.)
  const toEnd = `let e = arguments[0];
    while (e && !(e.scrollHeight > e.clientHeight && /auto|scroll/.test(getComputedStyle(e).overflowY))) e = e.parentElement;
    if (e) e.scrollTop = e.scrollHeight;`;
  const field = async (language: string, name: string, shows = /./) =>
    wd.until(
      `${language} ${name} showing ${shows}`,
      async () => {
        const within = await side(language);
        await wd.run(toEnd, await wd.role("button", /Add\W+Caption/i, { within, last: true }));
        const group = await wd.role("group", new RegExp(`\\W${name}\\W+Field`), { within, last: true, timeout: 0 }).catch(() => null);
        return group && shows.test(await wd.run<string>("return arguments[0].textContent", group)) ? group : null;
      },
      60_000,
    );
  // A click on Browse as the new entry is still being drawn can go unheard: clicked again until the dialog opens.
  const dialog = await wd.until(
    "the dialog to choose a file",
    async () => {
      await wd.click(await wd.role("button", /^Browse$/, { within: await field("English", "File", /Browse/) }));
      return wd.role("dialog", /.*/, { timeout: 3000 }).catch(() => null);
    },
    30_000,
  );
  await wd.type(await wd.css("input[type=file]", dialog), upload);
  await wd.click(await wd.role("button", /^Insert$/, { within: dialog }));
  const text = async (language: string, name: string, value: string) =>
    wd.type(await wd.role("textbox", /.*/, { within: await field(language, name) }), value);
  await text("English", "Caption", entry.caption.en);
  await text("English", "Credit", entry.credit.en);
  await wd.click(await wd.role("radio", /^Spanish$/, { last: true }));
  await field("Spanish", "File", new RegExp(path.basename(uploaded)));
  await text("Spanish", "Caption", entry.caption.es);
  await text("Spanish", "Credit", entry.credit.es);
  // The draft's check runs up to a second after the last key: the screenshot shows its settled word.
  await sleep(3000);
  writeFileSync(shots.uploaded, await wd.screenshot());
  console.log(`screenshot, photo uploaded and caption written: ${shots.uploaded}`);

  const before = github.head;
  await wd.click(await wd.role("button", /^Save$/));
  await wd.until("a commit on the fake git host", async () => github.head !== before, 60_000);
  await sleep(1000);
  writeFileSync(shots.saved, await wd.screenshot());
  console.log(`screenshot after saving: ${shots.saved}`);

  // The commit read back: the photo as sharp decodes it, and the captions naming it.
  const commit = github.commits.get(github.head)!;
  const bytes = github.bytes(uploaded);
  const meta = await sharp(bytes).metadata();
  const original = await sharp(photo).metadata();
  const captions = github.file("content/captions.yaml");
  const parent = github.commits.get(commit.parent!)!;
  const changed = [...commit.files.keys()].filter((f) => !parent.files.get(f)?.equals(commit.files.get(f)!));
  const checks = {
    [`${uploaded} decodes as ${original.format} ${original.width} × ${original.height}`]:
      meta.format === original.format && meta.width === original.width && meta.height === original.height,
    [`${uploaded} is the uploaded file, byte for byte`]: bytes.equals(readFileSync(photo)),
    "content/captions.yaml names it, written in the same commit":
      changed.includes("content/captions.yaml") && changed.includes(uploaded) && captions.includes(`- file: ${path.basename(uploaded)}`),
    "…with its caption in both languages": captions.includes(entry.caption.en) && captions.includes(entry.caption.es),
    "no request unknown to the fake": github.unknown.length === 0,
  };
  console.log(`commit ${commit.oid.slice(0, 7)}: "${commit.message}", files changed: ${changed.join(", ")}`);
  console.log(
    `${uploaded}: ${meta.format}, ${meta.width} × ${meta.height} px, ${bytes.length} bytes (uploaded: ${original.format}, ${original.width} × ${original.height}, ${readFileSync(photo).length} bytes)`,
  );
  for (const [what, ok] of Object.entries(checks)) console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  failed = Object.values(checks).includes(false);
} catch (error) {
  failed = true;
  console.error(error);
  writeFileSync(shots.uploaded, await wd.screenshot().catch(() => Buffer.alloc(0)));
  console.log(`screenshot where it stopped: ${shots.uploaded}`);
} finally {
  const seen = await wd.run<string[]>("return window.seen ?? []").catch(() => ["(the page could not be asked)"]);
  console.log(`the page reported: ${seen.join("\n  ") || "nothing"}`);
  if (failed) console.log(`requests: ${github.requests.join("; ")}\nunknown: ${github.unknown.join("; ") || "none"}`);
  await wd.quit();
  site.close();
  await host.close();
  for (const folder of [dir, path.dirname(upload)]) rmSync(folder, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
