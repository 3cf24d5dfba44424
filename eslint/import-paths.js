// How an import names a module of this repository: by its file, extension and all
// ("./festivals.ts", "./Hero.tsx", "./serve.js"). Node reads no other form, running TypeScript
// itself or JavaScript, and neither will Vite's coming native config loader; with the extension
// the same path resolves in Node, Vite, Vitest and Playwright alike, and a package's
// `imports` map (#src/*) needs no guessing.

// A path of ours (relative, or through a package.json `imports` alias) whose last part has no
// extension. esquery reads the regular expression, so its slashes are escaped.
const noExtension = String.raw`/^(\.{1,2}\/|#)(?![^?]*\.[a-z0-9]+(\?[\w=&-]*)?$)/`;
const message = "Name the module's file with its extension (./festivals.ts, ./Hero.tsx): see the README, under Where things are.";

// A relative path from outside src/ into it (../../src/content/film.ts): #src/ says the same
// from any depth, and moves with nothing when the importing file moves.
const intoSrc = String.raw`/^(\.\.?\/)+src\//`;

// An icon's value from lucide-react's index, which is every icon (some 2,400 modules) that each
// build of the pages, the dev server and the unit tests then read for the twenty the site draws;
// each icon's own module is one. Its types are free: they are gone once compiled.
const iconIndex = {
  selector: "ImportDeclaration[source.value='lucide-react'][importKind='value']",
  message:
    'Import each icon from its own module (import X from "lucide-react/icons/x"): lucide-react itself is every icon, read by each build.',
};

/**
 * One restriction per form of import, for the paths `pattern` matches.
 * @param {string} pattern an esquery regular expression
 * @param {string} words the message
 */
const importsOf = (pattern, words) =>
  ["ImportDeclaration", "ExportNamedDeclaration", "ExportAllDeclaration", "ImportExpression"].map((node) => ({
    selector: `${node}[source.value=${pattern}]`,
    message: words,
  }));

/**
 * Every file: an import of ours names its file, and an icon is imported from its own module.
 * Outside src/ (scripts, tests, tools, configs), a module of src/ is imported through #src/.
 * @returns {import("eslint").Linter.Config[]}
 */
export function importPaths() {
  const named = [...importsOf(noExtension, message), iconIndex];
  return [
    { files: ["**/*.{js,mjs,ts,tsx}"], rules: { "no-restricted-syntax": ["error", ...named] } },
    {
      files: ["**/*.{js,mjs,ts,tsx}"],
      ignores: ["src/**"],
      rules: {
        "no-restricted-syntax": [
          "error",
          ...named,
          ...importsOf(
            intoSrc,
            "Import a module of src/ through #src/ (#src/content/film.ts), not a path climbing into src/: see the README.",
          ),
        ],
      },
    },
  ];
}
