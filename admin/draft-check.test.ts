import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { jsonSchemaOf } from "#src/content/build-time/json-schema.ts";
import { collections } from "#src/content/build-time/collections.ts";
import { shapesOf } from "../scripts/admin/config.ts";
import { fromFile } from "./content-format.ts";
import { DraftCheck, withPhotoNames } from "./draft-check.ts";
import { pathsByLine, placeProblems, readProblem } from "./problem-places.ts";

// The editor's run of the build's content check, on the seed's files (today's content, frozen).
const seed = path.resolve(import.meta.dirname, "../fixtures/seed");
const text = (file: string) => readFileSync(path.join(seed, file), "utf8");
const shapes = (name: "festivals" | "film") => shapesOf(jsonSchemaOf(collections[name].schema));

function editor(): DraftCheck {
  const checker = new DraftCheck({
    wordsFiles: readdirSync(path.join(seed, "content/words")),
    uploads: readdirSync(path.join(seed, "content/uploads")).filter((f) => !f.startsWith(".")),
    pages: ["/", "/about", "/press"],
    files: [],
    origin: "https://lastwave.example",
  });
  for (const c of Object.values(collections)) checker.noteFile(c.file, text(c.file));
  return checker;
}

describe("where the editor shows a problem", () => {
  it("reads a problem's file, line and words, and a line's field", () => {
    expect(readProblem('content/festivals.yaml:67: country "Spain" is not a country code')).toEqual({
      file: "content/festivals.yaml",
      line: 67,
      words: 'country "Spain" is not a country code',
    });
    expect(readProblem("content/captions.yaml: x.jpg in content/uploads has no caption")).toEqual({
      file: "content/captions.yaml",
      words: "x.jpg in content/uploads has no caption",
    });
    const lines = pathsByLine(
      "title: La Dernière Vague\ntagline:\n  en: A dog\n  es: Una perra\nlist:\n  - name: A\n    city: B\n  - c.jpg\n",
    );
    expect([...lines]).toEqual([
      [1, ["title"]],
      [2, ["tagline"]],
      [3, ["tagline", "en"]],
      [4, ["tagline", "es"]],
      [5, ["list"]],
      [6, ["list", 0, "name"]],
      [7, ["list", 0, "city"]],
      [8, ["list", 1]],
    ]);
  });

  it("places a text's Spanish on the Spanish side, a value written once on the English, other files at the top", () => {
    const file = "content/film.yaml";
    const yaml = "title: La Dernière Vague\ntagline:\n  en: A dog\n  es: Una perra\n";
    expect(
      placeProblems(
        [`${file}:4: tagline (Spanish) is wrong`, `${file}:1: title is long`, "content/texts.yaml:3: synopsis states"],
        file,
        yaml,
      ),
    ).toEqual({
      placed: [
        { locale: "es", keyPath: "tagline", message: "tagline (Spanish) is wrong" },
        { locale: "en", keyPath: "title", message: "title is long" },
      ],
      elsewhere: ["content/texts.yaml:3: synopsis states"],
    });
  });
});

describe("the draft checked as the build checks it", () => {
  it("finds nothing in the seed's files as they are", () => {
    const { content } = fromFile(text("content/festivals.yaml"));
    expect(editor().check("content/festivals.yaml", content, shapes("festivals")).all).toEqual([]);
  });

  it("says the build's words at the field: a country written as a name", () => {
    const { content } = fromFile(text("content/festivals.yaml"));
    const submissions = (content.en!.submissions as { country: string }[]).map((s, i) => (i === 2 ? { ...s, country: "Spain" } : s));
    const result = editor().check("content/festivals.yaml", { ...content, en: { ...content.en, submissions } }, shapes("festivals"));
    expect(result.placed).toEqual([
      { locale: "en", keyPath: "submissions.2.country", message: expect.stringMatching(/^country "Spain" is not a country code/) },
    ]);
  });

  it("checks the other files against the draft: the texts' runtime against the film's", () => {
    const checker = editor();
    const texts = text("content/texts.yaml").replace("    Maya, a young woman", "    The film runs 97 minutes. Maya, a young woman");
    checker.noteFile("content/texts.yaml", texts);
    const { content } = fromFile(text("content/film.yaml"));
    expect(checker.check("content/film.yaml", content, shapes("film")).all).toEqual([]);
    const result = checker.check("content/film.yaml", { ...content, en: { ...content.en, runtimeMinutes: 95 } }, shapes("film"));
    expect(result.elsewhere.length).toBeGreaterThan(0);
    for (const p of result.elsewhere)
      expect(p).toMatch(/^content\/(?!film\.yaml)[\w/-]+\.yaml:\d+: .+ states runtime "97[^"]*" but content\/film\.yaml says 95/);
  });

  it("takes a photo uploaded with the entry as a file of content/uploads under a name of its own", () => {
    const draft = { en: { keyArt: { file: "blob:http://localhost/1234" }, poster: { file: "/content/uploads/poster.jpg" } } };
    const named = withPhotoNames(draft, { "keyArt.file": "image", "poster.file": "image" });
    expect(named).toEqual({
      content: { en: { keyArt: { file: "new-photo-1.jpg" }, poster: { file: "poster.jpg" } } },
      photos: ["new-photo-1.jpg", "poster.jpg"],
    });
  });
});
