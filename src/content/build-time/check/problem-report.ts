// The build's report of content to mend, one line a problem. Apart from the words of the problems
// (problem-words.ts), so the first step of the build, before the site's languages are known, says
// its problems the same way.

/** The problems, counted, one a line. */
export const problemReport = (problems: string[]) =>
  `Content check failed with ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`;
