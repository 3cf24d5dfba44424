// Runs before every build and dev server: refuses broken content with one message per
// problem, then makes the resized image copies and the lists the site reads at build time.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { archiveProblems, listArchiveFiles } from "./content/archive-files";
import { contentProblems, referencedImages } from "./content/content-check";
import { buildResponsiveImages, writeJson } from "./assets/responsive-images";
import { writeSiteAssets } from "./assets/site-assets";
import { fontFallbackCss } from "./assets/font-fallbacks";

const root = path.resolve(import.meta.dirname, "../..");
const uploadsDir = path.join(root, "public/uploads");
const generatedDir = path.join(root, "src/generated");

async function main() {
  // The stills archive holds every file of the uploads folder, listed here so it can never
  // name a file that is not there.
  const uploads = listArchiveFiles(uploadsDir);
  const problems = [...(await contentProblems({ uploadsDir })), ...(await archiveProblems(uploadsDir, uploads))];
  if (problems.length > 0) {
    console.error(`Content check failed with ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }

  const started = Date.now();
  const { manifest, made } = await buildResponsiveImages(
    referencedImages().map((r) => r.file),
    uploadsDir,
    path.join(root, "public/img"),
  );
  writeJson(path.join(generatedDir, "images.json"), manifest);
  await writeSiteAssets(path.join(root, "public"));
  writeFileSync(path.join(generatedDir, "font-fallbacks.css"), await fontFallbackCss());

  writeJson(path.join(generatedDir, "uploads.json"), uploads);

  console.log(
    `Content OK. ${Object.keys(manifest).length} images on pages (${made} copies made in ${Date.now() - started} ms), ${uploads.length} files in the stills archive.`,
  );
}

await main();
