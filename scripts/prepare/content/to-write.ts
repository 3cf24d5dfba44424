// Texts the team has still to write: a new film's content (npm run new-film) marks each one the
// same way in every language. The build says where each is left and goes on, so a marked text
// never reaches a published page unannounced.
import { toWriteMarker } from "../../new-film/film-content.ts";

/** Each line of `text` (the file `file`) holding the marker, as "file:line: the line". */
export function textsToWrite(file: string, text: string): string[] {
  return text.split("\n").flatMap((line, i) => (line.includes(toWriteMarker) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}
