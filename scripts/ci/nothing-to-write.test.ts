// The workflow's publication refuses a site with a text still marked "[to write: …]" and publishes
// one without: its publish job's own step, run as the workflow runs it, on the files its sparse
// checkout takes, with a new film's content (npm run new-film's marks) and the seed's (none).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { textsToWrite, toWriteMarker } from "../prepare/content/to-write.ts";
import { filmContent } from "../new-film/film-content.ts";
import { workflowJob } from "../test/workflow-job.ts";
import { marksLeft } from "./nothing-to-write.ts";

const repo = path.resolve(import.meta.dirname, "../..");
const seed = path.join(repo, "fixtures/seed/content");
const scratch = mkdtempSync(path.join(tmpdir(), "nothing-to-write-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const job = workflowJob("publish");
const steps = job.steps;
const gate = steps.findIndex((s) => s.id === "nothing-to-write");
const deploy = steps.findIndex((s) => s.run?.includes("deploy"));
const checkout = (content: string) => job.checkout(scratch, content);
const runGate = (copy: string) => job.run("nothing-to-write", copy);

describe("the workflow's publication", () => {
  it("checks the content before anything is sent to the host, and sends nothing when the check fails", () => {
    expect(gate).toBeGreaterThanOrEqual(0);
    expect(deploy).toBeGreaterThan(gate);
    // Nothing after the check runs whatever it said.
    expect(steps.slice(gate + 1).every((s) => s.if === undefined)).toBe(true);
  });

  it("refuses a new film's content, naming how many texts are left and the first by file and line", async () => {
    const content = mkdtempSync(path.join(scratch, "new-film-"));
    const film = {
      title: "Der lange Sommer der Zugvögel",
      languages: ["de-DE", "pt-PT"],
      address: "https://zugvoegel.example",
      repository: "us/zugvoegel",
    };
    for (const [name, text] of Object.entries(filmContent(film))) writeFileSync(path.join(content, name), text);
    cpSync(path.join(seed, "words"), path.join(content, "words"), { recursive: true });
    const marks = Object.entries(filmContent(film)).flatMap(([name, text]) => textsToWrite(`content/${name}`, text));
    expect(marks.length).toBeGreaterThan(10);
    const { code, said } = await runGate(checkout(content));
    expect(code).toBe(1);
    const lines = said.trimEnd().split("\n");
    expect(lines[0]).toBe(`Not published: ${marks.length} texts are still marked "[to write: …]" in content/ (the first 10 below).`);
    // The first ten, by file (in the order of their names) and line, as the build lists them.
    const sorted = [...marks].sort((a, b) => a.split(":")[0]!.localeCompare(b.split(":")[0]!));
    expect(lines.slice(2)).toEqual(sorted.slice(0, 10).map((m) => `  ${m}`));
    expect(marksLeft(checkout(content))).toEqual(sorted);
  });

  it("refuses one text left, and publishes once it is written", async () => {
    const content = mkdtempSync(path.join(scratch, "one-left-"));
    cpSync(seed, content, { recursive: true, filter: (f) => !f.includes("uploads") });
    const film = readFileSync(path.join(content, "film.yaml"), "utf8");
    const tagline = /^(\s+en: )(.+)$/m.exec(film.slice(film.indexOf("tagline:")))!;
    writeFileSync(path.join(content, "film.yaml"), film.replace(tagline[0], `${tagline[1]}"${toWriteMarker} the tagline]"`));
    const line = film.slice(0, film.indexOf(tagline[0], film.indexOf("tagline:"))).split("\n").length;
    const refused = await runGate(checkout(content));
    expect(refused.code).toBe(1);
    expect(refused.said).toContain('Not published: one text is still marked "[to write: …]" in content/.');
    expect(refused.said).toContain(`  content/film.yaml:${line}: en: "${toWriteMarker} the tagline]"`);
    writeFileSync(path.join(content, "film.yaml"), film);
    expect(await runGate(checkout(content))).toEqual({ code: 0, said: 'Nothing in content/ is still marked "[to write": publishing.\n' });
  });
});
