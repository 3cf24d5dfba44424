import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { collections } from "./collections.ts";

// Each file of words is written once, in content/words/: the registry takes it from the folder,
// and the code reads it by its name (`#lang/words/home.json`). A file no code reads, or a name the
// code reads that no file has, is a name in one place only.
const repo = path.resolve(import.meta.dirname, "../../..");

/** The words files the code reads ("words/home"), in the modules of `dirs` (tests and generated files aside). */
function wordsReadIn(dirs: string[]): Set<string> {
  const read = new Set<string>();
  for (const dir of dirs)
    for (const file of readdirSync(path.join(repo, dir), { recursive: true, encoding: "utf8" })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || file.startsWith("generated")) continue;
      for (const [, name] of readFileSync(path.join(repo, dir, file), "utf8").matchAll(/\bwords\/([a-z-]+)(?:\.json)?["'`]/g))
        read.add(`words/${name}`);
    }
  return read;
}

/** What is named in one place only: files no code reads, and names read that no file has. */
function inOnePlace(files: string[], read: Set<string>): string[] {
  return [
    ...files.filter((f) => !read.has(f)).map((f) => `${f}: a file of words no code reads`),
    ...[...read].filter((r) => !files.includes(r)).map((r) => `${r}: read by the code, but there is no such file in content/words`),
  ];
}

describe("the words files", () => {
  const files = Object.keys(collections).filter((name) => name.startsWith("words/"));

  it("are each a file of content/words/ that the site's code reads, and the code reads no other", () => {
    expect(files.length).toBeGreaterThan(0);
    expect(inOnePlace(files, wordsReadIn(["src", "scripts"]))).toEqual([]);
  });

  it("would be refused with the name that is in one place only", () => {
    const read = new Set(files);
    read.delete(files[0]!);
    read.add("words/trailer");
    expect(inOnePlace(files, read)).toEqual([
      `${files[0]}: a file of words no code reads`,
      "words/trailer: read by the code, but there is no such file in content/words",
    ]);
  });
});
