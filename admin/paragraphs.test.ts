import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { collections } from "#src/content/build-time/collections.ts";
import { jsonSchemaOf } from "#src/content/build-time/json-schema.ts";
import { paragraphsOf } from "#src/content/build-time/schema/localized-text.ts";
import { shapesOf } from "../scripts/admin/config.ts";
import { fromFile, toFile } from "./content-format.ts";
import { rewrapped, unwrapped } from "./paragraphs.ts";

// The seed fixture's long texts (today's content, frozen), as the editor shows them and writes them back.
const seed = path.resolve(import.meta.dirname, "../fixtures/seed");
const fileOf = (name: string) => Object.values(collections).find((c) => c.file === `content/${name}.yaml`)!;
const opened = (name: string) => {
  const c = fileOf(name);
  const text = readFileSync(path.join(seed, c.file), "utf8");
  const shapes = shapesOf(jsonSchemaOf(c.schema));
  return { text, shapes, ...fromFile(text, shapes) };
};
const lineDiff = (a: string, b: string) => {
  const [x, y] = [a.split("\n"), b.split("\n")];
  return { removed: x.filter((l) => !y.includes(l)), added: y.filter((l) => !x.includes(l)) };
};

describe("the long texts in the editor", () => {
  const texts = opened("texts");
  const synopsis = texts.content.en!.synopsis as string;
  const inFile = (parse(texts.text) as { synopsis: { en: string } }).synopsis.en;

  it("shows each paragraph on one line, as the site reads it, a blank line between two", () => {
    expect(inFile.trim().split("\n").length).toBeGreaterThan(paragraphsOf(inFile).length);
    expect(synopsis.split("\n\n")).toEqual(paragraphsOf(inFile));
    expect(synopsis).not.toMatch(/[^\n]\n[^\n]/);
    // The bios and the release strategy's texts too.
    const people = opened("people");
    expect((people.content.es!.principalCast as { bio: string }[])[0]!.bio).not.toContain("\n");
  });

  it("writes every file back as it was when nothing changed", () => {
    for (const name of ["texts", "people"]) {
      const { text, shapes, doc, content } = opened(name);
      expect(toFile(doc, content, shapes), name).toBe(text);
    }
  });

  it("writes a one-word change as a one-line change, the file's wrapping kept", () => {
    const { text, shapes, doc, content } = opened("texts");
    // A word the synopsis has once, in capitals.
    const words = synopsis.split(/\s+/);
    const word = words.find((w) => /^[a-z]{5,}$/.test(w) && words.filter((x) => x === w).length === 1)!;
    const edited = synopsis.replace(new RegExp(`\\b${word}\\b`), word.toUpperCase());
    const after = toFile(doc, { ...content, en: { ...content.en, synopsis: edited } }, shapes);
    const { removed, added } = lineDiff(text, after);
    expect(removed).toHaveLength(1);
    expect(added).toEqual([removed[0]!.replace(new RegExp(`\\b${word}\\b`), word.toUpperCase())]);
  });

  it("keeps each line whose words are still there when a sentence is added, and wraps a new paragraph at the file's width", () => {
    const before = inFile;
    const paragraphs = unwrapped(before).split("\n\n");
    paragraphs[0] = `${paragraphs[0]} She has not slept in two days, and the bar is closing for the season.`;
    paragraphs.push("A new paragraph, long enough to need more than one line of the file: ".repeat(4).trim());
    const after = rewrapped(before, paragraphs.join("\n\n"));
    const width = Math.max(...before.split("\n").map((l) => l.length));
    // The first paragraph's lines but its last are as they were; the others untouched; the new one wrapped.
    const [oldFirst, ...oldRest] = before.trimEnd().split("\n\n");
    const [newFirst, ...newRest] = after.trimEnd().split("\n\n");
    const oldLines = oldFirst!.split("\n");
    expect(newFirst!.split("\n").slice(0, oldLines.length - 1)).toEqual(oldLines.slice(0, -1));
    expect(newRest.slice(0, oldRest.length)).toEqual(oldRest);
    const added = newRest.at(-1)!.split("\n");
    expect(added.length).toBeGreaterThan(1);
    for (const line of added) expect(line.length).toBeLessThanOrEqual(width);
    expect(unwrapped(after)).toBe(paragraphs.join("\n\n"));
    expect(after.endsWith("\n")).toBe(before.endsWith("\n"));
  });
});
