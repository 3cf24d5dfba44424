// A job of the site's workflow (.github/workflows/site.yml) as the tests run it: its steps, the
// files its sparse checkout takes, laid in a folder of their own with the content given, and a
// step's own command run there with Node alone, as the job runs it before anything is installed.
import { execFile } from "node:child_process";
import { cpSync, globSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { parse } from "yaml";

const repo = path.resolve(import.meta.dirname, "../..");

export type Step = { name?: string; id?: string; uses?: string; run?: string; if?: string; with?: Record<string, string> };

export type WorkflowJob = {
  steps: Step[];
  /**
   * A folder under `scratch` holding what the job's sparse checkout takes: this repository's files
   * but content/, and of `content` (a folder laid as content/) the files its patterns name.
   */
  checkout: (scratch: string, content: string) => string;
  /** Runs the step `id`'s command in `folder` with `env` beside PATH: its exit code and standard output. */
  run: (id: string, folder: string, env?: Record<string, string>) => Promise<{ code: number; said: string }>;
};

/** The job `name` of the site's workflow. */
export function workflowJob(name: string): WorkflowJob {
  const workflow = parse(readFileSync(path.join(repo, ".github/workflows/site.yml"), "utf8")) as {
    jobs: Record<string, { steps: Step[] }>;
  };
  const steps = workflow.jobs[name]!.steps;
  const patterns = steps
    .find((s) => s.with?.["sparse-checkout"])!
    .with!["sparse-checkout"]!.trim()
    .split(/\s+/);
  const lay = (from: string, files: string[], to: string) => {
    for (const file of files) {
      mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
      cpSync(path.join(from, file), path.join(to, file));
    }
  };
  return {
    steps,
    checkout: (scratch, content) => {
      const copy = mkdtempSync(path.join(scratch, "sparse-"));
      const [ofContent, ofCode] = [patterns.filter((p) => p.startsWith("content/")), patterns.filter((p) => !p.startsWith("content/"))];
      lay(
        repo,
        ofCode.flatMap((p) => globSync(p, { cwd: repo })),
        copy,
      );
      lay(
        content,
        ofContent.flatMap((p) => globSync(p.replace(/^content\//, ""), { cwd: content })),
        path.join(copy, "content"),
      );
      return copy;
    },
    run: async (id, folder, env = {}) => {
      const command = steps.find((s) => s.id === id)!.run!;
      try {
        const { stdout } = await promisify(execFile)("sh", ["-c", command], { cwd: folder, env: { PATH: process.env.PATH, ...env } });
        return { code: 0, said: stdout };
      } catch (error) {
        const failed = error as { code: number; stdout: string };
        return { code: failed.code, said: failed.stdout };
      }
    },
  };
}
