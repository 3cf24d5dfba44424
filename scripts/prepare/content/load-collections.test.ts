import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { collections } from "../../../src/content/collections";
import { parseCollection } from "./load-collections";

const festivals = collections.festivals;
const today = readFileSync(path.resolve(import.meta.dirname, "../../..", festivals.file), "utf8");

/** Today's festivals file with the `nth` (from 1) occurrence of `find` replaced; returns its line too. */
function edited(find: string, replace: string, nth = 1): { text: string; line: number } {
  let at = -1;
  for (let i = 0; i < nth; i++) at = today.indexOf(find, at + 1);
  if (at === -1) throw new Error(`"${find}" is not in ${festivals.file}`);
  return { text: today.slice(0, at) + replace + today.slice(at + find.length), line: today.slice(0, at).split("\n").length };
}

describe("content/festivals.yaml", () => {
  it("loads today's file with no problem", () => {
    const loaded = parseCollection(festivals, today);
    expect(loaded.problems).toEqual([]);
    expect(loaded.data).toMatchObject({ submissions: expect.any(Array), targets: expect.any(Array) });
  });

  it("names the line of a status that is not one of the five, and lists them", () => {
    const { text, line } = edited("status: In Consideration", "status: Oficial Selection", 5);
    expect(parseCollection(festivals, text).problems).toEqual([
      `content/festivals.yaml:${line}: status "Oficial Selection" is not one of: In Consideration, Official Selection, Nominee, Winner, Not Selected`,
    ]);
  });

  it("says a field is missing, on the line of the festival that lacks it", () => {
    const { text, line } = edited("    tier: Tier 1\n", "", 1);
    const festivalLine = today
      .slice(
        0,
        today.lastIndexOf(
          "  - name:",
          today
            .split("\n")
            .slice(0, line - 1)
            .join("\n").length,
        ),
      )
      .split("\n").length;
    expect(parseCollection(festivals, text).problems).toEqual([`content/festivals.yaml:${festivalLine}: tier is missing`]);
  });

  it("refuses a year written in words", () => {
    const { text, line } = edited("    judgingStatus: Undecided\n", "    judgingStatus: Undecided\n    year: twenty twenty-six\n", 2);
    expect(parseCollection(festivals, text).problems).toEqual([
      `content/festivals.yaml:${line + 1}: year should be a number, not "twenty twenty-six"`,
    ]);
  });

  it("points at a misspelt field", () => {
    const { text, line } = edited("    status: In Consideration", "    stauts: In Consideration", 3);
    const festivalLine = line - 4; // the festival's "- name:" line
    expect(parseCollection(festivals, text).problems).toEqual([
      `content/festivals.yaml:${festivalLine}: status is missing`,
      `content/festivals.yaml:${line}: "stauts" is not a field here (check the spelling)`,
    ]);
  });

  it("refuses a premiere that does not read as one", () => {
    const { text, line } = edited("    judgingStatus: Undecided\n", "    judgingStatus: Undecided\n    premiere: first showing\n", 1);
    expect(parseCollection(festivals, text).problems).toEqual([
      `content/festivals.yaml:${line + 1}: premiere "first showing" must read like "World Premiere" or "UK Premiere"`,
    ]);
  });

  it("names the line YAML cannot read", () => {
    const { text, line } = edited(
      "  - name: Glasgow Film Festival\n    location: Glasgow, UK",
      "  - name: Glasgow Film Festival\n   location: Glasgow, UK",
    );
    const problems = parseCollection(festivals, text).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(`^content/festivals\\.yaml:${line + 1}: this line is not valid YAML \\(.+\\); check the indentation, colons and quotes$`),
    );
  });

  it("refuses a field given twice", () => {
    const { text, line } = edited("    tier: Tier 2\n", "    tier: Tier 2\n    tier: Tier 1\n", 1);
    expect(parseCollection(festivals, text).problems).toEqual([
      `content/festivals.yaml:${line + 1}: this field is given twice; keep one of them`,
    ]);
  });

  it("needs at least one target, and names an empty text", () => {
    const targetsLine = today.slice(0, today.indexOf("targets:")).split("\n").length;
    const text = today.slice(0, today.indexOf("targets:")) + "targets: []\n";
    expect(parseCollection(festivals, text).problems).toEqual([
      `content/festivals.yaml:${targetsLine}: targets has 0 entries; it needs at least 1`,
    ]);
    const empty = edited("name: Leeds International Film Festival", 'name: ""');
    expect(parseCollection(festivals, empty.text).problems).toEqual([`content/festivals.yaml:${empty.line}: name must not be empty`]);
  });
});

describe("content/festivals.yaml laurels", () => {
  const withLaurels = (laurels: string) => {
    const selected = edited("    status: In Consideration\n", "    status: Official Selection\n", 2); // Seville
    const text = `${selected.text}${laurels}`;
    return { text, line: selected.text.split("\n").length };
  };

  it("takes a list of selected festivals", () => {
    const { text } = withLaurels("laurels:\n  - Seville European Film Festival\n");
    expect(parseCollection(festivals, text).problems).toEqual([]);
  });

  it("names the line of a laurel for a festival that is not in submissions", () => {
    const { text, line } = withLaurels("laurels:\n  - Seville European Film Festival\n  - Cannes Film Festival\n");
    expect(parseCollection(festivals, text).problems).toEqual([
      `content/festivals.yaml:${line + 2}: laurel "Cannes Film Festival" names a festival that is not in submissions; write its name as it is there`,
    ]);
  });

  it("names the line of a laurel for a festival that has not selected the film", () => {
    const { text, line } = withLaurels("laurels:\n  - Leeds International Film Festival\n");
    expect(parseCollection(festivals, text).problems).toEqual([
      `content/festivals.yaml:${line + 1}: laurel "Leeds International Film Festival" has status In Consideration; laurels are for Official Selection, Nominee or Winner`,
    ]);
  });

  it("refuses a laurel listed twice", () => {
    const { text, line } = withLaurels("laurels:\n  - Seville European Film Festival\n  - Seville European Film Festival\n");
    expect(parseCollection(festivals, text).problems).toEqual([
      `content/festivals.yaml:${line + 2}: laurel "Seville European Film Festival" is listed twice; keep one`,
    ]);
  });
});
