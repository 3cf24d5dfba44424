import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/lib/chromium";

// Browser tests run the production build in Debian's Chromium; no browser is downloaded.
const port = Number(process.env.E2E_PORT ?? 4310);
// The site built from e2e/festival-run/content: selections, an award, a declined festival,
// reviews and screenings, for the tests in e2e/festival-run/.
const festivalRunPort = port + 1;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: "list",
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "off",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: /festival-run\// },
    {
      name: "festival-run",
      use: { ...devices["Desktop Chrome"], baseURL: `http://localhost:${festivalRunPort}` },
      testMatch: /festival-run\/.*\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      command: `node scripts/serve/serve.js`,
      env: { PORT: String(port), HOST: "localhost" },
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Builds the fixture site first (about a minute on two cores), then serves it.
      command: `npx tsx e2e/festival-run/site.ts`,
      env: { PORT: String(festivalRunPort), HOST: "localhost" },
      url: `http://localhost:${festivalRunPort}/`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
