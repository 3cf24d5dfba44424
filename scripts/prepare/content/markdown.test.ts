import { describe, expect, it } from "vitest";
import { collections } from "../../../src/content/collections";
import { lineOf, textOf, withEdits } from "./edited-content";
import { parseCollection } from "./load-collections";
import { placeholdersFor } from "./placeholders";

// The long texts of content/ as the film's team writes them in Markdown, one mistake at a time.
describe("Markdown content", () => {
  it("reads paragraphs, a line break inside one being a space, and leaves comments out", () => {
    const text = "<!-- A note\n   for the team. -->\n\nFirst line\nof the first paragraph.\n\n\nSecond paragraph.\n";
    expect(parseCollection(collections.synopsis, text)).toMatchObject({
      problems: [],
      data: { paragraphs: ["First line of the first paragraph.", "Second paragraph."] },
    });
  });

  it("reads a paragraph under each ## title", () => {
    const text = "## Festival circuit\n\nA premiere run.\n\n## Digital distribution\nA streaming service,\nthen video on demand.\n";
    expect(parseCollection(collections.releaseStrategy, text)).toMatchObject({
      problems: [],
      data: {
        sections: [
          { title: "Festival circuit", text: "A premiere run." },
          { title: "Digital distribution", text: "A streaming service, then video on demand." },
        ],
      },
    });
  });

  it("names the line of a heading in a file of paragraphs, and of text before the first title", () => {
    expect(parseCollection(collections.synopsis, "Maya is stranded.\n\n## The dog\n\nPipa chooses her.\n").problems).toEqual([
      'content/synopsis.md:3: "The dog" is a heading, and this file is one text in paragraphs: remove the #',
    ]);
    expect(parseCollection(collections.bios, "Elena trained in Bristol.\n\n## Elena Marsh\n\nShe learned Spanish.\n").problems).toEqual([
      'content/bios.md:1: this text comes before the first "## " title; put it under one',
    ]);
  });

  it("refuses a section of two paragraphs, one without text, a title with one # and an empty file", () => {
    const text = "## Festival circuit\n\nA premiere run.\n\nMore.\n\n# In-flight\n\nAirlines.\n\n## Theatrical\n";
    expect(parseCollection(collections.releaseStrategy, text).problems).toEqual([
      'content/release-strategy.md:7: write a section\'s title after two #, like "## In-flight"',
      'content/release-strategy.md:5: "Festival circuit" has 3 paragraphs and the site shows one: remove the blank line between them',
      'content/release-strategy.md:11: "Theatrical" has no text under it',
    ]);
    expect(parseCollection(collections.directorsStatement, "<!-- to write -->\n").problems).toEqual([
      "content/directors-statement.md:1: the file has no text",
    ]);
  });

  it("puts the film's title in for {title}, and names the line of a placeholder it does not know", () => {
    const placeholders = placeholdersFor("Los Girasoles");
    expect(parseCollection(collections.synopsis, "{title} is a road movie.\n", placeholders).data).toEqual({
      paragraphs: ["Los Girasoles is a road movie."],
    });
    expect(parseCollection(collections.synopsis, "Intro.\n\n{titel} is a road movie.\n", placeholders).problems).toEqual([
      "content/synopsis.md:3: {titel} is not a placeholder; a text may use {title}, {videoHost}, {firstNotification} and {lastNotification}",
    ]);
  });

  it("changes every text that names the film when the title changes in content/film.yaml", () => {
    const { files, problems } = withEdits({ film: { find: "title: Girasol", replace: "title: Los Girasoles" } });
    expect(problems).toEqual([]);
    expect(JSON.stringify(files)).not.toContain("{title}");
    expect((files.bios.data as { sections: { text: string }[] }).sections[0]!.text).toContain(
      "before Los Girasoles, her first leading role",
    );
    expect((files.stills.data as { poster: { alt: string } }).poster.alt).toMatch(/^Los Girasoles poster: /);
    expect((files.directorsStatement.data as { paragraphs: string[] }).paragraphs[0]).toMatch(/^Los Girasoles began with/);
  });

  it("names the first and last festivals' notification dates in the strategy, leaving out a festival that said no", () => {
    const strategy = (edits: Parameters<typeof withEdits>[0]) =>
      (withEdits(edits).files.festivalStrategy.data as { paragraphs: string[] }).paragraphs[0];
    expect(strategy({})).toMatch(/^Girasol is submitted in two waves: festivals notifying between October 2025 and June 2026,/);
    const first = "    notificationDate: October 2025\n    tier: Tier 2\n    status: In Consideration";
    expect(
      strategy({ festivals: { find: first, replace: first.replace("In Consideration", "Not Selected").replace("October", "September") } }),
    ).toMatch(/between October 2025 and June 2026/);
    expect(strategy({ festivals: { find: first, replace: first.replace("October", "September") } })).toMatch(
      /between September 2025 and June 2026/,
    );
  });

  it("asks for quotes around a YAML text that starts with a placeholder", () => {
    const { problems } = withEdits({
      stills: { find: 'alt: "{title} poster: a young woman', replace: "alt: {title} poster a young woman" },
    });
    expect(problems).toEqual([
      `content/stills.yaml:${lineOf("stills", "{title} poster")}: a text that starts with a placeholder needs quotes around it, like alt: "{title} poster"`,
    ]);
  });

  it("needs a bio for each lead, under their name as content/people.yaml writes it", () => {
    expect(textOf("bios")).toContain("## Carmen Villalba");
    const { problems } = withEdits({ bios: { find: "## Carmen Villalba", replace: "## Carmen Vilalba" } });
    expect(problems).toEqual([
      `content/people.yaml:${lineOf("people", "name: Carmen Villalba")}: Carmen Villalba has no bio in content/bios.md; add one under "## Carmen Villalba"`,
      `content/bios.md:${lineOf("bios", "## Carmen Villalba")}: "Carmen Vilalba" is not the name of anyone in principalCast of content/people.yaml; write the name as it is there`,
    ]);
  });
});
