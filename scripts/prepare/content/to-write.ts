// Texts the team has still to write: a new film's content (npm run new-film) marks each one the
// same way in every language. The build says where each is left and goes on, so a marked text
// never reaches a published page unannounced; the workflow publishes nothing while one is left
// (scripts/ci/nothing-to-write.ts, which runs this file with Node alone: it imports nothing).

/** What marks a text the team has still to write; the build warns of each one it finds. */
export const toWriteMarker = "[to write:";

/** Each line of `text` (the file `file`) holding the marker, as "file:line: the line". */
export function textsToWrite(file: string, text: string): string[] {
  return text.split("\n").flatMap((line, i) => (line.includes(toWriteMarker) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}
