// Runs before every build and dev server: refuses broken content with one message per
// problem, then makes the resized image copies and the lists the site reads at build time.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { archiveProblems, listArchiveFiles } from "./content/archive-files";
import { loadCollections, problemReport } from "./content/load-collections";
import { buildResponsiveImages, writeJson } from "./assets/responsive-images";
import { fontFallbackCss } from "./assets/font-fallbacks";

const root = path.resolve(import.meta.dirname, "../..");
const uploadsDir = path.join(root, "public/uploads");
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

  // The stills archive holds every file of the uploads folder, listed here so it can never
  // name a file that is not there.
  const uploads = listArchiveFiles(uploadsDir);
  const problems = [...(await contentProblems({ uploadsDir, files: files.files })), ...(await archiveProblems(uploadsDir, uploads))];
  if (problems.length > 0) fail(problems);

  const started = Date.now();
  const { manifest, made } = await buildResponsiveImages(
    referencedImages(files.files).map((r) => r.file),
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
    `Content OK. ${Object.keys(manifest).length} images on pages (${made} copies made in ${Date.now() - started} ms), ${uploads.length} files in the stills archive${allLaurels.length > 0 ? `, ${allLaurels.length} laurel(s)` : ""}, ${screenings} screening(s) in the calendar; PDFs made and download sizes measured in ${measured} ms.`,
  );
}

await main();
