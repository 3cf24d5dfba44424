import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { layFixtureSite, seedSite } from "../../scripts/test/fixture-site.ts";
import { changedLines, openFile, repositoryOf, savedFile, withLocalRepository, writeJudgingStatus } from "../support/editor.ts";
import { expect, test } from "../support/fixtures.ts";
import { onCspViolation, pageErrors } from "../support/page-errors.ts";
import type { Site } from "../support/sites.ts";
import { commandPorts } from "./ports.ts";

// The README's commands, run as a new member of the team runs them: on a copy of the repository
// in the state of a fresh clone after `npm ci` (the seed's content, no build, nothing generated),
// `npm run dev` is started, then `npm run edit` beside it, each as its own process.
test.describe.configure({ mode: "serial", timeout: 240_000 });
test.use({ viewport: { width: 1280, height: 900 } });

let copy: string;
const running: { process: ChildProcess; output: string[] }[] = [];

/** Starts `npm run <script>` in the copy, on `port`; resolves once `url` answers, or fails with what the command printed. */
async function start(script: string, port: number, url: string): Promise<void> {
  const child = spawn("npm", ["run", script], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), HOST: "localhost", NODE_ENV: "" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const run = { process: child, output: [] as string[] };
  running.push(run);
  child.stdout!.on("data", (d: Buffer) => run.output.push(d.toString()));
  child.stderr!.on("data", (d: Buffer) => run.output.push(d.toString()));
  const answer = () =>
    fetch(url).then(
      (r) => r.status,
      () => "not answering",
    );
  // Until it answers, stops, or takes longer than a first run on two cores does.
  let said: number | string = "not started";
  for (const started = Date.now(); Date.now() - started < 200_000; await new Promise((r) => setTimeout(r, 200))) {
    said = child.exitCode === null ? await answer() : `stopped (exit code ${child.exitCode})`;
    if (said === 200 || child.exitCode !== null) break;
  }
  expect(said, `npm run ${script}:\n${run.output.join("")}`).toBe(200);
}

test.beforeAll(() => {
  copy = layFixtureSite({ name: "commands", imagesFrom: seedSite });
});
test.afterAll(() => {
  // Each command and what it started (npm, Node, Vite): the whole process group.
  for (const { process: child } of running) if (child.exitCode === null) process.kill(-child.pid!, "SIGTERM");
});

test("npm run dev serves the pages", async ({ context }) => {
  await start("dev", commandPorts.dev, `http://localhost:${commandPorts.dev}/`);
  const { title } = JSON.parse(readFileSync(path.join(copy, "src/generated/content/en/film.json"), "utf8")) as { title: string };
  const page = await context.newPage();
  await page.goto(`http://localhost:${commandPorts.dev}/`);
  await expect(page).toHaveTitle(new RegExp(title));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
});

test("npm run edit, beside it, serves the editor, which saves an edit to the folder as its smallest diff", async ({ context }) => {
  const editor = `http://localhost:${commandPorts.edit}`;
  await start("edit", commandPorts.edit, `${editor}/admin/`);
  const files = repositoryOf({ root: copy } as Site);
  await withLocalRepository(context, files, { viewTransitions: true });
  // A page of its own: the suite's page waits for the site's pages to hydrate, which the editor does not.
  const page = await context.newPage();
  const errors = pageErrors(page);
  await onCspViolation(page, (v) => errors.push(`CSP: ${v}`));
  // At the editor's address (the project's baseURL), "Work with Local Repository" with the copy's files.
  await openFile(page, "Festival run", "Festivals");
  await page.getByRole("radio", { name: "Spanish" }).last().click();

  const file = "content/festivals.yaml";
  const before = files[file]!;
  const status = { en: "Jury met", es: "El jurado se ha reunido" };
  expect(before).not.toContain(status.en);
  await writeJudgingStatus(page, 0, status);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const saved = await savedFile(page, file, before);
  expect(changedLines(before, saved).map((line) => line.replace(/^\d+: +/, "").replace(/→ +/, "→ "))).toEqual([
    expect.stringMatching(new RegExp(`^en: .+ → en: ${status.en}$`)),
    expect.stringMatching(new RegExp(`^es: .+ → es: ${status.es}$`)),
  ]);
  // The preview sets the site's stylesheet and fonts, which the command made without a build.
  const preview = JSON.parse(await (await fetch(`${editor}/admin/preview.json`)).text()) as {
    styles: string[];
    fonts: Record<string, string>;
  };
  for (const asset of [...preview.styles, ...Object.values(preview.fonts)])
    expect((await fetch(`${editor}${asset}`)).status, asset).toBe(200);
  expect(errors).toEqual([]);
});
