import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lintWorkflow, workflowProblems } from "./workflows.ts";

const workflow = path.resolve(import.meta.dirname, "../../.github/workflows/site.yml");

describe("the CI workflows, as actionlint reads them", () => {
  it("have no problem", async () => {
    const { files, problems } = await workflowProblems();
    expect(files.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it("would be refused with a job depending on one that is not there, or an unknown expression", async () => {
    const text = readFileSync(workflow, "utf8").replace("needs: test", "needs: tests").replace("github.ref ==", "github.branch ==");
    const messages = (await lintWorkflow(text, "site.yml")).map((r) => `${r.kind}: ${r.message}`);
    expect(messages.some((m) => m.startsWith("job-needs:") && m.includes('"tests"'))).toBe(true);
    expect(messages.some((m) => m.startsWith("expression:") && m.includes("branch"))).toBe(true);
  });
});
