import uploads from "../generated/uploads.json";
import webCopies from "../generated/web-copies.json";
import { pressCaption, usageTerms } from "../content/lazy/captions.ts";
import { fileNames } from "../content/lazy/notifications.ts";
import { captionsList, files as fileWords } from "#lang/words/press-kit.json";
import { fill } from "../lib/fill.ts";
import { webCopiesFolder } from "../lib/web-copy.ts";
import type { Progress } from "./progress.ts";
import { crc32, storedZip, storedZipSize, type StoredEntry } from "./stored-zip.ts";

/**
 * A file of the archive, with the size and CRC-32 the build measured: an original of the
 * uploads folder, or its web copy (`original` naming the file whose caption it carries).
 */
export type Upload = { name: string; bytes: number; crc32: number; original?: string };

/** The two sizes press take: the originals, for print, or their web copies (2048 px, under 1 MB). */
export type StillsSize = "print" | "web";

/** Where each size is served, and the folder its files are zipped in. */
const served: Record<StillsSize, { from: string; folder: string }> = {
  print: { from: "/uploads", folder: fileNames.stillsFolder },
  web: { from: webCopiesFolder, folder: fileNames.webStillsFolder },
};

const webCopyOf: Record<string, Upload> = webCopies;

/** The named originals, or their web copies, in the archive's order; a name not in the archive rejects. */
export function archiveFiles(names: readonly string[], size: StillsSize): Upload[] {
  const chosen = new Set(names);
  const originals = uploads.filter((f) => chosen.has(f.name));
  if (originals.length !== chosen.size)
    throw new Error(`Not in the archive: ${names.filter((n) => !originals.some((f) => f.name === n)).join(", ")}`);
  if (size === "print") return originals;
  return originals.map((f) => {
    const web = webCopyOf[f.name];
    if (!web) throw new Error(`${f.name}: no web copy; run scripts/prepare/index.ts`);
    return { name: web.name, bytes: web.bytes, crc32: web.crc32, original: f.name };
  });
}

/** The captions of the archive's files, as plain text for editors without a metadata viewer: Captions.txt. */
export const captionsFileName = fileWords.captionsFile;

/** The archive's folder, Captions.txt, then every file in it, named as the zip names them. */
const entryNames = (size: StillsSize) => {
  const { folder } = served[size];
  return { folder: `${folder}/`, captions: `${folder}/${captionsFileName}`, file: (f: Upload) => `${folder}/${f.name}` };
};

/**
 * Captions.txt: a heading, the advice and the usage terms, then a block per file (its name,
 * caption, credit and copyright line, a line each), in the archive's order. UTF-8 with a byte order mark and Windows line ends, so Notepad (old
 * versions too) and TextEdit both open it with its accents and lines as written. One function
 * for the browser's archive and the build's measure of it, so the size on the card is exact.
 */
export function captionsText(files: readonly Pick<Upload, "name" | "original">[], size: StillsSize = "print"): string {
  const blocks = files.map(({ name, original }) => {
    const press = pressCaption(original ?? name);
    if (!press) throw new Error(`${name}: no press caption`);
    return [name, press.caption, press.credit, press.copyright].join("\r\n");
  });
  const head = [
    fill(captionsList.heading, { folder: served[size].folder }),
    captionsList.advice,
    fill(captionsList.usage, { terms: usageTerms }),
  ].join("\r\n");
  return `\uFEFF${[head, ...blocks].join("\r\n\r\n")}\r\n`;
}

const captionsBytes = (files: readonly Upload[], size: StillsSize) => new TextEncoder().encode(captionsText(files, size));

/** The size in bytes of the archive buildStillsArchive makes of these files: the build shows it on the card. */
export function stillsArchiveSize(files: Upload[] = uploads, size: StillsSize = "print"): number {
  const names = entryNames(size);
  return storedZipSize([
    { name: names.folder },
    { name: names.captions, size: captionsBytes(files, size).length },
    ...files.map((f) => ({ name: names.file(f), size: f.bytes })),
  ]);
}

/** Requests in flight at once: what a browser opens to one host over HTTP/1.1. */
export const PARALLEL_FETCHES = 6;

/**
 * Every original in the uploads folder (listed at build time), or the web copies of `files`
 * (size "web"), fetched from the site and stored, not recompressed, under its own name in one
 * folder, after Captions.txt, which lists the caption and credit of exactly these files. The files stay Blobs in the browser's store;
 * the zip only adds headers around them (stored-zip.ts). Any failed fetch, or a file that is
 * not the one the build measured, rejects the whole archive, so nothing partial is ever saved.
 */
export async function buildStillsArchive(
  onProgress: (p: Progress) => void = () => {},
  files: Upload[] = uploads,
  size: StillsSize = "print",
): Promise<Blob> {
  const captions = captionsBytes(files, size);
  const names = entryNames(size);
  const total = files.length;
  const blobs: Blob[] = new Array(total);
  const abort = new AbortController();
  let next = 0;
  let done = 0;
  onProgress({ done, total });

  async function worker() {
    while (next < total) {
      const i = next++;
      const f = files[i]!;
      const response = await fetch(`${served[size].from}/${encodeURIComponent(f.name)}`, { signal: abort.signal });
      if (!response.ok) throw new Error(`${f.name}: HTTP ${response.status}`);
      const blob = await response.blob();
      // The CRC in the zip is the build's: a file changed since (or by the host) would corrupt it.
      if (blob.size !== f.bytes) throw new Error(`${f.name}: ${blob.size} bytes served, ${f.bytes} at build time`);
      blobs[i] = blob;
      onProgress({ done: ++done, total });
    }
  }

  try {
    await Promise.all(Array.from({ length: Math.min(PARALLEL_FETCHES, total) }, worker));
  } catch (error) {
    abort.abort(); // stop the other requests; nothing is kept
    throw error;
  }
  const modified = new Date();
  const entries: StoredEntry[] = [
    { name: names.folder, lastModified: modified },
    // First, where a file manager lists it too (names sorted without regard to case).
    { name: names.captions, data: new Blob([captions]), crc32: crc32(captions), lastModified: modified },
    ...files.map((f, i) => ({ name: names.file(f), data: blobs[i]!, crc32: f.crc32, lastModified: modified })),
  ];
  return storedZip(entries);
}

/** The archive of the named files only (the stills a visitor chose on /stills), in the archive's order, originals or web copies. */
export function buildChosenStills(names: string[], onProgress?: (p: Progress) => void, size: StillsSize = "print"): Promise<Blob> {
  try {
    return buildStillsArchive(onProgress, archiveFiles(names, size), size);
  } catch (error) {
    return Promise.reject(error as Error);
  }
}
