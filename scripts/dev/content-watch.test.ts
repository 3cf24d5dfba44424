import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contentWatch } from "./content-watch";

// The plugin runs against a copy of content/ in a scratch folder, as the dev server would run it.
let root: string;
const file = () => path.join(root, "content/festivals.yaml");
const written = () => JSON.parse(readFileSync(path.join(root, "src/generated/content/festivals.json"), "utf8"));

function edit(change: (text: string) => string) {
  writeFileSync(file(), change(readFileSync(file(), "utf8")));
}

/** Calls the plugin's hot-update hook as Vite does for the client, with what it sends recorded. */
function hotUpdate(changed: string) {
  const sent: unknown[] = [];
  const logger = { error: vi.fn(), info: vi.fn(), warn: vi.fn() };
  const hook = contentWatch({ root }).hotUpdate as (this: unknown, options: unknown) => unknown;
  const result = hook.call(
    { environment: { name: "client", hot: { send: (payload: unknown) => sent.push(payload) } } },
    { file: changed, server: { config: { logger } } },
  );
  return { result, sent, logger };
}

describe("the dev server's content check", () => {
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "content-watch-"));
    cpSync(path.resolve(import.meta.dirname, "../../content"), path.join(root, "content"), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("writes a sound edit where the pages read it, and reloads nothing itself", () => {
    edit((t) => t.replace("name: Leeds International Film Festival", "name: Leeds Film Festival"));
    const { result, sent } = hotUpdate(file());
    expect(result).toEqual([]);
    expect(sent).toEqual([]);
    expect(written().submissions[0].name).toBe("Leeds Film Festival");
  });

  it("writes the calendar files of a screening added, so Add to calendar works at once", () => {
    const screenings = path.join(root, "content/screenings.yaml");
    writeFileSync(
      screenings,
      "screenings:\n  - start: 2030-03-14T18:00+00:00\n    venue: Curzon Soho\n    city: London\n    country: UK\n    kind: Preview\n    tickets: https://www.example.com/t\n",
    );
    hotUpdate(screenings);
    expect(readFileSync(path.join(root, "public/screenings/2030-03-14-london.ics"), "utf8")).toContain("DTSTART:20300314T180000Z");
    expect(readFileSync(path.join(root, "public/screenings.ics"), "utf8")).toContain("UID:2030-03-14-london@");
  });

  it("shows a problem in the browser's error overlay and keeps the last sound content", () => {
    hotUpdate(file());
    edit((t) => t.replace("status: In Consideration", "status: Oficial Selection"));
    const { result, sent, logger } = hotUpdate(file());
    expect(result).toEqual([]);
    expect(sent).toEqual([
      {
        type: "error",
        err: {
          message: `Content check failed with 1 problem(s):\n  - content/festivals.yaml:17: status "Oficial Selection" is not one of: In Consideration, Official Selection, Nominee, Winner, Not Selected`,
          stack: "",
          plugin: "content check",
          id: "content/festivals.yaml",
        },
      },
    ]);
    expect(logger.error).toHaveBeenCalledOnce();
    expect(written().submissions[0].status).toBe("In Consideration");
  });

  it("leaves files outside content/ to Vite", () => {
    expect(hotUpdate(path.join(root, "src/routes/home.tsx")).result).toBeUndefined();
  });
});
