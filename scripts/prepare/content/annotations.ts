// On the git host's CI (GitHub Actions sets GITHUB_ACTIONS), each content problem is also
// written as a workflow command, which the host shows as an annotation on the file and line, in
// the pull request and the run's summary: the team sees the problem where they edited.
// https://docs.github.com/actions/reference/workflow-commands-for-github-actions

/** `content/festivals.yaml:42: status ...` as its file, line (when it names one) and message. */
export function problemPlace(problem: string): { file?: string; line?: number; message: string } {
  const m = /^((?:content|public)\/[^:\s]+?)(?::(\d+))?: ([\s\S]*)$/.exec(problem);
  if (!m) return { message: problem };
  return { file: m[1], line: m[2] === undefined ? undefined : Number(m[2]), message: m[3]! };
}

// A workflow command's data and properties escape %, CR and LF (and , and : in properties).
const escapeData = (s: string) => s.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
const escapeProperty = (s: string) => escapeData(s).replaceAll(":", "%3A").replaceAll(",", "%2C");

/** Each problem as `::error file=…,line=…,title=…::message` (or `::warning`), one a line. */
export function annotations(problems: string[], kind: "error" | "warning" | "notice", title: string): string {
  return problems
    .map((problem) => {
      const { file, line, message } = problemPlace(problem);
      const properties = [
        ...(file ? [`file=${escapeProperty(file)}`] : []),
        ...(line ? [`line=${line}`] : []),
        `title=${escapeProperty(title)}`,
      ];
      return `::${kind} ${properties.join(",")}::${escapeData(message)}`;
    })
    .join("\n");
}

/** True on GitHub Actions, where the annotations are read. */
export const onGitHubActions = () => process.env.GITHUB_ACTIONS === "true";
