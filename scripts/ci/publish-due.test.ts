// The scheduled run's decision to publish (publish-due.ts): from the last publication's stamp and the
// clock, read from a site served here, never from the internet.
import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuildStamp } from "../../admin/build-stamp.ts";
import { readCollections } from "../prepare/content/read-collections.ts";
import { liveStamp, publishDecision, siteAddress } from "./publish-due.ts";

const repo = path.resolve(import.meta.dirname, "../..");
const commit = "0123456789abcdef0123456789abcdef01234567";
const published: BuildStamp = { commit, builtAt: "2026-04-14T08:10:00.000Z", nextChange: "2026-04-14T09:00:00.000Z" };
const at = (iso: string) => new Date(iso);

describe("the scheduled run's decision to publish", () => {
  it("publishes once the next news's instant has come, not a minute before", () => {
    expect(publishDecision(published, at("2026-04-14T08:59:00Z")).publish).toBe(false);
    expect(publishDecision(published, at("2026-04-14T08:59:59.999Z")).publish).toBe(false);
    expect(publishDecision(published, at("2026-04-14T09:00:00Z")).publish).toBe(true);
    expect(publishDecision(published, at("2026-04-14T09:01:00Z"))).toEqual({
      publish: true,
      why: "news due at 2026-04-14T09:00:00.000Z has come due since the publication of 2026-04-14T08:10:00.000Z",
    });
    // Late is acceptable: a run skipped by the scheduler publishes at the next.
    expect(publishDecision(published, at("2026-04-15T00:00:00Z")).publish).toBe(true);
  });

  it("publishes nothing when nothing waits, or when the live site's stamp cannot be read", () => {
    const nothingWaits: BuildStamp = { ...published };
    delete nothingWaits.nextChange;
    expect(publishDecision(nothingWaits, at("2030-01-01T00:00:00Z"))).toEqual({
      publish: false,
      why: "nothing is waiting for its hour (published 2026-04-14T08:10:00.000Z)",
    });
    expect(publishDecision(undefined, at("2030-01-01T00:00:00Z")).publish).toBe(false);
  });

  it("reads the site's address as the build reads it from content/site.yaml", () => {
    const seed = path.resolve(import.meta.dirname, "../../fixtures/seed");
    const { address } = readCollections({ root: seed }).files.site.data as { address: string };
    expect(siteAddress(readFileSync(path.join(seed, "content/site.yaml"), "utf8"))).toBe(address.replace(/\/$/, ""));
    expect(siteAddress('address: "https://la-vague.example/" # the site\n')).toBe("https://la-vague.example");
    expect(siteAddress("# address: https://not-this.example\n")).toBeUndefined();
  });

  describe("the live site's stamp", () => {
    let server: Server;
    let origin = "";
    const answers: Record<string, [number, string]> = {};
    beforeAll(async () => {
      server = createServer((req, res) => {
        const [status, body] = answers[req.headers.host!.split(":")[0]! === "localhost" ? (req.url ?? "") : ""] ?? [404, "Not found"];
        res.writeHead(status, { "content-type": "application/json" }).end(body);
      });
      await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
      origin = `http://localhost:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => server.close());

    it("is read from /build.json, and a host's error page or a site without one is none", async () => {
      answers["/build.json"] = [200, JSON.stringify(published)];
      expect(await liveStamp(origin)).toEqual(published);
      answers["/build.json"] = [200, "<!doctype html><title>Page not found</title>"];
      expect(await liveStamp(origin)).toBeUndefined();
      answers["/build.json"] = [500, "{}"];
      expect(await liveStamp(origin)).toBeUndefined();
      expect(await liveStamp("http://localhost:9", 2000)).toBeUndefined();
    });

    it("decided by Node alone, on the workflow's sparse checkout: no package, and its answer in the run's outputs", async () => {
      const copy = mkdtempSync(path.join(tmpdir(), "publish-due-"));
      for (const file of ["scripts/ci/publish-due.ts", "admin/build-stamp.ts", ".nvmrc"]) {
        mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
        cpSync(path.join(repo, file), path.join(copy, file));
      }
      mkdirSync(path.join(copy, "content"));
      // A site that does not answer: port 1 of this machine, where nothing listens.
      writeFileSync(path.join(copy, "content/site.yaml"), "address: https://localhost:1\n");
      const outputs = path.join(copy, "outputs");
      writeFileSync(outputs, "");
      const { stdout } = await promisify(execFile)(process.execPath, ["scripts/ci/publish-due.ts"], {
        cwd: copy,
        env: { PATH: process.env.PATH, GITHUB_OUTPUT: outputs },
      });
      expect(stdout).toBe(
        "Nothing to publish: the live site's stamp could not be read: nothing is published on schedule until a push publishes the site\n",
      );
      expect(readFileSync(outputs, "utf8")).toBe("publish=false\n");
      rmSync(copy, { recursive: true, force: true });
    });
  });
});
