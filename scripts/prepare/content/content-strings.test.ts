import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentStrings } from "#src/content/build-time/check/content-strings.ts";
import { lineOf, withEdits } from "./edited-content.ts";

const { files } = withEdits();
// The seed fixture, whose files withEdits reads.
const seed = path.resolve(import.meta.dirname, "../../../fixtures/seed");
// The seed's title and the first of its key crew, as its files write them.
const { title } = files.film.data as { title: string };
const firstCrew = (files.people.data as { keyCrew: { name: string }[] }).keyCrew[0]!.name;

describe("content strings", () => {
  it("reads every content file with text in it, in the registry's order, the film's facts first", () => {
    const wordsFiles = readdirSync(path.join(seed, "content/words"))
      .sort()
      .map((f) => `content/words/${f}`);
    expect([...new Set(contentStrings(files).map((s) => s.file))]).toEqual([
      "content/film.yaml",
      "content/texts.yaml",
      "content/people.yaml",
      "content/stills.yaml",
      "content/captions.yaml",
      "content/links.yaml",
      "content/contact.yaml",
      "content/downloads.yaml",
      "content/notifications.yaml",
      "content/festivals.yaml",
      "content/screening-copies.yaml",
      // The words files after the others, by name, as the registry takes them from their folder.
      ...wordsFiles,
    ]);
  });

  it("names each string by file, line and field, with the label of its group", () => {
    const strings = contentStrings(files);
    expect(strings).toContainEqual({
      file: "content/people.yaml",
      where: `content/people.yaml:${lineOf("people", `name: ${firstCrew}`)}`,
      field: "name",
      path: "keyCrew[0].name",
      key: "name",
      value: firstCrew,
    });
    expect(strings).toContainEqual({
      file: "content/film.yaml",
      where: `content/film.yaml:${lineOf("film", "en: Spring 2024")}`,
      field: "when",
      path: "developmentStages[0].when",
      key: "when",
      value: "Spring 2024",
      label: "Development",
    });
  });

  it("reads each language, a long text by paragraph on the line of that language's text", () => {
    const synopsis = (lang: "en" | "es") => contentStrings(files, lang).filter((s) => s.path.startsWith("synopsis["));
    expect(synopsis("en")[1]).toEqual({
      file: "content/texts.yaml",
      where: `content/texts.yaml:${lineOf("texts", "Maya, a young woman") - 1}`,
      field: "synopsis",
      path: "synopsis[1]",
      key: "synopsis",
      value: expect.stringMatching(/^With no car and little money, Maya sets out on foot/),
    });
    expect(synopsis("es")[1]).toMatchObject({
      where: `content/texts.yaml:${lineOf("texts", "Maya, una joven") - 1}`,
      value: expect.stringMatching(/^Sin coche y con poco dinero/),
    });
    // A name written once reads the same in both, on its own line.
    const director = (lang: "en" | "es") => contentStrings(files, lang).find((s) => s.path === "keyCrew[0].name");
    expect(director("es")).toEqual(director("en"));
  });

  it("reads texts with their placeholders put in", () => {
    const bio = contentStrings(files).find((s) => s.path === "principalCast[0].bio");
    expect(bio?.value).toContain(`before ${title}, her first leading role`);
    expect(contentStrings(files, "es").find((s) => s.path === "principalCast[0].bio")?.value).toContain(`antes de ${title}`);
  });

  it("skips numbers and booleans", () => {
    const links = {
      file: "content/links.yaml",
      data: { a: 3, c: { d: true, e: ["yes"] } },
      problems: [],
      where: () => "content/links.yaml:9",
    };
    expect(contentStrings({ links })).toEqual([
      { file: "content/links.yaml", where: "content/links.yaml:9", field: "e", path: "c.e[0]", key: "e", value: "yes" },
    ]);
  });
});
