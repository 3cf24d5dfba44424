// The sites the tests run on, built from content fixtures instead of the team's content/: the
// seed (fixtures/seed/content, today's content frozen), the seed with a fixture's files over it
// (e2e/festival-run/content), and other films whose content replaces the seed's entirely
// (fixtures/films/<film>/content). Each is a copy of the repository's code in the system's temp
// folder with the fixture as its content/, so the repository's own build, generated files and
// content are never touched, and an edit of content/ never changes what these tests read.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { nodeScriptArgs } from "../lib/node-scripts.ts";

const repo = path.resolve(import.meta.dirname, "../..");
/** Today's content, frozen, with its images: the content every fixture site starts from. */
export const seedContent = path.join(repo, "fixtures/seed/content");

// The code and configuration a build needs; public/ only its files in git (the rest is the build's).
const entries = [
  "src",
  "scripts",
  "admin",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
  ".htmlvalidate.json",
];
const publicInGit = ["favicon.svg"];
/** What the repository's own build writes in src/: never copied, never part of a fixture's inputs. */
const repoGenerated = path.join(repo, "src/generated");

// One folder per checkout, so two checkouts testing at once never build over each other.
const checkout = createHash("sha256").update(repo).digest("hex").slice(0, 8);

/** Where the fixture site `name` is built: `$TMPDIR/film-site-<name>-<checkout>`. */
export const fixtureSiteRoot = (name: string) => path.join(tmpdir(), `film-site-${name}-${checkout}`);

/** Every file under `dir` (its path and bytes) into `hash`, in a stable order. */
function hashFiles(hash: ReturnType<typeof createHash>, dir: string, skip?: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(dir, entry.name);
    if (file === skip) continue;
    hash.update(entry.name);
    if (entry.isDirectory()) hashFiles(hash, file, skip);
    else hash.update(readFileSync(file));
  }
}

/**
 * The environment a copy's build runs in: this one's, but for what a test runner sets
 * (Vitest's NODE_ENV=test would give a development build of React, and its VITEST* switches),
 * its text files compressed at a quick level (scripts/postbuild/compress.ts), and the build's
 * instant where the fixture sets one (BUILD_TIME), or else none of this environment's.
 */
function buildEnv(buildTime?: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && name !== "BUILD_TIME" && !name.startsWith("VITEST")),
  );
  return { ...env, SITE_QUICK_COMPRESSION: "1", ...(buildTime ? { BUILD_TIME: buildTime } : {}) };
}

