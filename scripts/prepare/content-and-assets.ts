// The build's preparation once the site's languages are written (index.ts): refuses broken
// content with one message per problem, then makes the resized image copies and the lists the
// site reads at build time.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { languages } from "#src/lib/languages.ts";
import { nodeScriptArgs } from "../lib/node-scripts.ts";
import { archiveProblems, listArchiveFiles, uploadNames } from "./content/archive-files.ts";
import { annotations, onGitHubActions } from "./content/annotations.ts";
import { modelineWarnings, writeEditorSchemas } from "./content/editor-schemas.ts";
import { loadCollections } from "./content/load-collections.ts";
import { refuse } from "./content/refuse.ts";
import { printSizeWarnings } from "./content/print-size-warnings.ts";
import { referencedImages } from "#src/content/build-time/check/content-rules.ts";
import { artworkSizeWarnings } from "./assets/artwork-sizes.ts";
import { buildResponsiveImages, writeJson } from "./assets/responsive-images.ts";
import { siteText, writeFontFallbackCss } from "./assets/font-fallbacks.ts";
import { embeddedCaptions, writeTaggedUploads } from "./assets/tagged-uploads.ts";
import { makeWebCopies, webCopiesList } from "./assets/web-copies.ts";

const root = path.resolve(import.meta.dirname, "../..");
const execFileAsync = promisify(execFile);
// What has a process read the content of one language (SITE_LANG): `#lang/` resolved to its folder.
const languageHook = pathToFileURL(path.join(root, "scripts/lib/language-hook.ts")).href;
// The originals the film's team drops in, and the copies the site serves with their captions written in.
const uploadsDir = path.join(root, "content/uploads");
const servedUploadsDir = path.join(root, "public/uploads");
const generatedDir = path.join(root, "src/generated");

