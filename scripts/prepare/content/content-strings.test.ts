import { describe, expect, it } from "vitest";
import { contentStrings } from "./content-strings";
import { lineOf, withEdits } from "./edited-content";

const { files } = withEdits();

describe("content strings", () => {
  it("reads every content file with text in it, in the registry's order, the film's facts first", () => {
    expect([...new Set(contentStrings(files).map((s) => s.file))]).toEqual([
      "content/film.yaml",
      "content/synopsis.md",
      "content/directors-statement.md",
      "content/release-strategy.md",
      "content/people.yaml",
      "content/bios.md",
      "content/stills.yaml",
      "content/captions.yaml",
      "content/links.yaml",
      "content/contact.yaml",
      "content/downloads.yaml",
      "content/notifications.yaml",
      "content/festivals.yaml",
      "content/festival-strategy.md",
    ]);
  });

  it("names each string by file, line and field, with the label of its group", () => {
    const strings = contentStrings(files);
    expect(strings).toContainEqual({
      file: "content/people.yaml",
      where: `content/people.yaml:${lineOf("people", "name: Daniel Reyes-Hart")}`,
      field: "name",
      path: "keyCrew[0].name",
      key: "name",
      value: "Daniel Reyes-Hart",
    });
    expect(strings).toContainEqual({
      file: "content/film.yaml",
      where: `content/film.yaml:${lineOf("film", "when: Spring 2024")}`,
      field: "when",
      path: "developmentStages[0].when",
      key: "when",
      value: "Spring 2024",
      label: "Development",
    });
  });

  it("names a Markdown text by its file and the line its paragraph starts on", () => {
    const strings = contentStrings(files);
    expect(strings).toContainEqual({
      file: "content/synopsis.md",
      where: `content/synopsis.md:${lineOf("synopsis", "With no car")}`,
      field: "",
      path: "paragraphs[1]",
      key: "synopsis",
      value: expect.stringMatching(/^With no car and little money, Maya sets out on foot/),
    });
    expect(strings).toContainEqual(
      expect.objectContaining({
        file: "content/bios.md",
        where: `content/bios.md:${lineOf("bios", "Rafael Ortega is")}`,
        path: "sections[1].text",
      }),
    );
  });

  it("reads texts with their placeholders put in", () => {
    const bio = contentStrings(files).find((s) => s.path === "sections[0].text" && s.file === "content/bios.md");
    expect(bio?.value).toContain("before Girasol, her first leading role");
  });

  it("skips numbers and booleans", () => {
    const links = { data: { a: 3, c: { d: true, e: ["yes"] } }, problems: [], where: () => "content/links.yaml:9" };
    expect(contentStrings({ links })).toEqual([
      { file: "content/links.yaml", where: "content/links.yaml:9", field: "e", path: "c.e[0]", key: "e", value: "yes" },
    ]);
  });
});
