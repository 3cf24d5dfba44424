// The rest of the content check for the dev server after an edit (the rules across files:
// links, facts stated twice, images, title length), then the files of public/ that follow from
// content: the laurels, the screenings' calendar files (in each language), and the served copies of
// content/uploads with their press captions written in (with the stills archive's list of them).
// Prints its problems as JSON.
// `node --import ./scripts/lib/json-modules.ts scripts/dev/check-edit.ts <root>`: a process of its own, so the Vite config loads
// neither the content modules these rules read nor the drawing code (fontkit, sharp, ExifTool).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Laurel } from "#src/content/build-time/laurel-rules.ts";
import { languages, type Lang } from "#src/lib/languages.ts";
import { readCalendarContent, writeCalendarFiles } from "../prepare/assets/calendar-files.ts";
import { writeLaurelSvgs } from "../prepare/assets/laurels.ts";
import { writeJson } from "../prepare/assets/responsive-images.ts";
import { embeddedCaptions, writeTaggedUploads } from "../prepare/assets/tagged-uploads.ts";
import { archiveProblems, listArchiveFiles } from "../prepare/content/archive-files.ts";
import { contentProblems } from "../prepare/content/content-check.ts";
import { generatedContentDir } from "../prepare/content/load-collections.ts";
import { readCollections } from "../prepare/content/read-collections.ts";

const readIfAny = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : "");
const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../.."));
const uploadsDir = path.join(root, "content/uploads");
const { files, problems: read } = readCollections({ root });
const problems =
  read.length > 0
    ? read
    : [...(await contentProblems({ uploadsDir, files })), ...(await archiveProblems(uploadsDir, listArchiveFiles(uploadsDir)))];
if (problems.length === 0) {
  const generated = (name: string, lang: Lang = "en") =>
    JSON.parse(readFileSync(path.join(root, generatedContentDir, lang, name), "utf8")) as unknown;
  for (const lang of languages) {
    const { language, screenings } = readCalendarContent(root, lang);
    writeCalendarFiles(path.join(root, "public"), language, screenings);
  }
  // Each language's laurels, with its words: English first, since the Spanish folder is inside the English one.
  for (const lang of languages)
    writeLaurelSvgs(path.join(root, "public"), (generated("laurels.json", lang) as { all: Laurel[] }).all, lang);
  // An edited caption or a new photo: the served copy is written again, and the archive's list
  // (sizes and CRCs) follows it, so the stills download keeps working in the dev server.
  const tagged = await writeTaggedUploads({
    sourceDir: uploadsDir,
    outDir: path.join(root, "public/uploads"),
    stampFile: path.join(root, "src/generated/tagged-uploads.json"),
    captionOf: embeddedCaptions(files),
  }).catch((error: unknown) => ({ problems: [(error as Error).message] }));
  problems.push(...tagged.problems);
  const list = path.join(root, "src/generated/uploads.json");
  const uploads = listArchiveFiles(path.join(root, "public/uploads"));
  // Written only when it changed: the page reloads what imports it.
  if (tagged.problems.length === 0 && JSON.stringify(JSON.parse(readIfAny(list) || "null")) !== JSON.stringify(uploads))
    writeJson(list, uploads);
}
process.stdout.write(JSON.stringify({ problems }));
