import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { fixtureSiteRoot } from "./scripts/test/fixture-site.ts";

// Unit tests run without the React Router plugin; browser tests live in e2e/ (Playwright).
// They run on the seed fixture (fixtures/seed/content), never on the team's content/: the global
// setup builds its site, and what the code reads of src/generated (the content modules'
// `#lang/` data, the image and upload lists) is that site's.
const repo = import.meta.dirname;
const seed = fixtureSiteRoot("seed");
const generated = path.join(repo, "src/generated") + path.sep;

export default defineConfig({
  resolve: {
    alias: [{ find: /^#lang\/(.*)$/, replacement: path.join(seed, "src/generated/content/default/$1") }],
  },
  plugins: [
    {
      name: "seed-generated",
      enforce: "pre",
      async resolveId(source, importer) {
        if (!importer || !source.startsWith(".") || !source.includes("generated/")) return null;
        const file = path.resolve(path.dirname(importer), source);
        return file.startsWith(generated) ? path.join(seed, "src/generated", file.slice(generated.length)) : null;
      },
    },
  ],
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "eslint/**/*.test.ts", "admin/**/*.test.ts", "fixtures/**/*.test.ts"],
    environment: "node",
    globalSetup: ["scripts/test/seed-setup.ts"],
    // npm test runs them beside the type check and the build, on two cores: a test that takes a
    // second alone can take several then.
    testTimeout: 20_000,
    // The hooks that take a test's copy of a site away remove hundreds of megabytes, which on a
    // loaded CI disk can take longer than Vitest's default 10 s: the file then fails, its tests passed.
    hookTimeout: 120_000,
    // The test files of a worker share its loaded modules (sharp, PDFKit, zod, the content
    // modules) instead of loading them again for each of the 50 files: 40% less time on two
    // cores. No test changes a module's state; the few that stub a global undo it after each test.
    isolate: false,
    // A worker a core: Vitest's default leaves one core to itself, which on two cores is one worker
    // (46 s alone here, 34 s with two); in npm test the builds beside them take the other core
    // until they end, and the tests then have both.
    maxWorkers: availableParallelism(),
  },
});
