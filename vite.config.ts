import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";
import { contentWatch } from "./scripts/dev/content-watch.ts";
import { buildLanguage } from "./scripts/build/build-language.ts";
import { rootLanguage } from "#src/lib/languages.ts";

// Every page with an island loads React and React DOM (and the class-name helpers of the UI
// primitives): one chunk, compressed once. React Router renders the pages at build time and
// does not run in the browser; the islands' own code and the content each uses are left to the
// bundler, so a page loads what its islands import and nothing else.
// React DOM's server renderer, which the build's islands render with (island.tsx), never goes there.
const framework = /\/node_modules\/(react|react-dom|scheduler|class-variance-authority|clsx)\/(?!.*server)/;

// The language of the pages this build makes (SITE_LANG, a code of content/site.yaml's list): the
// first at the root, or another under its code. The content modules import the texts of that
// language only, from `#lang/`: a visitor's pages carry their own language's texts and no other.
const lang = buildLanguage();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), contentWatch()],
  resolve: {
    alias: [{ find: /^#lang\/(.*)$/, replacement: path.resolve(import.meta.dirname, `src/generated/content/${lang}/$1`) }],
  },
  server: { port: Number(process.env.PORT) || 5173 },
  preview: { port: 4173 },
  build: {
    // The files of public/ are the same in every language: the root language's build copies them once.
    copyPublicDir: lang === rootLanguage,
    // No preload helper around the islands' dynamic imports: it appends a <link rel=modulepreload>
    // to the head for every chunk an island needs, each insertion costing a style invalidation
    // (110 ms of a 4x-slowed CPU on /press). The browser fetches a module's static imports as soon
    // as it parses it, from the same host: one round trip more, no main-thread work.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: "framework", test: framework }],
        },
      },
    },
  },
});
