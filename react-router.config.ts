import type { Config } from "@react-router/dev/config";
import { sitePages } from "#src/config/site-pages.ts";

// Static site: every route is rendered to HTML at build time; no server code ships.
// The site is built once per language (SITE_LANG, see vite.config.ts): English at the root,
// Spanish under /es/, each with its own language's texts only. The Spanish build goes to
// build/es and the post-build stage moves its pages and scripts into build/client.
const spanish = process.env.SITE_LANG === "es";

export default {
  appDirectory: "src",
  ssr: false,
  basename: spanish ? "/es/" : "/",
  buildDirectory: spanish ? "build/es" : "build",
  // The pages the content has something for (src/config/site-pages.ts): /watch only with a release.
  prerender: sitePages().prerender,
} satisfies Config;
