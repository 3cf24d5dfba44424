// Which checks a push needs: `content` when it changes files of content/ alone (the editor's
// saves), which the content's path checks (`.ci/run content`: the content check, the build and
// the browser tests of the site of content/); `all` for anything else, or when the commit before
// the push is not known (a new branch). Run by the workflow before npm ci, so Node alone runs it:
// `node scripts/ci/change-scope.ts <commit before the push>`.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The files changed between `before` and HEAD in the repository at `cwd`; undefined when `before` is not a commit there. */
function changedFiles(before: string, cwd: string): string[] | undefined {
  try {
    execFileSync("git", ["cat-file", "-e", `${before}^{commit}`], { cwd, stdio: "ignore" });
  } catch {
    return undefined;
  }
  return execFileSync("git", ["diff", "--name-only", before, "HEAD"], { cwd, encoding: "utf8" }).split("\n").filter(Boolean);
}

export function changeScope(before: string | undefined, cwd = process.cwd()): "content" | "all" {
  if (!before || /^0+$/.test(before)) return "all";
  const files = changedFiles(before, cwd);
  return files && files.length > 0 && files.every((f) => f.startsWith("content/")) ? "content" : "all";
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(changeScope(process.argv[2]));
