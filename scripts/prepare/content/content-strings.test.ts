import { describe, expect, it } from "vitest";
import { contentStrings, loadContentModules } from "./content-strings";

describe("content strings", () => {
  it("reads every content module, film.ts first and facts.ts last", async () => {
    const modules = await loadContentModules();
    expect(modules.map((m) => m.file)).toEqual([
      "src/content/film.ts",
      "src/content/contact.ts",
      "src/content/downloads.ts",
      "src/content/festivals.ts",
      "src/content/links.ts",
      "src/content/notifications.ts",
      "src/content/people.ts",
      "src/content/reviews.ts",
      "src/content/screenings.ts",
      "src/content/site.ts",
      "src/content/stills.ts",
      "src/content/facts.ts",
    ]);
  });

  it("names each string by file and field path, with the label of its object", async () => {
    const strings = contentStrings(await loadContentModules());
    expect(strings).toContainEqual({
      file: "src/content/site.ts",
      path: "navLinks[2].to",
      key: "to",
      value: "/cast-crew",
      label: "Cast & Crew",
    });
    expect(strings).toContainEqual({
      file: "src/content/film.ts",
      path: "film.synopsis[0]",
      key: "synopsis",
      value: expect.stringMatching(/^Maya/),
    });
    expect(strings).toContainEqual({
      file: "src/content/facts.ts",
      path: "technicalDetails[7].value",
      key: "value",
      value: "£20,000",
      label: "Budget",
    });
  });

  it("walks an object reached twice once, where it is first reached", async () => {
    const strings = contentStrings(await loadContentModules());
    // keyPersonnel.director (facts.ts) is keyCrew[0] (people.ts); pressStills re-use journeyStills.
    expect(strings.filter((s) => s.value === "Daniel Reyes-Hart" && s.key === "name").map((s) => `${s.file}: ${s.path}`)).toEqual([
      "src/content/contact.ts: pressContact.name",
      "src/content/people.ts: keyCrew[0].name",
    ]);
    expect(strings.some((s) => s.path.startsWith("pressStills"))).toBe(false);
  });

  it("skips functions, numbers and booleans", () => {
    const strings = contentStrings([{ file: "src/content/x.ts", exports: { a: () => "no", b: 3, c: { d: true, e: ["yes"] } } }]);
    expect(strings).toEqual([{ file: "src/content/x.ts", path: "c.e[0]", key: "e", value: "yes" }]);
  });
});
