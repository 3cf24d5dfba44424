// Whether the site may be published: not while a text of content/ is still marked "[to write: …]"
// (a new film's content, npm run new-film). The build goes on and lists each one left ("Content to
// update"), so the team sees the site as it stands; the workflow's publication stops here, before
// anything is sent to the host, naming how many are left and the first of them by file and line,
// so a new film's first push never puts "[to write: the production company] presents" on the web.
// Run by the workflow's publish job with Node alone, on a sparse checkout of this file, the build's
// reader of the marks and its annotations (scripts/prepare/content/) and content/'s files:
// `node scripts/ci/nothing-to-write.ts`.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { annotations, onGitHubActions } from "../prepare/content/annotations.ts";
import { textsToWrite } from "../prepare/content/to-write.ts";

/** How many marked lines are named one by one; the rest are counted. */
const named = 10;

/** Every line of the content files of the repository at `root` still marked, as the build lists them. */
export function marksLeft(root: string): string[] {
  return ["content", "content/words"].flatMap((dir) =>
    existsSync(path.join(root, dir))
      ? readdirSync(path.join(root, dir))
          .filter((f) => f.endsWith(".yaml"))
          .sort()
          .flatMap((f) => textsToWrite(`${dir}/${f}`, readFileSync(path.join(root, dir, f), "utf8")))
      : [],
  );
}

/** What the step says of `marks`, and whether the site may be published. */
export function publishable(marks: string[]): { publish: boolean; said: string[] } {
  if (marks.length === 0) return { publish: true, said: ['Nothing in content/ is still marked "[to write": publishing.'] };
  const first = marks.slice(0, named);
  return {
    publish: false,
    said: [
      `Not published: ${marks.length === 1 ? "one text is" : `${marks.length} texts are`} still marked "[to write: …]" in content/${marks.length > named ? ` (the first ${named} below)` : ""}.`,
      "Write each one, in every language (the editor at /admin, or the file), and the next push publishes the site:",
      ...first.map((m) => `  ${m}`),
    ],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const marks = marksLeft(path.resolve(import.meta.dirname, "../.."));
  const { publish, said } = publishable(marks);
  console.log(said.join("\n"));
  if (onGitHubActions() && marks.length > 0) console.log(annotations(marks.slice(0, named), "error", "Still to write"));
  process.exitCode = publish ? 0 : 1;
}
