// For the tests: the seed fixture's content files (fixtures/seed/content, today's content
// frozen) with a few of their texts edited, as the film's team would edit them, read and checked
// as the build reads them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { collectionOf, type CollectionName } from "#src/content/build-time/collections.ts";
import { readCollections } from "./read-collections.ts";

const root = path.resolve(import.meta.dirname, "../../../fixtures/seed");

/** The seed's text of a content file. */
export const textOf = (name: CollectionName) => readFileSync(path.join(root, collectionOf(name).file), "utf8");

/** The line (from 1) of the `nth` occurrence of `find` in a content file's text. */
export function lineOf(name: CollectionName, find: string, nth = 1): number {
  const text = textOf(name);
  let at = -1;
  for (let i = 0; i < nth; i++) at = text.indexOf(find, at + 1);
  if (at === -1) throw new Error(`"${find}" is not in ${collectionOf(name).file}`);
  return text.slice(0, at).split("\n").length;
}

/**
 * An editor of `text` (the file `file`): `edited(find, replace, nth)` is the text with the `nth`
 * (from 1) occurrence of `find` replaced, and its line. An indented `find` is matched at the
 * start of a line, so never inside a comment's example.
 */
export function contentEditor(text: string, file: string) {
  return function edited(find: string, replace: string, nth = 1): { text: string; line: number } {
    let at = -1;
    const lineStart = find.startsWith(" ");
    for (let i = 0; i < nth; i++) at = lineStart ? text.indexOf(`\n${find}`, at + 1) + 1 || -1 : text.indexOf(find, at + 1);
    if (at === -1) throw new Error(`"${find}" is not in ${file}`);
    return { text: text.slice(0, at) + replace + text.slice(at + find.length), line: text.slice(0, at).split("\n").length };
  };
}

/** A replacement in one file: the `nth` (from 1) occurrence of `find` becomes `replace`. */
export type Edit = { find: string; replace: string; nth?: number };

/** Every content file as the build reads it, with the edits made first. */
export function withEdits(edits: Partial<Record<CollectionName, Edit | Edit[]>> = {}) {
  const texts: Partial<Record<CollectionName, string>> = {};
  for (const [name, list] of Object.entries(edits) as [CollectionName, Edit | Edit[]][]) {
    let text = textOf(name);
    for (const { find, replace, nth = 1 } of [list].flat()) {
      const at = text.split(find, nth).join(find).length;
      if (at >= text.length) throw new Error(`"${find}" is not in ${collectionOf(name).file}`);
      text = text.slice(0, at) + replace + text.slice(at + find.length);
    }
    texts[name] = text;
  }
  return readCollections({ root, edits: texts });
}
