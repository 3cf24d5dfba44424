// Draws the laurels of src/generated/content/laurels.json again, for the dev server after a
// content edit: `tsx scripts/dev/redraw-laurels.ts <repository root>`. A process of its own, so
// the Vite config does not load the drawing code (fontkit, sharp) with it.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Laurel } from "../../src/content/laurel-rules";
import { writeLaurelSvgs } from "../prepare/assets/laurels";
import { generatedContentDir } from "../prepare/content/load-collections";

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../.."));
const laurels = JSON.parse(readFileSync(path.join(root, generatedContentDir, "laurels.json"), "utf8")) as { all: Laurel[] };
writeLaurelSvgs(path.join(root, "public"), laurels.all);
