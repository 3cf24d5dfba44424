import { readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The fixture is linted with the project's own ESLint config, as if it sat at `as`.
const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function pathProblems(as: string): Promise<string[]> {
  const code = readFileSync(path.join(import.meta.dirname, "fixtures", "import-paths.ts"), "utf8");
  const [result] = await eslint.lintText(code, { filePath: path.join(root, as) });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => `${m.line}: ${m.message}`);
}

describe("import paths", () => {
  it("fails an import that does not name its file's extension, and one climbing into src/ from outside", async () => {
    const problems = await pathProblems("scripts/prepare/imports.ts");
    expect(problems.map((p) => Number.parseInt(p))).toEqual([3, 6, 9]);
    expect(problems[0]).toContain("with its extension");
    expect(problems[1]).toContain("through #src/");
  });

  it("fails an icon imported from lucide-react's index, and takes it from its own module or a type from the index", async () => {
    const code = [
      'import { Menu } from "lucide-react";',
      'import X from "lucide-react/icons/x";',
      'import type { LucideIcon } from "lucide-react";',
      "export const icons: LucideIcon[] = [Menu, X];",
    ].join("\n");
    const [result] = await eslint.lintText(code, { filePath: path.join(root, "src/components/Icons.tsx") });
    const problems = result!.messages.filter((m) => m.ruleId === "no-restricted-syntax");
    expect(problems.map((p) => p.line)).toEqual([1]);
    expect(problems[0]!.message).toContain("lucide-react/icons/x");
  });

  it("lets src/ itself import by relative path", async () => {
    const problems = await pathProblems("src/lib/imports.ts");
    expect(problems.map((p) => Number.parseInt(p))).toEqual([3, 9]);
  });
});
