import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentWatch } from "./scripts/dev/content-watch.ts";

// Every page loads React, React DOM, React Router and the class-name helpers of the UI
// primitives. Left to the bundler they come in five chunks, each compressed on its own, which
// cost Home 3.6 KB more gzip than one chunk (docs/benchmarks.md, history).
const framework = /\/node_modules\/(react|react-dom|react-router|scheduler|class-variance-authority|clsx)\//;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), contentWatch()],
  server: { port: Number(process.env.PORT) || 5173 },
  preview: { port: 4173 },
  build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: "framework", test: framework }] } } } },
});
