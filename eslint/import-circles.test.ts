import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The fixtures are files on disk (a circle needs both ends), linted with the project's own
// config; its ignore list, which keeps eslint/fixtures out of `npm run lint`, is set aside here.
const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root, ignore: false });

async function circles(fixture: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([path.join(import.meta.dirname, "fixtures/circle", fixture)]);
  return result!.messages.filter((m) => m.ruleId === "import-x/no-cycle").map((m) => `${m.line}: ${m.message}`);
}

describe("no import circles", () => {
  it("fails on each module of a circle, at the import that closes it", async () => {
    expect(await circles("festival-names.ts")).toEqual([expect.stringMatching(/^2: Dependency cycle/)]);
    expect(await circles("laurel-words.ts")).toEqual([expect.stringMatching(/^2: Dependency cycle/)]);
  });

  it("passes a module that imports from a circle without closing one", async () => {
    expect(await circles("laurel-count.ts")).toEqual([]);
  });
});
