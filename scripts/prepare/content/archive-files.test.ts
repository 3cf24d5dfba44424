import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { archiveProblems, listArchiveFiles } from "./archive-files.ts";
import { seedSite } from "../../test/fixture-site.ts";

// Builds throwaway uploads folders with deliberately broken files and asserts the messages.
// The seed fixture's images (the stand-in art).
const uploadsDir = path.join(seedSite, "content/uploads");
const realImage = path.join(uploadsDir, "poster.jpg");

function folderWith(names: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), "archive-"));
  for (const name of names) copyFileSync(realImage, path.join(dir, name));
  return dir;
}

describe("archive listing", () => {
  it("lists files only, without dotfiles, sorted, with their sizes and CRC-32s", () => {
    const dir = folderWith(["b.jpg", "a.jpg"]);
    writeFileSync(path.join(dir, ".DS_Store"), "x");
    mkdirSync(path.join(dir, "drafts"));
    const data = readFileSync(path.join(uploadsDir, "poster.jpg"));
    const [bytes, crc] = [data.length, crc32(data)];
    expect(listArchiveFiles(dir)).toEqual([
      { name: "a.jpg", bytes, crc32: crc },
      { name: "b.jpg", bytes, crc32: crc },
    ]);
  });

  it("passes the real uploads folder", async () => {
    const files = listArchiveFiles(uploadsDir);
    expect(files.length).toBeGreaterThan(70);
    expect(await archiveProblems(uploadsDir, files)).toEqual([]);
  });
});

describe("archive problems", () => {
  it("refuses names that differ only in letter case", async () => {
    const dir = folderWith(["Still-01.jpg", "still-01.jpg", "still-02.jpg"]);
    expect(await archiveProblems(dir)).toEqual([
      'content/uploads: "Still-01.jpg" and "still-01.jpg" would overwrite each other in the stills archive',
    ]);
  });

  it("refuses names that differ only in Unicode form, and names all of a group once", async () => {
    const nfc = "caf\u00e9.jpg";
    const nfd = "cafe\u0301.jpg";
    const dir = folderWith([nfc, nfd, "A.jpg", "a.jpg", "a.JPG"]);
    expect(await archiveProblems(dir)).toEqual([
      'content/uploads: "A.jpg", "a.JPG", "a.jpg" would overwrite each other in the stills archive',
      `content/uploads: "${nfd}" and "${nfc}" (the same letters in two Unicode forms) would overwrite each other in the stills archive`,
    ]);
  });

  it("refuses names Windows or macOS cannot unzip", async () => {
    const dir = folderWith([
      "still:01.jpg",
      "still 02 .jpg",
      "still-03.jpg.",
      "still-04.jpg ",
      "still\u000705.jpg",
      "aux.jpg",
      'say "hi".jpg',
    ]);
    // Sorted by name: the control character (U+0007) sorts before the space, "-" and ":".
    expect(await archiveProblems(dir)).toEqual([
      'content/uploads: "aux.jpg" cannot be unzipped on Windows or macOS (aux is a reserved name on Windows)',
      'content/uploads: "say \\"hi\\".jpg" cannot be unzipped on Windows or macOS (Windows does not allow " in file names)',
      'content/uploads: "still\\u000705.jpg" cannot be unzipped on Windows or macOS (it contains a control character)',
      'content/uploads: "still-03.jpg." cannot be unzipped on Windows or macOS (Windows drops a trailing dot or space)',
      'content/uploads: "still-04.jpg " cannot be unzipped on Windows or macOS (Windows drops a trailing dot or space)',
      'content/uploads: "still:01.jpg" cannot be unzipped on Windows or macOS (Windows does not allow : in file names)',
    ]);
  });

  it("refuses empty files and files that are not images, once each", async () => {
    const dir = folderWith(["still-01.jpg"]);
    writeFileSync(path.join(dir, "still-02.jpg"), "");
    writeFileSync(path.join(dir, "notes.txt"), "call the lab");
    const problems = await archiveProblems(dir);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^content\/uploads: "notes\.txt" is not a readable image \(.+\)$/);
    expect(problems[1]).toBe('content/uploads: "still-02.jpg" is empty (0 bytes)');
  });

  it("names the folder it is given", async () => {
    const dir = folderWith(["X.jpg", "x.jpg"]);
    expect(await archiveProblems(dir, listArchiveFiles(dir), "press/uploads")).toEqual([
      'press/uploads: "X.jpg" and "x.jpg" would overwrite each other in the stills archive',
    ]);
  });
});
