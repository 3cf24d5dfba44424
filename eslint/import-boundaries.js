// Imports flow one way through src/: each layer may import the layers before it, never one
// after it. Content knows nothing of how it is shown; the press-kit builders turn content into
// files without knowing the buttons that call them; components show content and call the
// builders; routes compose components into pages.
export const layers = ["lib", "config", "content", "press-kit", "components", "routes"];

const flow = layers.join(" → ");

/**
 * One flat-config entry per layer, forbidding imports of every later layer.
 * @returns {import("eslint").Linter.Config[]}
 */
export function importBoundaries() {
  return layers.slice(0, -1).map((layer, i) => ({
    files: [`src/${layer}/**/*.{ts,tsx}`],
    // A test may check the wiring across layers (the registry against the navigation it feeds);
    // tests never ship, so they cannot turn the flow around.
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          // Relative, or through the #src/ alias (package.json imports).
          patterns: layers.slice(i + 1).map((later) => ({
            regex: `^((\\.\\.?/)+|#src/)${later}(/|$)`,
            message: `src/${layer} may not import from src/${later}: imports flow ${flow}.`,
          })),
        },
      ],
    },
  }));
}

/** The build's own code in src/: the content schemas, the collections and the rules the loader applies. */
export const buildTime = "src/content/build-time";

/**
 * The site's code may take the build's types (`import type`), never a value: a value would ship
 * the schemas and rules to the browser, and make the page wait for them.
 * @returns {import("eslint").Linter.Config}
 */
export function buildTimeBoundary() {
  return {
    files: ["src/**/*.{ts,tsx}"],
    ignores: [`${buildTime}/**`, "**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)build-time(/|$)",
              allowTypeImports: true,
              message: `${buildTime}/ runs at build time only: the site's code may import its types (import type), never a value, which would ship it to the browser.`,
            },
          ],
        },
      ],
    },
  };
}
