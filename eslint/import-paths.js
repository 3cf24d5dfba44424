// How an import names a module of this repository: by its file, extension and all
// ("./festivals.ts", "./Hero.tsx", "./serve.js"). Node reads no other form, running TypeScript
// itself or JavaScript, and neither will Vite's coming native config loader; with the extension
// the same path resolves in Node, tsx, Vite, Vitest and Playwright alike, and a package's
// `imports` map (#src/*) needs no guessing.

// A path of ours (relative, or through a package.json `imports` alias) whose last part has no
// extension. esquery reads the regular expression, so its slashes are escaped.
const noExtension = String.raw`/^(\.{1,2}\/|#)(?![^?]*\.[a-z0-9]+(\?[\w=&-]*)?$)/`;
const message = "Name the module's file with its extension (./festivals.ts, ./Hero.tsx): see the README, under Where things are.";

/**
 * @returns {import("eslint").Linter.Config}
 */
export function importPaths() {
  return {
    files: ["**/*.{js,mjs,ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["ImportDeclaration", "ExportNamedDeclaration", "ExportAllDeclaration", "ImportExpression"].map((node) => ({
          selector: `${node}[source.value=${noExtension}]`,
          message,
        })),
      ],
    },
  };
}
