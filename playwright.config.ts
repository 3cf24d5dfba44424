import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/lib/chromium";

// Browser tests run the production build in Debian's Chromium; no browser is downloaded.
const port = Number(process.env.E2E_PORT ?? 4310);

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
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `node scripts/serve/serve.js`,
    env: { PORT: String(port), HOST: "localhost" },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
