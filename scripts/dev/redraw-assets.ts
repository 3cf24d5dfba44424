// Writes again what public/ holds of the content just checked, for the dev server after an
// edit: the laurels and the screenings' calendar files. `tsx scripts/dev/redraw-assets.ts <root>`.
// A process of its own, so the Vite config loads neither the drawing code (fontkit, sharp) nor
// the content modules with it.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Laurel } from "../../src/content/laurel-rules";
import type { ShownScreenings } from "../../src/content/screening-events";
import { writeCalendarFiles } from "../prepare/assets/calendar-files";
import { writeLaurelSvgs } from "../prepare/assets/laurels";
import { generatedContentDir } from "../prepare/content/load-collections";

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../.."));
const generated = (name: string) => JSON.parse(readFileSync(path.join(root, generatedContentDir, name), "utf8")) as unknown;
writeCalendarFiles(path.join(root, "public"), (generated("screenings-shown.json") as ShownScreenings).screenings);
writeLaurelSvgs(path.join(root, "public"), (generated("laurels.json") as { all: Laurel[] }).all);
