import { readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { expect, it } from "vitest";

// Linted with the project's own ESLint config, as if the fixture sat at `as`.
const root = path.resolve(import.meta.dirname, "..");

it("fails an import of ours that does not name its file's extension, and passes those that do", async () => {
  const code = readFileSync(path.join(import.meta.dirname, "fixtures", "imports-without-extension.ts"), "utf8");
  const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath: path.join(root, "scripts/prepare/imports.ts") });
  const unnamed = result!.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.line);
  expect(unnamed).toEqual([2, 7]);
  expect(result!.messages[0]!.message).toContain("with its extension");
});
