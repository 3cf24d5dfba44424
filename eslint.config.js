// typescript-eslint needs TypeScript's JavaScript API, which TypeScript 7 (native) no longer
// has; it runs on the `typescript` 6 package while type checking uses TypeScript 7 (tsc7).
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { buildTimeBoundary, importBoundaries } from "./eslint/import-boundaries.js";
import { importPaths } from "./eslint/import-paths.js";

export default tseslint.config(
  // src/generated is what the build writes: npm test lints beside the content check that writes it.
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "public/",
      "eslint/fixtures/",
      "src/generated/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ["src/**/*.{ts,tsx}"], ...reactHooks.configs.flat.recommended },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // No module imports one that imports it back, however far round: a circle leaves one of them
    // reading the other's values before they exist. (Type-only imports are left out by the rule.)
    files: ["**/*.{js,ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // The rule follows only the files it can read: TypeScript's as well as JavaScript's.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"] })],
    },
    // A package never imports our modules back, so a circle never runs through node_modules:
    // not reading the packages' files halves the rule's time.
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  ...importBoundaries(),
  buildTimeBoundary(),
  ...importPaths(),
);
