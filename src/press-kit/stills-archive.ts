import uploads from "../generated/uploads.json";
import { pressCaption, usageTerms } from "../content/lazy/captions.ts";
import { fileNames } from "../content/lazy/notifications.ts";
import { captionsList, files as fileWords } from "#lang/words/press-kit.json";
import { fill } from "../lib/fill.ts";
import type { Progress } from "./progress.ts";
import { crc32, storedZip, storedZipSize, type StoredEntry } from "./stored-zip.ts";

/** An original of the uploads folder, with the size and CRC-32 the build measured. */
export type Upload = { name: string; bytes: number; crc32: number };

/** The archive's folder, then every file in it, named as the zip names them. */
const folderName = `${fileNames.stillsFolder}/`;
const fileEntryName = (f: Upload) => `${fileNames.stillsFolder}/${f.name}`;

/** The captions of the archive's files, as plain text for editors without a metadata viewer: Captions.txt. */
export const captionsFileName = fileWords.captionsFile;
const captionsEntryName = `${fileNames.stillsFolder}/${captionsFileName}`;

/**
 * Captions.txt: a heading, the advice and the usage terms, then a block per file (its name,
 * caption, credit and copyright line, a line each), in the archive's order. UTF-8 with a byte order mark and Windows line ends, so Notepad (old
 * versions too) and TextEdit both open it with its accents and lines as written. One function
 * for the browser's archive and the build's measure of it, so the size on the card is exact.
 */
export function captionsText(files: readonly Pick<Upload, "name">[]): string {
  const blocks = files.map(({ name }) => {
    const press = pressCaption(name);
    if (!press) throw new Error(`${name}: no press caption`);
    return [name, press.caption, press.credit, press.copyright].join("\r\n");
  });
  const head = [
    fill(captionsList.heading, { folder: fileNames.stillsFolder }),
    captionsList.advice,
    fill(captionsList.usage, { terms: usageTerms }),
  ].join("\r\n");
  return `\uFEFF${[head, ...blocks].join("\r\n\r\n")}\r\n`;
}

const captionsBytes = (files: readonly Upload[]) => new TextEncoder().encode(captionsText(files));

/** The size in bytes of the archive buildStillsArchive makes of these files: the build shows it on the card. */
export function stillsArchiveSize(files: Upload[] = uploads): number {
  return storedZipSize([
    { name: folderName },
    { name: captionsEntryName, size: captionsBytes(files).length },
    ...files.map((f) => ({ name: fileEntryName(f), size: f.bytes })),
  ]);
}

/** Requests in flight at once: what a browser opens to one host over HTTP/1.1. */
export const PARALLEL_FETCHES = 6;

/**
 * Every original in the uploads folder (listed at build time), fetched from the site and
 * stored, not recompressed, under its own name in one folder, after Captions.txt, which lists
 * the caption and credit of exactly these files. The files stay Blobs in the browser's store;
 * the zip only adds headers around them (stored-zip.ts). Any failed fetch, or a file that is
 * not the one the build measured, rejects the whole archive, so nothing partial is ever saved.
 */
export async function buildStillsArchive(onProgress: (p: Progress) => void = () => {}, files: Upload[] = uploads): Promise<Blob> {
  const captions = captionsBytes(files);
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
      const response = await fetch(`/uploads/${encodeURIComponent(f.name)}`, { signal: abort.signal });
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
    { name: folderName, lastModified: modified },
    // First, where a file manager lists it too (names sorted without regard to case).
    { name: captionsEntryName, data: new Blob([captions]), crc32: crc32(captions), lastModified: modified },
    ...files.map((f, i) => ({ name: fileEntryName(f), data: blobs[i]!, crc32: f.crc32, lastModified: modified })),
  ];
  return storedZip(entries);
}

/** The archive of the named files only (the stills a visitor chose on /stills), in the archive's order. */
export function buildChosenStills(names: string[], onProgress?: (p: Progress) => void): Promise<Blob> {
  const chosen = new Set(names);
  const files = uploads.filter((f) => chosen.has(f.name));
  if (files.length !== chosen.size)
    return Promise.reject(new Error(`Not in the archive: ${names.filter((n) => !files.some((f) => f.name === n)).join(", ")}`));
  return buildStillsArchive(onProgress, files);
}
