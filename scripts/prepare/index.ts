// Runs before every build and dev server: refuses broken content with one message per
// problem, then makes the resized image copies and the lists the site reads at build time.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { archiveProblems, listArchiveFiles } from "./content/archive-files";
import { loadCollections, problemReport } from "./content/load-collections";
import { buildResponsiveImages, writeJson } from "./assets/responsive-images";
import { fontFallbackCss } from "./assets/font-fallbacks";
import { embeddedCaptions, writeTaggedUploads } from "./assets/tagged-uploads";

const root = path.resolve(import.meta.dirname, "../..");
// The originals the film's team drops in, and the copies the site serves with their captions written in.
const uploadsDir = path.join(root, "content/uploads");
const servedUploadsDir = path.join(root, "public/uploads");
const generatedDir = path.join(root, "src/generated");

function fail(problems: string[]): never {
  console.error(problemReport(problems));
  process.exit(1);
}

async function main() {
  // The content files first: the content modules the other checks read are built from them.
  const files = loadCollections();
  if (files.problems.length > 0) fail(files.problems);
  if (files.warnings.length > 0) {
    console.warn(`Content to update (${files.warnings.length}; the build goes on):\n${files.warnings.map((w) => `  - ${w}`).join("\n")}`);
  }
  // Imported only now: these read the content modules (page titles, site assets), which import
  // what was just written.
  const { contentProblems, referencedImages } = await import("./content/content-check");
  const { writeSiteAssets } = await import("./assets/site-assets");
  const { writeLaurels } = await import("./assets/laurels");
  const { allLaurels, laurels, laurelsArchivePath } = await import("../../src/content/laurels");
  const { writeCalendarFiles } = await import("./assets/calendar-files");

  const problems = [
    ...(await contentProblems({ uploadsDir, files: files.files })),
    ...(await archiveProblems(uploadsDir, listArchiveFiles(uploadsDir))),
  ];
  if (problems.length > 0) fail(problems);

  // The served copies, each with its press caption inside; then the stills archive's list, of
  // every file of the folder as served (so its sizes and CRCs are the tagged files'), made here
  // so it can never name a file that is not there.
  const tagging = Date.now();
  const tagged = await writeTaggedUploads({
    sourceDir: uploadsDir,
    outDir: servedUploadsDir,
    stampFile: path.join(generatedDir, "tagged-uploads.json"),
    captionOf: embeddedCaptions(files.files),
  }).catch((error: unknown) => fail([(error as Error).message]));
  if (tagged.problems.length > 0) fail(tagged.problems);
  const uploads = listArchiveFiles(servedUploadsDir);
  const taggedIn = Date.now() - tagging;

  const started = Date.now();
  // Every upload gets resized copies: the pages show some, and /stills lists them all.
  const { manifest, made } = await buildResponsiveImages(
    [...referencedImages(files.files).map((r) => r.file), ...uploads.map((u) => u.name)],
    uploadsDir,
    path.join(root, "public/img"),
  );
  writeJson(path.join(generatedDir, "images.json"), manifest);
  const laurelSvgs = await writeLaurels(path.join(root, "public"), allLaurels).catch((error: unknown) =>
    fail([`content/festivals.yaml: ${(error as Error).message}`]),
  );
  await writeSiteAssets(
    path.join(root, "public"),
    laurels.map((l) => laurelSvgs.get(l.slug)!),
  );
  const screenings = writeCalendarFiles(path.join(root, "public"), (await import("../../src/content/screenings")).screenings);
  writeFileSync(path.join(generatedDir, "font-fallbacks.css"), await fontFallbackCss());

  writeJson(path.join(generatedDir, "uploads.json"), uploads);

  // Last: the PDFs are made from the content, the images and laurels written above, and written
  // to public/downloads.
  const measuring = Date.now();
  const { measureDownloads } = await import("./assets/download-sizes");
  const { sizes, layouts } = await measureDownloads(
    path.join(root, "public"),
    uploads,
    path.join(root, "public", laurelsArchivePath()),
  ).catch((error: unknown) => fail([`download sizes: ${(error as Error).message}`]));
  writeJson(path.join(generatedDir, "download-sizes.json"), sizes);
  writeJson(path.join(generatedDir, "pdf-layouts.json"), layouts);
  const measured = Date.now() - measuring;

  console.log(
    `Content OK. ${Object.keys(manifest).length} images resized (${made} copies made in ${Date.now() - started} ms), ${uploads.length} files in the stills archive (${tagged.written} captioned in ${taggedIn} ms${tagged.removed > 0 ? `, ${tagged.removed} removed` : ""})${allLaurels.length > 0 ? `, ${allLaurels.length} laurel(s)` : ""}, ${screenings} screening(s) in the calendar; PDFs made and download sizes measured in ${measured} ms.`,
  );
}

await main();
