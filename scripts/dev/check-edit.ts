// The rest of the content check for the dev server after an edit (the rules across files:
// links, facts stated twice, images, title length), then the files of public/ that follow from
// content: the laurels and the screenings' calendar files. Prints its problems as JSON.
// `tsx scripts/dev/check-edit.ts <root>`: a process of its own, so the Vite config loads
// neither the content modules these rules read nor the drawing code (fontkit, sharp).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Laurel } from "../../src/content/laurel-rules";
import type { ShownScreenings } from "../../src/content/screening-events";
import { writeCalendarFiles } from "../prepare/assets/calendar-files";
import { writeLaurelSvgs } from "../prepare/assets/laurels";
import { contentProblems } from "../prepare/content/content-check";
import { generatedContentDir, readCollections } from "../prepare/content/load-collections";

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../.."));
const { files, problems: read } = readCollections({ root });
const problems = read.length > 0 ? read : await contentProblems({ uploadsDir: path.join(root, "public/uploads"), files });
if (problems.length === 0) {
  const generated = (name: string) => JSON.parse(readFileSync(path.join(root, generatedContentDir, name), "utf8")) as unknown;
  writeCalendarFiles(path.join(root, "public"), (generated("screenings-shown.json") as ShownScreenings).screenings);
  writeLaurelSvgs(path.join(root, "public"), (generated("laurels.json") as { all: Laurel[] }).all);
}
process.stdout.write(JSON.stringify({ problems }));
