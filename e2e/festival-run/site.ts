// The site built from the festival-run fixture (e2e/festival-run/content, over the repository's
// own content/) and served, for the browser tests of a run under way. Built in a copy of the
// repository in the system's temp folder, so the repository's own build and generated files
// are never touched.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const repo = path.resolve(import.meta.dirname, "../..");
const copy = path.join(tmpdir(), "girasol-festival-run");
const port = process.env.PORT ?? "4311";

rmSync(copy, { recursive: true, force: true });
mkdirSync(copy, { recursive: true });
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
for (const entry of entries) cpSync(path.join(repo, entry), path.join(copy, entry), { recursive: true });
rmSync(path.join(copy, "src/generated"), { recursive: true, force: true });
// The repository's content, then the fixture's files over it: the festival run changes only those.
cpSync(path.join(repo, "content"), path.join(copy, "content"), { recursive: true });
cpSync(path.join(import.meta.dirname, "content"), path.join(copy, "content"), { recursive: true });
symlinkSync(path.join(repo, "node_modules"), path.join(copy, "node_modules"), "dir");

try {
  execFileSync("npm", ["run", "build", "--silent"], { cwd: copy, stdio: "pipe", encoding: "utf8" });
} catch (error) {
  const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
  console.error(`The festival-run fixture did not build:\n${stdout}${stderr}`);
  process.exit(1);
}
const server = spawn(process.execPath, [path.join(copy, "scripts/serve/serve.js")], {
  env: { ...process.env, PORT: port },
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
