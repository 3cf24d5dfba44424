// Builds the site from the festival-run fixture (e2e/festival-run/content, over the repository's
// own content/) in a copy of the repository in the system's temp folder, so the repository's
// own build and generated files are never touched. Used by the browser tests and the benchmark.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const repo = path.resolve(import.meta.dirname, "../..");
const entries = [
  "src",
  "scripts",
  "public",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
  ".htmlvalidate.json",
  ".gitignore",
];

/** Builds the fixture site in `$TMPDIR/<folder>` and returns that copy's path. */
export function buildFestivalRun(folder = "girasol-festival-run"): string {
  const copy = path.join(tmpdir(), folder);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const entry of entries) cpSync(path.join(repo, entry), path.join(copy, entry), { recursive: true });
  rmSync(path.join(copy, "src/generated"), { recursive: true, force: true });
  // The served images are the build's to write, from content/uploads (with the captions).
  rmSync(path.join(copy, "public/uploads"), { recursive: true, force: true });
  // The repository's content (the original images too), then the fixture's files over it: the festival run changes only those.
  cpSync(path.join(repo, "content"), path.join(copy, "content"), { recursive: true });
  cpSync(path.join(import.meta.dirname, "content"), path.join(copy, "content"), { recursive: true });
  symlinkSync(path.join(repo, "node_modules"), path.join(copy, "node_modules"), "dir");
  try {
    execFileSync("npm", ["run", "build", "--silent"], { cwd: copy, stdio: "pipe", encoding: "utf8" });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`The festival-run fixture did not build:\n${stdout}${stderr}`, { cause: error });
  }
  return copy;
}
