// Runs before every build and dev server. First the site's languages (content/site.yaml), which
// every later step, page and the editor read; then the content's check and the assets
// (content-and-assets.ts), imported only once the languages are written.
import path from "node:path";
import { problemReport } from "#src/content/build-time/check/problem-report.ts";
import { writeSiteLanguages } from "./content/site-languages.ts";
import { annotations, onGitHubActions } from "./content/annotations.ts";
import { contentCheckTitle } from "../../admin/save-watch.ts";

const problems = writeSiteLanguages(path.resolve(import.meta.dirname, "../.."));
if (problems.length > 0) {
  console.error(problemReport(problems));
  if (onGitHubActions()) console.log(annotations(problems, "error", contentCheckTitle));
  process.exit(1);
}
await import("./content-and-assets.ts");
