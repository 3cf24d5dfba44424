// Runs before every build and dev server. First the build's instant (build-time.ts) and the site's
// languages (content/site.yaml), which every later step, page and the editor read; then the
// content's check and the assets (content-and-assets.ts), imported only once the languages are written.
import path from "node:path";
import { refuse } from "./content/refuse.ts";
import { writeSiteLanguages } from "./content/site-languages.ts";
import { writeBuildTime } from "./build-time.ts";

const root = path.resolve(import.meta.dirname, "../..");
// The build's instant first (build-time.ts): every later decision that depends on the time reads
// it. A BUILD_TIME that is not an instant is the build's setting, not the content's: said alone.
const clockProblems = writeBuildTime(root);
if (clockProblems.length > 0) {
  console.error(clockProblems.join("\n"));
  process.exit(1);
}
const problems = writeSiteLanguages(root);
if (problems.length > 0) refuse(problems);
await import("./content-and-assets.ts");
