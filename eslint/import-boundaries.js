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
          patterns: layers.slice(i + 1).map((later) => ({
            regex: `^(\\.\\.?/)+${later}(/|$)`,
            message: `src/${layer} may not import from src/${later}: imports flow ${flow}.`,
          })),
        },
      ],
    },
  }));
}
