// The stills archive (`High-Res Stills/` in the zip) holds every file of content/uploads, as the
// site serves it from public/uploads (its press caption written in). This lists them for
// src/generated/uploads.json and refuses what would break the archive once a journalist unzips
// it: names that collide or are not allowed on Windows or macOS, empty files and files that are
// not images.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { crc32 } from "node:zlib";

/**
 * One entry of the archive, as src/generated/uploads.json stores it. Size and CRC-32 let the
 * browser zip the files without reading them (src/press-kit/stored-zip.ts).
 */
export type ArchiveFile = { name: string; bytes: number; crc32: number };

/** Every file of the folder that goes into the archive: no dotfiles, no folders, sorted by name. */
export function listArchiveFiles(dir: string): ArchiveFile[] {
  return uploadNames(dir).map((name) => archiveEntry(dir, name));
}

/** The names of the files of the folder that go into the archive (each needs a press caption, content/captions.yaml). */
export function uploadNames(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => !name.startsWith(".") && statSync(path.join(dir, name)).isFile())
    .sort();
}

/** The one place an entry is built: fields added to uploads.json are added here. */
function archiveEntry(dir: string, name: string): ArchiveFile {
  const data = readFileSync(path.join(dir, name));
  return { name, bytes: data.length, crc32: crc32(data) };
}

// Characters Windows refuses in file names (macOS Finder refuses ":" and "/" too).
const forbiddenChars = /[\\/:*?"<>|]/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this finds
const controlChars = /[\u0000-\u001f\u007f]/;
const reservedWindowsNames = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i;

/** Why a name cannot be unzipped as it is on Windows or macOS, or undefined when it can. */
function unsafeNameReason(name: string): string | undefined {
  const forbidden = forbiddenChars.exec(name);
  if (forbidden) return `Windows does not allow ${forbidden[0]} in file names`;
  if (controlChars.test(name)) return "it contains a control character";
  if (/[. ]$/.test(name)) return "Windows drops a trailing dot or space";
  const reserved = reservedWindowsNames.exec(name);
  if (reserved) return `${reserved[1]} is a reserved name on Windows`;
  return undefined;
}

// Names are quoted as JSON strings, so quotes and control characters show as escapes.
const q = (name: string) => JSON.stringify(name);
const quoted = (names: string[]) => names.map(q).join(names.length === 2 ? " and " : ", ");

/**
 * One message per problem, naming the folder (`label`) and the files. Two names that differ
 * only in letter case or in Unicode form become one file on a case-insensitive file system
 * (the default on Windows and macOS), so the second silently overwrites the first.
 */
export async function archiveProblems(
  dir: string,
  files: ArchiveFile[] = listArchiveFiles(dir),
  label = "content/uploads",
): Promise<string[]> {
  const problems: string[] = [];

  const byKey = new Map<string, string[]>();
  for (const { name } of files) {
    const key = name.normalize("NFC").toLowerCase();
    byKey.set(key, [...(byKey.get(key) ?? []), name]);
  }
  for (const names of byKey.values()) {
    if (names.length < 2) continue;
    const sameLetters = new Set(names.map((n) => n.normalize("NFC"))).size === 1;
    const how = sameLetters ? " (the same letters in two Unicode forms)" : "";
    problems.push(`${label}: ${quoted(names)}${how} would overwrite each other in the stills archive`);
  }

  for (const { name } of files) {
    const reason = unsafeNameReason(name);
    if (reason) problems.push(`${label}: ${q(name)} cannot be unzipped on Windows or macOS (${reason})`);
  }

  const readProblems = await Promise.all(
    files.map(async ({ name, bytes }) => {
      if (bytes === 0) return `${label}: ${q(name)} is empty (0 bytes)`;
      try {
        const meta = await sharp(path.join(dir, name)).metadata();
        if (!meta.width || !meta.height) throw new Error("no dimensions");
        return undefined;
      } catch (error) {
        return `${label}: ${q(name)} is not a readable image (${(error as Error).message})`;
      }
    }),
  );
  problems.push(...readProblems.filter((p) => p !== undefined));
  return problems;
}
