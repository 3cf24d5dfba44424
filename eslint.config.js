// typescript-eslint needs TypeScript's JavaScript API, which TypeScript 7 (native) no longer
// has; it runs on the `typescript` 6 package while type checking uses TypeScript 7 (tsc7).
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { importBoundaries } from "./eslint/import-boundaries.js";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "public/", "eslint/fixtures/"] },
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
  ...importBoundaries(),
);
