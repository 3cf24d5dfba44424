// The site's build, once per language of content/site.yaml, one after the other: each build
// renders its language's pages with that language's texts only (vite.config.ts and
// react-router.config.ts read SITE_LANG); the root language's into build/client, each other's
// into build/<code>, which the post-build step merges into build/client (scripts/postbuild/).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { languages } from "#src/lib/languages.ts";

const root = path.resolve(import.meta.dirname, "../..");
const reactRouter = path.join(root, "node_modules/.bin/react-router");

for (const lang of languages) {
  const { status } = spawnSync(reactRouter, ["build"], { cwd: root, stdio: "inherit", env: { ...process.env, SITE_LANG: lang } });
  if (status !== 0) process.exit(status ?? 1);
}
