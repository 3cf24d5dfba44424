// How the preparation stops on content to mend: the report on the console, each problem as an
// annotation on the git host's CI, and a failing exit. One function for its two stages (index.ts
// before the languages are known, content-and-assets.ts after), so both say it alike.
import { problemReport } from "#src/content/build-time/check/problem-report.ts";
import { contentCheckTitle } from "../../../admin/save-watch.ts";
import { annotations, onGitHubActions } from "./annotations.ts";

/** Prints `problems` and ends the process. */
export function refuse(problems: string[]): never {
  console.error(problemReport(problems));
  if (onGitHubActions()) console.log(annotations(problems, "error", contentCheckTitle));
  process.exit(1);
}
