// npm test's build of the site of content/ (`npm run build:site`), unless content/ is the seed's
// content file for file: the seed's site, which the unit tests' setup builds, is then the same
// site, and the browser tests of e2e/live/ run on it (playwright.config.ts), so it is not built twice.
import { spawnSync } from "node:child_process";
import { contentIsTheSeed } from "./fixture-site.ts";

if (contentIsTheSeed()) {
  console.log("content/ is the seed's content: the site of content/ is the seed's site, built with it.");
} else {
  const { status } = spawnSync("npm", ["run", "build:site", "--silent"], { stdio: "inherit" });
  process.exit(status ?? 1);
}
