import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";
import { contentWatch } from "./scripts/dev/content-watch.ts";

// Every page loads React, React DOM, React Router and the class-name helpers of the UI
// primitives. Left to the bundler they come in five chunks, each compressed on its own, which
// cost Home 3.6 KB more gzip than one chunk (docs/benchmarks.md, history).
const framework = /\/node_modules\/(react|react-dom|react-router|scheduler|class-variance-authority|clsx)\//;
// Likewise the site's own shared code: the content, the sections and UI pieces and the icons.
// Left to the bundler, each section shared by two pages (reviews, screenings, laurels) is a chunk
// of its own; as one chunk Home loads 2.4 KB less gzip, the other pages 1.5-3 KB more, once.
// Only statically imported pieces: the lightbox, video dialogs and press kit still load on intent.
// The content modules Home shows nothing of sit in src/content/lazy/ (the press captions, the
// download cards' texts, the long texts but the synopsis): they stay out of the chunk every page
// loads and come with the pages that use them. A module put there is all it takes.
const site =
  /\/src\/(content\/(?!lazy\/)|components\/(ui|sections)\/|components\/media\/(Picture|ImageGrid|image-sources)\.)|\/lucide-react\//;

// The language of the pages this build makes: English at the root, or Spanish (SITE_LANG=es) under /es/.
// The content modules import the texts of that language only, from `#lang/` (package.json):
// a visitor's pages carry their own language's texts and no other.
const lang = process.env.SITE_LANG === "es" ? "es" : "en";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), contentWatch()],
  resolve: {
    alias: [{ find: /^#lang\/(.*)$/, replacement: path.resolve(import.meta.dirname, `src/generated/content/${lang}/$1`) }],
  },
  server: { port: Number(process.env.PORT) || 5173 },
  preview: { port: 4173 },
  build: {
    // The files of public/ are the same in both languages: the English build copies them once.
    copyPublicDir: lang === "en",
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: framework },
            { name: "site", test: site },
          ],
        },
      },
    },
  },
});
