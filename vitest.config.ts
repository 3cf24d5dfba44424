import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin; browser tests live in e2e/ (Playwright).
export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "eslint/**/*.test.ts"],
    environment: "node",
  },
});
