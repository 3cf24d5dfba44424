import type { Config } from "@react-router/dev/config";
import { sitePages } from "#src/config/site-pages.ts";
import { rootLanguage, rootOf } from "#src/lib/languages.ts";
import { buildLanguage } from "./scripts/build/build-language.ts";

// Static site: every route is rendered to HTML at build time; no server code ships.
// The site is built once per language (SITE_LANG, see vite.config.ts): the first of
// content/site.yaml's list at the root, each other under its code, each with its own language's
// texts only. Each other language's build goes to build/<code>, and the post-build stage moves
// its pages and scripts into build/client.
const lang = buildLanguage();

export default {
  appDirectory: "src",
  ssr: false,
  basename: rootOf(lang),
  buildDirectory: lang === rootLanguage ? "build" : `build/${lang}`,
  // The pages the content has something for (src/config/site-pages.ts): /watch only with a release.
  prerender: sitePages().prerender,
} satisfies Config;
