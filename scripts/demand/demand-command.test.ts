// npm run demand as the team runs it, the command itself: in a copy of the repository with the
// seed's content, a list named in its content/site.yaml and a screening to come in its
// content/screenings.yaml, reading the stand-in of Buttondown's API (DEMAND_API_ORIGIN) with a
// key, and then with none.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layFixtureSite, seedSite } from "../test/fixture-site.ts";
import { startApiStandIn, type ApiStandIn } from "./api-stand-in.ts";

type Ran = { code: number | null; stdout: string; stderr: string };

/** `npm run demand` in `cwd`, with the keys of this environment left out and `env` given. */
function demand(cwd: string, env: Record<string, string>): Promise<Ran> {
  const own = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/_API_KEY$|_AUTH_TOKEN$|^DEMAND_|^NODE_ENV$|^VITEST/.test(k)),
  );
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", "demand"], { cwd, env: { ...own, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm run demand", () => {
  let copy: string;
  let standIn: ApiStandIn;
  const key = "bd-command-key";
  beforeAll(async () => {
    copy = layFixtureSite({
      name: "demand",
      imagesFrom: seedSite,
      edit: (content) => {
        const site = path.join(content, "site.yaml");
        writeFileSync(
          site,
          `${readFileSync(site, "utf8")}\nsignUp:\n  service: buttondown\n  list: ourfilm\n  keepUntil: 2032-12-31\n  regulator:\n    name: Information Commissioner's Office\n    address: https://ico.org.uk/make-a-complaint/\n`,
        );
        writeFileSync(
          path.join(content, "screenings.yaml"),
          [
            "screenings:",
            "  - start: 2030-03-14 18:00 Europe/London",
            "    venue: Hyde Park Picture House",
            "    city: Leeds",
            "    country: GB",
            "    kind:",
            "      en: Preview and Q&A",
            "      es: Preestreno con coloquio",
            "    tickets: https://tickets.example.net/leeds",
            "",
          ].join("\n"),
        );
      },
    });
    standIn = await startApiStandIn({
      service: "buttondown",
      key,
      pageSize: 2,
      subscribers: [
        { email: "one@example.org", country: "GB", town: "Leeds", language: "en" },
        { email: "two@example.org", country: "GB", town: "leeds", language: "en" },
        { email: "three@example.org", country: "GB", town: "Leeds", language: "es" },
        { email: "four@example.org", country: "GB", town: "York", language: "en" },
      ],
    });
  }, 120_000);
  afterAll(async () => {
    await standIn.close();
    rmSync(copy, { recursive: true, force: true });
  });

  it("checks the content, reads the list, and prints and writes who waits where, with their messages", async () => {
    const ran = await demand(copy, { BUTTONDOWN_API_KEY: key, DEMAND_API_ORIGIN: standIn.origin });
    expect(ran.code, ran.stdout + ran.stderr).toBe(0);
    expect(ran.stdout).toContain("4 people asked, in 1 country.");
    expect(ran.stdout).toMatch(/Leeds: 3 asked; the screening of .* at Hyde Park Picture House is theirs\./);
    expect(ran.stdout).toContain("demand/messages/2030-03-14-leeds.en.txt");
    expect(readFileSync(path.join(copy, "demand/messages/2030-03-14-leeds.es.txt"), "utf8")).toContain("Hyde Park Picture House");
    expect(readFileSync(path.join(copy, "demand/where-people-are.csv"), "utf8")).toContain("GB,United Kingdom,Leeds,3");
    expect(ran.stdout + ran.stderr).not.toContain("@");
    expect(ran.stdout + ran.stderr).not.toContain(key);
  }, 180_000);

  it("says where to get a key when none is given, and writes nothing", async () => {
    rmSync(path.join(copy, "demand"), { recursive: true, force: true });
    const ran = await demand(copy, {});
    expect(ran.code).toBe(1);
    expect(ran.stderr).toContain("No key to read Buttondown's list");
    expect(existsSync(path.join(copy, "demand"))).toBe(false);
  }, 180_000);
});
