import { readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// Each fixture is linted with the project's own ESLint config, as if it sat at `as` in src/.
const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function restrictedImports(fixture: string, as: string, rule = "no-restricted-imports"): Promise<string[]> {
  const code = readFileSync(path.join(import.meta.dirname, "fixtures", fixture), "utf8");
  const [result] = await eslint.lintText(code, { filePath: path.join(root, as) });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => `${m.line}: ${m.message}`);
}

describe("imports flow one way: content → press-kit → components → routes", () => {
  it("fails when src/press-kit/ imports from src/components/", async () => {
    expect(await restrictedImports("press-kit-imports-component.ts", "src/press-kit/imports-component.ts")).toEqual([
      "2: '../components/press/useDownload.ts' import is restricted from being used by a pattern. src/press-kit may not import from src/components: imports flow lib → config → content → press-kit → components → routes.",
    ]);
  });

  it("fails when src/content/ imports from src/press-kit/", async () => {
    expect(await restrictedImports("content-imports-press-kit.ts", "src/content/imports-press-kit.ts")).toEqual([
      "2: '../press-kit/press-package.ts' import is restricted from being used by a pattern. src/content may not import from src/press-kit: imports flow lib → config → content → press-kit → components → routes.",
    ]);
  });

  it("fails when a component imports from src/routes/, however deep it sits", async () => {
    const messages = await restrictedImports("component-imports-route.tsx", "src/components/ui/imports-route.tsx");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("src/components may not import from src/routes");
  });

  it("fails the same import written through the #src/ alias", async () => {
    const messages = await restrictedImports("component-imports-route-by-alias.tsx", "src/components/ui/imports-route.tsx");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("src/components may not import from src/routes");
  });

  it("passes an import that flows the right way", async () => {
    expect(await restrictedImports("press-kit-imports-content.ts", "src/press-kit/imports-content.ts")).toEqual([]);
  });

  it("lets a test check the wiring across layers", async () => {
    expect(await restrictedImports("press-kit-imports-component.ts", "src/press-kit/imports-component.test.ts")).toEqual([]);
  });

  it("leaves the same import alone outside the layers (a file at the root of src/)", async () => {
    expect(await restrictedImports("press-kit-imports-component.ts", "src/imports-component.ts")).toEqual([]);
  });
});

describe("the build's own code stays out of the browser", () => {
  const rule = "@typescript-eslint/no-restricted-imports";

  it("fails when a route imports a value of src/content/build-time/, and lets it import a type", async () => {
    expect(await restrictedImports("route-imports-build-time.tsx", "src/routes/imports-build-time.tsx", rule)).toEqual([
      "3: '../content/build-time/collections.ts' import is restricted from being used by a pattern. src/content/build-time/ runs at build time only: the site's code may import its types (import type), never a value, which would ship it to the browser.",
    ]);
  });

  it("fails the same in a component or a content module", async () => {
    for (const as of ["src/components/ui/imports-build-time.tsx", "src/content/imports-build-time.tsx"])
      expect(await restrictedImports("route-imports-build-time.tsx", as, rule), as).toHaveLength(1);
  });

  it("lets the build's own modules import each other", async () => {
    expect(await restrictedImports("route-imports-build-time.tsx", "src/content/build-time/imports-build-time.tsx", rule)).toEqual([]);
  });
});