/** Runs `command` in the copy; its output (standard output, then errors and warnings), or an error carrying it. */
function run(copy: string, command: string, args: string[], what: string, buildTime?: string): string {
  const result = spawnSync(command, args, {
    cwd: copy,
    stdio: "pipe",
    encoding: "utf8",
    env: buildEnv(buildTime),
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  if (result.status !== 0) throw new Error(`The ${path.basename(copy)} fixture site did not ${what}:\n${output}`, { cause: result.error });
  return output;
}

export type FixtureSite = {
  /** Its folder's name: "seed", "festival-run". */
  name: string;
  /**
   * The content folder the site starts from instead of the seed's, whole (another film's: not a
   * file of the seed is in it). Without it, the seed's.
   */
  content?: string;
  /**
   * A words folder laid as its content/words: another film's takes the kit's words (the seed's,
   * as npm run new-film keeps them), not a copy of its own.
   */
  words?: string;
  /** Folders of content files laid over the starting content, in order (a fixture changes only those). */
  overlays?: string[];
  /**
   * A fixture site already prepared whose image copies to start from (the same originals), so
   * this one resizes nothing again.
   */
  imagesFrom?: string;
  /** Edits made to the copy's content/ last, as the film's team would make them. */
  edit?: (content: string) => void;
  /**
   * The file that writes `edit` (import.meta.filename), read whole into the digest of what the site
   * is built from: the function's own text differs between the loaders that run it (Node's type stripping
   * for npm run build:fixtures, Playwright's compiler for the tests), which made the tests build it again.
   */
  editedIn?: string;
  /** The build's instant (BUILD_TIME, an ISO 8601 instant); without it, the clock at the build. */
  buildTime?: string;
};

/** Makes the fixture site's copy afresh, its content and images in place. Returns its path. */
export function layFixtureSite({ name, content = seedContent, words, overlays = [], imagesFrom, edit }: FixtureSite): string {
  const copy = fixtureSiteRoot(name);
  // Keep what the last run made of the same originals (resized copies, served uploads), which
  // prepare brings up to date, and lay everything else down anew.
  // (The PDFs are kept or made again by the digest of their inputs.)
  const kept = [
    "public/img",
    "public/uploads",
    "public/downloads",
    ...["tagged-uploads", "tagged-web-copies"].map((f) => `src/generated/${f}.json`),
  ];
  const keep = path.join(tmpdir(), `film-site-${name}-${checkout}-kept`);
  rmSync(keep, { recursive: true, force: true });
  const from = imagesFrom ?? (existsSync(path.join(copy, "public/img")) ? copy : undefined);
  // Each language's record of the PDFs it made (pdfs-en.json, pdfs-es.json...).
  if (from && existsSync(path.join(from, "src/generated")))
    kept.push(
      ...readdirSync(path.join(from, "src/generated")).flatMap((f) => (/^pdfs-[\w-]+\.json$/.test(f) ? [`src/generated/${f}`] : [])),
    );
  if (from) for (const k of kept) if (existsSync(path.join(from, k))) cpSync(path.join(from, k), path.join(keep, k), { recursive: true });
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(path.join(copy, "public"), { recursive: true });
  // Not the repository's src/generated, which its own build may be writing at that moment
  // (npm test runs it beside the unit tests): the copy's prepare writes its own.
  for (const entry of entries)
    cpSync(path.join(repo, entry), path.join(copy, entry), { recursive: true, filter: (file) => file !== repoGenerated });
  for (const file of publicInGit) cpSync(path.join(repo, "public", file), path.join(copy, "public", file));
  if (existsSync(keep)) cpSync(keep, copy, { recursive: true });
  rmSync(keep, { recursive: true, force: true });
  // Its images keep their times, so the copies made from them last time stay fresh.
  cpSync(content, path.join(copy, "content"), { recursive: true, preserveTimestamps: true });
  if (words) cpSync(words, path.join(copy, "content/words"), { recursive: true });
  for (const overlay of overlays) cpSync(overlay, path.join(copy, "content"), { recursive: true });
  symlinkSync(path.join(repo, "node_modules"), path.join(copy, "node_modules"), "dir");
  edit?.(path.join(copy, "content"));
  return copy;
}

/**
 * Makes the fixture site's copy and runs the build's prepare step in it (the content check,
 * images, PDFs, and src/generated for the tests). Returns the copy's path.
 */
export function prepareFixtureSite(site: FixtureSite): string {
  return prepareFixtureSiteReporting(site).root;
}

/** prepareFixtureSite, with what the build said on the way (its warnings to the team among it). */
export function prepareFixtureSiteReporting(site: FixtureSite): { root: string; output: string } {
  const root = layFixtureSite(site);
  return {
    root,
    output: run(root, process.execPath, [...nodeScriptArgs(root), "scripts/prepare/index.ts"], "pass the content check", site.buildTime),
  };
}

/** Makes the fixture site's copy and builds it (`npm run build`): its pages are in `build/client`. */
export function buildFixtureSite(site: FixtureSite): string {
  const copy = layFixtureSite(site);
  run(copy, "npm", ["run", "build", "--silent"], "build", site.buildTime);
  return copy;
}

/**
 * A digest of everything a fixture site is built from: the repository's code and configuration
 * (as layFixtureSite copies them), its installed packages, the content it starts from, and the fixture's overlays and edits.
 */
function inputsDigest(site: FixtureSite): string {
  const { content = seedContent, words, overlays = [], edit, editedIn, buildTime } = site;
  const hash = createHash("sha256");
  for (const entry of [...entries, "package-lock.json", ...publicInGit.map((f) => `public/${f}`)]) {
    const file = path.join(repo, entry);
    hash.update(entry);
    if (statSync(file).isDirectory()) hashFiles(hash, file, repoGenerated);
    else hash.update(readFileSync(file));
  }
  for (const dir of [content, ...(words ? [words] : []), ...overlays]) hashFiles(hash, dir);
  // The edits made to its content, as written: a changed edit builds the site anew.
  if (edit) {
    if (!editedIn) throw new Error(`The ${site.name} fixture site has an edit without editedIn, the file that writes it`);
    hash.update(readFileSync(editedIn));
  }
  if (buildTime) hash.update(`BUILD_TIME=${buildTime}`);
  return hash.digest("hex");
}

const builtStamp = (copy: string) => path.join(copy, "build/.fixture-inputs");

/** Records, in the built copy, the digest of what it was built from. */
export function stampBuiltSite(copy: string, site: FixtureSite): void {
  writeFileSync(builtStamp(copy), inputsDigest(site));
}

/**
 * Whether the fixture site is built already from the code, packages and content there are now
 * (npm test builds the seed in the unit tests' setup and the festival run after the site of
 * content/, so the browser tests only serve them).
 */
export function isBuiltFromCurrentInputs(site: FixtureSite): boolean {
  const stamp = builtStamp(fixtureSiteRoot(site.name));
  return existsSync(stamp) && readFileSync(stamp, "utf8") === inputsDigest(site);
}

/** The fixture site built (laid and `npm run build`), unless it is built from current inputs. */
export function ensureBuiltFixtureSite(site: FixtureSite): string {
  if (isBuiltFromCurrentInputs(site)) return fixtureSiteRoot(site.name);
  const copy = buildFixtureSite(site);
  stampBuiltSite(copy, site);
  return copy;
}

/**
 * Builds a copy laid by layFixtureSite (`npm run build` in it) without blocking, so that a build
 * goes on beside other work (the fixture server's). Rejects with the build's output.
 */
export function buildLaidSite(copy: string, buildTime?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const build = spawn("npm", ["run", "build", "--silent"], { cwd: copy, stdio: ["ignore", "pipe", "pipe"], env: buildEnv(buildTime) });
    let output = "";
    build.stdout.on("data", (d: Buffer) => (output += d.toString()));
    build.stderr.on("data", (d: Buffer) => (output += d.toString()));
    build.on("error", reject);
    build.on("close", (code) =>
      code === 0 ? resolve(copy) : reject(new Error(`The ${path.basename(copy)} fixture site did not build:\n${output}`)),
    );
  });
}

/**
 * The seed fixture's site, as the unit tests' global setup prepares it: its content/ (with
 * content/uploads, the seed's images) and src/generated are what the unit tests read.
 */
export const seedSite = fixtureSiteRoot("seed");

/** A digest of every file under `dir`, names and bytes. */
function folderDigest(dir: string): string {
  const hash = createHash("sha256");
  hashFiles(hash, dir);
  return hash.digest("hex");
}

/**
 * Whether content/ is the seed's content file for file, as in the kit's own repository: the site
 * of content/ is then the seed's site, and npm test builds it once, as the seed (a film's
 * repository, whose content is its own, builds both).
 */
export function contentIsTheSeed(): boolean {
  return folderDigest(path.join(repo, "content")) === folderDigest(seedContent);
}

/**
 * The folder whose build is the site of content/ for the browser tests: the repository's own
 * (`npm run build`), or the seed's copy while content/ is the seed's and the copy is built from
 * the code there is now (the same pages; its text files compressed at the quick level).
 */
export function siteOfContentRoot(): string {
  return contentIsTheSeed() && isBuiltFromCurrentInputs({ name: "seed" }) ? fixtureSiteRoot("seed") : repo;
}
