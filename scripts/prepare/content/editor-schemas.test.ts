import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv } from "ajv";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { collectionOf, collections, type CollectionName } from "#src/content/build-time/collections.ts";
import { seedContent } from "../../test/fixture-site.ts";
import { editorSchemaOf, modelineOf, modelineWarnings, writeEditorSchemas } from "./editor-schemas.ts";

// A copy of the seed's content with the schemas written beside it, as a checkout has them after a build.
const root = mkdtempSync(path.join(tmpdir(), "editor-schemas-"));
cpSync(seedContent, path.join(root, "content"), { recursive: true, filter: (f) => !f.includes(`${path.sep}uploads`) });
const written = writeEditorSchemas(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const names = Object.keys(collections) as CollectionName[];
// A validator we did not write, reading draft-07 as the YAML language server does.
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
const validatorOf = (name: CollectionName) =>
  ajv.compile(JSON.parse(readFileSync(path.join(root, editorSchemaOf(name)), "utf8")) as object);
const dataOf = (name: CollectionName) => parse(readFileSync(path.join(root, collectionOf(name).file), "utf8")) as unknown;

describe("the content files' schemas for code editors", () => {
  it("are written for every file, one shared by the words files, in draft-07", () => {
    expect(written).toContain(editorSchemaOf("film"));
    expect(new Set(names.filter((n) => n.startsWith("words/")).map(editorSchemaOf)).size).toBe(1);
    for (const file of written) expect(JSON.parse(readFileSync(path.join(root, file), "utf8")).$schema).toMatch(/draft-07/);
  });

  it("take every file of the seed as it is", () => {
    for (const name of names) {
      const validate = validatorOf(name);
      expect(validate(dataOf(name)), `${collectionOf(name).file}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  it("refuse what the build refuses: six stars, a text in one language, a field no file has", () => {
    const reviews = dataOf("reviews") as { reviews: Record<string, unknown>[] };
    const validate = validatorOf("reviews");
    expect(validate({ reviews: [{ ...reviews.reviews[0]!, stars: 6 }] })).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toContain("/reviews/0/stars");

    const film = dataOf("film") as Record<string, unknown>;
    const validateFilm = validatorOf("film");
    expect(validateFilm({ ...film, tagline: { en: "A road movie." } })).toBe(false);
    expect(validateFilm.errors?.some((e) => e.instancePath === "/tagline" && e.params.missingProperty === "es")).toBe(true);
    expect(validateFilm({ ...film, director: "Someone" })).toBe(false);
  });

  it("carry the build's own words for an editor to show", () => {
    const reviews = JSON.parse(readFileSync(path.join(root, editorSchemaOf("reviews")), "utf8"));
    expect(reviews.properties.reviews.items.properties.stars.errorMessage).toBe("must be from 1 to 5 (halves allowed)");
  });

  it("are where each file's first line points", () => {
    for (const name of names) {
      const { file } = collectionOf(name);
      const line = readFileSync(path.join(root, file), "utf8").split("\n")[0]!;
      expect(line, file).toBe(modelineOf(name));
      const target = line.replace(/^# yaml-language-server: \$schema=/, "");
      expect(existsSync(path.resolve(path.dirname(path.join(root, file)), target)), `${file} → ${target}`).toBe(true);
    }
  });
});

describe("a content file without its schema line", () => {
  it("gets a warning naming the file and the line to write, and nothing else does", () => {
    expect(modelineWarnings(root)).toEqual([]);
    const file = path.join(root, collectionOf("words/home").file);
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.slice(text.indexOf("\n") + 1));
    try {
      expect(modelineWarnings(root)).toEqual([
        `${collectionOf("words/home").file}:1: start the file with the line "# yaml-language-server: $schema=../../src/generated/schemas/words.json", so that an editor such as VS Code completes and checks its fields as you type (the site builds the same without it)`,
      ]);
    } finally {
      writeFileSync(file, text);
    }
  });
});
