// The scheduled run's decision to publish (publish-due.ts): from the hours content writes, read as
// the build reads them, and the time the live site was built, read from a site served here, never
// from the internet. The content is the festival run with news written ahead (e2e/festival-run/held-back.ts),
// its hours moved as the team would move them.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDocument, type YAMLMap, type YAMLSeq } from "yaml";
import type { BuildStamp } from "../../admin/build-stamp.ts";
import { embargoes } from "#src/content/build-time/held-back.ts";
import { isoOfLocalTime, readLocalTime } from "#src/lib/zoned-time.ts";
import { writeAhead } from "../../e2e/festival-run/held-back.ts";
import { readCollections } from "../prepare/content/read-collections.ts";
import { workflowJob } from "../test/workflow-job.ts";
import { hoursInContent, hoursWritten, instantWritten, publishDecision, siteAddress } from "./publish-due.ts";

const repo = path.resolve(import.meta.dirname, "../..");
const seed = path.join(repo, "fixtures/seed");
const scratch = mkdtempSync(path.join(tmpdir(), "publish-due-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A repository's content/*.yaml: the seed's, the festival run's over them, and its news written ahead. */
function contentWithNews(): string {
  const root = mkdtempSync(path.join(scratch, "repo-"));
  const content = path.join(root, "content");
  mkdirSync(content);
  for (const dir of [path.join(seed, "content"), path.join(repo, "e2e/festival-run/content")])
    for (const f of readdirSync(dir).filter((f) => f.endsWith(".yaml"))) cpSync(path.join(dir, f), path.join(content, f));
  writeAhead(content);
  return root;
}
const withNews = contentWithNews();
const filesOf = (root: string) =>
  Object.fromEntries(
    readdirSync(path.join(root, "content"))
      .filter((f) => f.endsWith(".yaml"))
      .map((f) => [f, readFileSync(path.join(root, "content", f), "utf8")]),
  );

/** The build's own reading of the hours in `root`'s content: the instants it holds news back to. */
function buildsHours(root: string): string[] {
  const texts = filesOf(root);
  const { files, problems } = readCollections({
    root: seed,
    edits: {
      festivals: texts["festivals.yaml"],
      reviews: texts["reviews.yaml"],
      screenings: texts["screenings.yaml"],
      releases: texts["releases.yaml"],
    },
  });
  expect(problems).toEqual([]);
  return embargoes(files).map((d) => d.toISOString());
}
const hoursRead = (root: string) =>
  hoursInContent(root)
    .map((h) => instantWritten(h)!.toISOString())
    .sort();

/** A copy of `root` with each `embargoUntil` of `file` set by `hours` (by its place among them). */
function movedHours(root: string, file: string, hours: (until: string, i: number) => string): string {
  const copy = mkdtempSync(path.join(scratch, "moved-"));
  cpSync(root, copy, { recursive: true });
  const at = path.join(copy, "content", file);
  const doc = parseDocument(readFileSync(at, "utf8"));
  let i = 0;
  const visit = (node: unknown): void => {
    if (node && typeof node === "object" && "items" in node)
      for (const item of (node as YAMLSeq | YAMLMap).items) {
        const pair = item as { key?: { value?: unknown }; value?: unknown };
        if (pair.key?.value === "embargoUntil")
          (pair.value as { value: string }).value = hours((pair.value as { value: string }).value, i++);
        else visit(pair.value ?? item);
      }
  };
  visit(doc.contents);
  writeFileSync(at, doc.toString());
  return copy;
}

const stamp = (builtAt: string): BuildStamp => ({ commit: "0123456789abcdef0123456789abcdef01234567", builtAt });
const decide = (root: string, builtAt: string, now: string) => publishDecision(hoursInContent(root), stamp(builtAt), new Date(now));

describe("the hours content writes, read without a YAML reader", () => {
  it("are the hours the build holds its news back to, in every file that writes one", () => {
    const build = buildsHours(withNews);
    // The festival run's news: an answer, a review and a screening, each on its own clock.
    expect(build).toHaveLength(3);
    expect(hoursRead(withNews)).toEqual(build);
    const several = movedHours(withNews, "reviews.yaml", () => "2026-02-01 18:30 America/Sao_Paulo");
    expect(hoursRead(several)).toEqual(buildsHours(several));
  });

  it("quoted or not, with a comment after, in a list or a map; never a text that only mentions one", () => {
    const yaml = [
      "reviews:",
      "  - outlet: A",
      "    embargoUntil: 2026-01-06 10:00 Europe/London   # the premiere's start",
      '  - embargoUntil: "2026-01-07 10:00 Europe/Paris"',
      "    outlet: B",
      "answer:",
      "  embargoUntil: '2026-01-08T09:00:00Z'",
      "quote: the embargoUntil: line of a text is no hour",
    ].join("\n");
    expect(hoursWritten(yaml)).toEqual(["2026-01-06 10:00 Europe/London", "2026-01-07 10:00 Europe/Paris", "2026-01-08T09:00:00Z"]);
    expect(hoursWritten("festivals: []\n")).toEqual([]);
  });

  it("each the instant the content check reads it as, on every zone's clock, on the days the clocks change too", () => {
    const written: string[] = [];
    for (const zone of Intl.supportedValuesOf("timeZone"))
      for (const t of ["2026-01-15 12:00", "2026-07-15 03:30", "2026-12-31 23:59"]) written.push(`${t} ${zone}`);
    // Every half hour of the days Paris, New York, Sydney, Lord Howe Island (half an hour) and Chatham change their clocks.
    const days = {
      "Europe/Paris": ["2026-03-29", "2026-10-25"],
      "America/New_York": ["2026-03-08", "2026-11-01"],
      "Australia/Sydney": ["2026-04-05", "2026-10-04"],
      "Australia/Lord_Howe": ["2026-04-05", "2026-10-04"],
      "Pacific/Chatham": ["2026-04-05", "2026-09-27"],
    };
    for (const [zone, dates] of Object.entries(days))
      for (const date of dates)
        for (let m = 0; m < 24 * 60; m += 15)
          written.push(`${date} ${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")} ${zone}`);
    // The second of a repeated hour, with its offset; instants as ISO 8601 writes them.
    written.push("2026-10-25 02:30+01:00 Europe/Paris", "2026-04-14T09:00:00Z", "2026-04-14T11:00+02:00");
    const read = written.flatMap((w) => ("problem" in readLocalTime(w) ? [] : [w]));
    expect(read.length).toBeGreaterThan(written.length * 0.9);
    const differ = read.filter((w) => instantWritten(w)?.getTime() !== new Date(isoOfLocalTime(w)).getTime());
    expect(differ).toEqual([]);
    // What the check refuses is no instant here either, but a repeated hour: read as its first.
    expect(instantWritten("2026-03-29 02:30 Europe/Paris")).toBeUndefined();
    expect(instantWritten("2026-04-14 11:00 Europe/Nowhere")).toBeUndefined();
    expect(instantWritten("2026-10-25 02:30 Europe/Paris")?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });
});

describe("the scheduled run's decision to publish, reading the content", () => {
  const [hour] = buildsHours(withNews);
  const minutes = (n: number) => new Date(Date.parse(hour!) + n * 60_000).toISOString();

  it("publishes nothing when nothing is written ahead, or nothing has come due", () => {
    const none = mkdtempSync(path.join(scratch, "none-"));
    mkdirSync(path.join(none, "content"));
    cpSync(path.join(seed, "content/festivals.yaml"), path.join(none, "content/festivals.yaml"));
    expect(decide(none, minutes(-50), minutes(60))).toEqual({
      publish: false,
      why: `no news has come due since the site was built at ${minutes(-50)}`,
    });
    expect(decide(withNews, minutes(-50), minutes(-1))).toEqual({
      publish: false,
      why: `no news has come due since the site was built at ${minutes(-50)}; 3 more pieces of news waiting`,
    });
  });

  it("publishes once an hour has come since the site was built, not a minute before, and late if a run was skipped", () => {
    expect(decide(withNews, minutes(-50), minutes(-1)).publish).toBe(false);
    expect(publishDecision(hoursInContent(withNews), stamp(minutes(-50)), new Date(Date.parse(hour!) - 1)).publish).toBe(false);
    expect(decide(withNews, minutes(-50), minutes(0))).toEqual({
      publish: true,
      why: `news due at ${hour} has come due since the site was built at ${minutes(-50)}`,
    });
    expect(decide(withNews, minutes(-50), minutes(24 * 60)).publish).toBe(true);
  });

  it("publishes nothing for news due before the site was built: it is on the site", () => {
    expect(decide(withNews, minutes(1), minutes(6)).publish).toBe(false);
    expect(decide(withNews, minutes(0), minutes(6)).publish).toBe(false);
  });

  it("with news at several hours, publishes at each one's hour and not between", () => {
    // The answer at the hour, the review an hour later, the screening a day later.
    const later = [0, 60, 24 * 60];
    const several = mkdtempSync(path.join(scratch, "several-"));
    cpSync(withNews, several, { recursive: true });
    for (const [file, shift] of [
      ["festivals.yaml", later[0]],
      ["reviews.yaml", later[1]],
      ["screenings.yaml", later[2]],
    ] as const)
      cpSync(
        path.join(
          movedHours(withNews, file, () => `${minutes(shift!).slice(0, 16).replace("T", " ")} Etc/UTC`),
          "content",
          file,
        ),
        path.join(several, "content", file),
      );
    expect(hoursRead(several)).toEqual(later.map(minutes));
    expect(decide(several, minutes(-50), minutes(1))).toEqual({
      publish: true,
      why: `news due at ${minutes(0)} has come due since the site was built at ${minutes(-50)}; 2 more pieces of news waiting`,
    });
    // Published at the first hour's run: nothing more until the second.
    expect(decide(several, minutes(2), minutes(59)).publish).toBe(false);
    expect(decide(several, minutes(2), minutes(61)).publish).toBe(true);
    expect(decide(several, minutes(62), minutes(23 * 60)).publish).toBe(false);
    expect(decide(several, minutes(62), minutes(24 * 60 + 1)).publish).toBe(true);
  });

  it("an hour moved later after the site was built waits for its new hour", () => {
    // Built before the hour; the team then moves the news a day later (that save publishes the
    // site again, but the decision must not rest on it).
    const moved = movedHours(withNews, "festivals.yaml", (until) => until.replace(/^2026-01-06/, "2026-01-07"));
    expect(hoursRead(moved)).toContain(new Date(Date.parse(hour!) + 24 * 3_600_000).toISOString());
    const onlyAnswer = mkdtempSync(path.join(scratch, "only-answer-"));
    mkdirSync(path.join(onlyAnswer, "content"));
    cpSync(path.join(moved, "content/festivals.yaml"), path.join(onlyAnswer, "content/festivals.yaml"));
    expect(decide(onlyAnswer, minutes(-50), minutes(5)).publish).toBe(false);
    expect(decide(onlyAnswer, minutes(-50), minutes(24 * 60 + 5)).publish).toBe(true);
  });

  it("publishes nothing when the live site's stamp cannot be read", () => {
    expect(publishDecision(hoursInContent(withNews), undefined, new Date(minutes(5)))).toEqual({
      publish: false,
      why: "the live site's stamp could not be read: nothing is published on schedule until a push publishes the site",
    });
  });

  it("reads the site's address as the build reads it from content/site.yaml", () => {
    const { address } = readCollections({ root: seed }).files.site.data as { address: string };
    expect(siteAddress(readFileSync(path.join(seed, "content/site.yaml"), "utf8"))).toBe(address.replace(/\/$/, ""));
    expect(siteAddress('address: "https://la-vague.example/" # the site\n')).toBe("https://la-vague.example");
    expect(siteAddress("# address: https://not-this.example\n")).toBeUndefined();
  });
});

describe("the workflow's step, as the workflow runs it", () => {
  // The workflow's scheduled job: the files its sparse checkout takes, and its step's command.
  const job = workflowJob("due");

  // A site served over https here, with a certificate made for the test and trusted by the step alone.
  let server: Server;
  let origin = "";
  let served: [number, string] = [200, ""];
  const certificate = path.join(scratch, "localhost.pem");
  beforeAll(async () => {
    const key = path.join(scratch, "localhost.key");
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"].concat([
        "-addext",
        "subjectAltName=DNS:localhost",
        "-keyout",
        key,
        "-out",
        certificate,
      ]),
      { stdio: "ignore" },
    );
    server = createServer({ key: readFileSync(key), cert: readFileSync(certificate) }, (req, res) => {
      const [status, body] = req.url === "/build.json" ? served : [404, "Not found"];
      res.writeHead(status, { "content-type": "application/json" }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
    origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  /** A sparse checkout as the workflow's, of this repository with `root`'s content at `address`. */
  function sparseCheckout(root: string, address: string): string {
    const copy = job.checkout(scratch, path.join(root, "content"));
    expect(readdirSync(path.join(copy, "content")).length).toBeGreaterThan(0);
    writeFileSync(path.join(copy, "content/site.yaml"), `address: ${address}\n`);
    return copy;
  }
  async function runStep(copy: string): Promise<{ said: string; output: string }> {
    const outputs = path.join(copy, "outputs");
    writeFileSync(outputs, "");
    const { said } = await job.run("due", copy, { GITHUB_OUTPUT: outputs, NODE_EXTRA_CA_CERTS: certificate });
    return { said, output: readFileSync(outputs, "utf8") };
  }

  it("runs on Node alone, on the files the sparse checkout takes, and publishes once news has come due", async () => {
    const copy = sparseCheckout(withNews, origin);
    // No package: nothing is installed before this step.
    expect(readdirSync(copy)).not.toContain("node_modules");
    const [hour] = buildsHours(withNews);
    // Built the day before the news's hour (and now is past it: the fixture's hour is in January 2026).
    served = [200, JSON.stringify(stamp(new Date(Date.parse(hour!) - 86_400_000).toISOString()))];
    expect(await runStep(copy)).toEqual({
      said: `Publishing: news due at ${hour} has come due since the site was built at ${JSON.parse(served[1]).builtAt}\n`,
      output: "publish=true\n",
    });
    // Built after it: nothing to do.
    served = [200, JSON.stringify(stamp(new Date(Date.parse(hour!) + 60_000).toISOString()))];
    expect((await runStep(copy)).output).toBe("publish=false\n");
  });

  it("publishes nothing when the site answers with no stamp, or does not answer", async () => {
    const copy = sparseCheckout(withNews, origin);
    served = [200, "<!doctype html><title>Page not found</title>"];
    expect(await runStep(copy)).toEqual({
      said: "Nothing to publish: the live site's stamp could not be read: nothing is published on schedule until a push publishes the site\n",
      output: "publish=false\n",
    });
    served = [500, "{}"];
    expect((await runStep(copy)).output).toBe("publish=false\n");
    // Port 1 of this machine, where nothing listens.
    expect((await runStep(sparseCheckout(withNews, "https://localhost:1"))).output).toBe("publish=false\n");
  });
});
