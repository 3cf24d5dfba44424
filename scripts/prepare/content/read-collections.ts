// Reads the content files of src/content/build-time/collections.ts from disk and checks them
// with the rules of src/content/build-time/check/read-texts.ts, which the editor runs too.
import { readFileSync } from "node:fs";
import path from "node:path";
import { collections, type CollectionName } from "#src/content/build-time/collections.ts";
import { readTexts, type LoadedFiles } from "#src/content/build-time/check/read-texts.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "../../..");

/** Every content file's text under `root`, by collection name. */
export function contentTexts(root = repositoryRoot): Record<CollectionName, string> {
  return Object.fromEntries(
    Object.entries(collections).map(([name, c]) => [name, readFileSync(path.join(root, c.file), "utf8")]),
  ) as Record<CollectionName, string>;
}

/**
 * Reads and checks every collection, with `edits` standing in for the text of some files (so
 * tests break a file as the team would).
 */
export function readCollections({ root = repositoryRoot, edits = {} as Partial<Record<CollectionName, string>> } = {}): {
  files: LoadedFiles;
  problems: string[];
} {
  return readTexts({ ...contentTexts(root), ...edits } as Record<string, string>, collections);
}