async function main() {
  // Code editors' schemas of the content files, then the files themselves: the content modules
  // the other checks read are built from them.
  writeEditorSchemas(root);
  const files = loadCollections();
  if (files.problems.length > 0) refuse(files.problems);
  // Imported only now: these read the content modules (page titles, site assets), which import
  // what was just written.
  const { contentProblems } = await import("./content/content-check.ts");
  const { writeSiteAssets } = await import("./assets/site-assets.ts");
  const { allLaurels } = await import("#src/content/laurels.ts");
  const { downloadsFolder } = await import("#src/content/lazy/notifications.ts");
  const { readCalendarContent, writeCalendarFiles } = await import("./assets/calendar-files.ts");

  const problems = [
    // Every file as written, what waits for its hour too: a change that would break the build then is refused now.
    ...(await contentProblems({ uploadsDir, files: files.files })),
    ...(await archiveProblems(uploadsDir, listArchiveFiles(uploadsDir))),
  ];
  if (problems.length > 0) refuse(problems);
  // What the team should update but the build can do without: said once, together.
  const { keyArt, poster } = await import("#src/content/index.ts");
  const warnings = [
    ...files.warnings,
    ...modelineWarnings(root),
    ...(await printSizeWarnings(uploadsDir, uploadNames(uploadsDir))),
    ...(await artworkSizeWarnings(uploadsDir, keyArt.file, poster.file)),
  ];
  if (warnings.length > 0) {
    console.warn(`Content to update (${warnings.length}; the build goes on):\n${warnings.map((w) => `  - ${w}`).join("\n")}`);
    if (onGitHubActions()) console.log(annotations(warnings, "warning", "Content to update"));
  }

  // The served copies, each with its press caption inside; then the stills archive's list, of
  // every file of the folder as served (so its sizes and CRCs are the tagged files'), made here
  // so it can never name a file that is not there.
  const tagging = Date.now();
  const captionOf = embeddedCaptions(files.shown);
  const tagged = await writeTaggedUploads({
    sourceDir: uploadsDir,
    outDir: servedUploadsDir,
    stampFile: path.join(generatedDir, "tagged-uploads.json"),
    captionOf,
  }).catch((error: unknown) => refuse([(error as Error).message]));
  if (tagged.problems.length > 0) refuse(tagged.problems);
  const uploads = listArchiveFiles(servedUploadsDir);
  // Each one's web copy, captioned the same way: made into src/generated/web-copies, then
  // written with the original's caption into public/uploads/web.
  const web = await makeWebCopies(
    uploads.map((u) => u.name),
    uploadsDir,
    path.join(generatedDir, "web-copies"),
  ).catch((error: unknown) => refuse([(error as Error).message]));
  if (web.problems.length > 0) refuse(web.problems);
  const originalOf = new Map(web.copies.map((c) => [c.name, c.original]));
  const taggedWeb = await writeTaggedUploads({
    sourceDir: path.join(generatedDir, "web-copies"),
    outDir: path.join(servedUploadsDir, "web"),
    stampFile: path.join(generatedDir, "tagged-web-copies.json"),
    captionOf: (name) => captionOf(originalOf.get(name) ?? name),
    labels: { source: "src/generated/web-copies", out: "public/uploads/web" },
  }).catch((error: unknown) => refuse([(error as Error).message]));
  if (taggedWeb.problems.length > 0) refuse(taggedWeb.problems);
  writeJson(path.join(generatedDir, "web-copies.json"), webCopiesList(web.copies, path.join(servedUploadsDir, "web")));
  const taggedIn = Date.now() - tagging;

  const started = Date.now();
  // Every upload gets resized copies: the pages show some, and /stills lists them all.
  const { manifest, made, cached } = await buildResponsiveImages(
    [...referencedImages(files.shown).map((r) => r.file), ...uploads.map((u) => u.name)],
    uploadsDir,
    path.join(root, "public/img"),
  );
  writeJson(path.join(generatedDir, "images.json"), manifest);
  // The laurels and the link preview are drawn in each language below (language-assets.ts).
  rmSync(path.join(root, "public/laurels"), { recursive: true, force: true });
  await writeSiteAssets(path.join(root, "public"));
  // Each language's calendar files (/screenings.ics, /es/screenings.ics...): as many screenings in each.
  const [screenings = 0] = languages.map((lang) => {
    const { language, screenings: list } = readCalendarContent(root, lang);
    return writeCalendarFiles(path.join(root, "public"), language, list);
  });

  writeJson(path.join(generatedDir, "uploads.json"), uploads);

  // Last, in each language: its laurels and link preview, then the PDFs, made from the content,
  // the images written above and those laurels, and written to public/downloads.
  const measuring = Date.now();
  // In each language, its content modules loaded in a process of their own (language-assets.ts),
  // the languages side by side: each writes only its own files, and most of the work (drawing the
  // artwork, sizing the PDFs' photographs) runs on one core.
  const inEachLanguage = await Promise.all(
    languages.map(async (lang) => {
      try {
        const { stdout, stderr } = await execFileAsync(
          process.execPath,
          [...nodeScriptArgs(root), "--import", languageHook, path.join(import.meta.dirname, "language-assets.ts"), root],
          { encoding: "utf8", maxBuffer: 16 * 1024 * 1024, env: { ...process.env, SITE_LANG: lang } },
        );
        // What it said on the way (a warning), as it would have said it in the build's own output.
        if (stderr) process.stderr.write(stderr);
        return JSON.parse(stdout.trim().split("\n").at(-1)!) as { downloads: string[]; problem?: string };
      } catch (error) {
        const { stderr = "", message } = error as { stderr?: string; message: string };
        return refuse([`the ${lang} artwork, PDFs and download sizes: ${stderr.trim() || message}`]);
      }
    }),
  );
  const undrawn = inEachLanguage.flatMap((m) => m.problem ?? []);
  if (undrawn.length > 0) refuse([...new Set(undrawn)]);
  // Measured on every text the pages show, the download sizes just written included: measured
  // before them, a fresh clone's first build set the fallback faces a few thousandths wider
  // than every later build of the same content.
  await writeFontFallbackCss(path.join(generatedDir, "font-fallbacks.css"), siteText(path.join(generatedDir, "content")));
  // Files in public/downloads that no language made now (an old title's PDFs or artwork) go.
  const downloads = path.join(root, "public", downloadsFolder);
  const kept = new Set(inEachLanguage.flatMap((m) => m.downloads.map((p) => path.basename(p))));
  for (const name of readdirSync(downloads)) if (!kept.has(name)) rmSync(path.join(downloads, name), { force: true });
  const measured = Date.now() - measuring;

  console.log(
    `Content OK. ${Object.keys(manifest).length} images resized (${made} copies made${cached > 0 ? `, ${cached} taken from the build cache` : ""} in ${Date.now() - started} ms), ${uploads.length} files in the stills archive (${tagged.written} captioned, ${web.made} web copies made${web.cached > 0 ? ` and ${web.cached} taken from the build cache` : ""}, ${taggedWeb.written} captioned, in ${taggedIn} ms${tagged.removed > 0 ? `, ${tagged.removed} removed` : ""})${allLaurels.length > 0 ? `, ${allLaurels.length} laurel(s)` : ""}, ${screenings} screening(s) in the calendar; PDFs made and download sizes measured in ${measured} ms.`,
  );
}

await main();
