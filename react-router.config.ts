import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./src/config/pages";

// Static site: every route is rendered to HTML at build time; no server code ships.
export default {
  appDirectory: "src",
  ssr: false,
  prerender: [...prerenderPaths],
} satisfies Config;
