import { describe, expect, it } from "vitest";
import { navWordsKeysOf, pages } from "#src/config/pages.ts";
import { collectionOf, collections } from "#src/content/build-time/collections.ts";
import { contentEditor, textOf } from "./edited-content.ts";
import { parseCollection } from "#src/content/build-time/check/read-texts.ts";

const festivals = collections.festivals;
// The seed fixture's festivals file (fixtures/seed), today's frozen.
const today = textOf("festivals");

/** Today's festivals file with a value replaced, and its line. */
const edited = contentEditor(today, festivals.file);

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

  it("refuses a text with one language and not the other, naming file, line, field and language", () => {
    const noSpanish = edited("      es: Pendiente\n", "", 3);
    const judging = noSpanish.line - 2; // the "judgingStatus:" line above its en:
    expect(parseCollection(festivals, noSpanish.text).problems).toEqual([
      `content/festivals.yaml:${judging}: judgingStatus has its English text (en:) but not its Spanish (es:); write the Spanish under "judgingStatus:" as es:`,
    ]);
    const noEnglish = edited("    reason:\n      en: Champions first features and bold, low-budget filmmaking.\n", "    reason:\n");
    expect(parseCollection(festivals, noEnglish.text).problems).toEqual([
      `content/festivals.yaml:${noEnglish.line}: reason has its Spanish text (es:) but not its English (en:); write the English under "reason:" as en:`,
    ]);
    const once = edited("    deadline:\n      en: TBA 2026\n      es: Por confirmar (2026)\n", "    deadline: TBA 2026\n");
    expect(parseCollection(festivals, once.text).problems).toEqual([
      `content/festivals.yaml:${once.line}: deadline is written in one language only: write it in each of the site's languages, under en: (English) and es: (Spanish)`,
    ]);
    const emptySpanish = edited("      es: Pendiente\n", '      es: ""\n', 2);
    expect(parseCollection(festivals, emptySpanish.text).problems).toEqual([
      `content/festivals.yaml:${emptySpanish.line}: judgingStatus (Spanish) must not be empty`,
    ]);
  });

  it("takes a name written once, or in both languages where Spanish has its own (Berlinale)", () => {
    const loaded = parseCollection(festivals, today);
    const names = (lang: "en" | "es") => (loaded.languages![lang] as { submissions: { name: string }[] }).submissions.map((s) => s.name);
    expect(names("en")).toContain("Berlin International Film Festival");
    expect(names("es")).toContain("Berlinale");
    expect(names("es")).toContain("Sundance Film Festival");
    expect(names("es")).not.toContain("Berlin International Film Festival");
  });

  it("refuses a year written in words", () => {
    const { text, line } = edited("      es: Pendiente\n", "      es: Pendiente\n    year: twenty twenty-six\n", 2);
    expect(parseCollection(festivals, text).problems).toEqual([
      `content/festivals.yaml:${line + 1}: year should be a number, not "twenty twenty-six"`,
    ]);
  });

  it("points at a misspelt field", () => {
    const { text, line } = edited("    status: In Consideration", "    stauts: In Consideration", 3);
    // The festival's "- name:" line: the last one above it.
    const festivalLine =
      today
        .split("\n")
        .slice(0, line)
        .findLastIndex((l) => l.startsWith("  - name:")) + 1;
    expect(parseCollection(festivals, text).problems).toEqual([
      `content/festivals.yaml:${festivalLine}: status is missing`,
      `content/festivals.yaml:${line}: "stauts" is not a field here (check the spelling)`,
    ]);
  });

  it("refuses a premiere that does not read as one", () => {
    const premiere = "    premiere:\n      en: first showing\n      es: primera proyección\n";
    const { text, line } = edited("      es: Pendiente\n", `      es: Pendiente\n${premiere}`, 1);
    expect(parseCollection(festivals, text).problems).toEqual([
      `content/festivals.yaml:${line + 2}: premiere (English) "first showing" must read like "World Premiere" or "UK Premiere"`,
    ]);
  });

  it("refuses a country written by its name, or by a code that is no country's, with the code it meant", () => {
    const spain = edited("    country: ES\n", "    country: Spain\n");
    expect(parseCollection(festivals, spain.text).problems).toEqual([
      `content/festivals.yaml:${spain.line}: country "Spain" is not a country code: write the country's two letters (ISO 3166), here ES (Spain)`,
    ]);
    const uk = edited("    country: GB\n", "    country: UK\n");
    expect(parseCollection(festivals, uk.text).problems).toEqual([
      `content/festivals.yaml:${uk.line}: country "UK" is not a country code: write the country's two letters (ISO 3166), here GB (United Kingdom)`,
    ]);
    // In small letters, a code is still read.
    expect(parseCollection(festivals, edited("    country: ES\n", "    country: es\n").text).problems).toEqual([]);
  });

  it("names the line YAML cannot read", () => {
    const { text, line } = edited(
      "  - name: Glasgow Film Festival\n    city: Glasgow",
      "  - name: Glasgow Film Festival\n   city: Glasgow",
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

  it("takes no target and no submission, as a new film's, and names an empty text", () => {
    const text = today.slice(0, today.indexOf("targets:")) + "targets: []\n";
    expect(parseCollection(festivals, text).problems).toEqual([]);
    const nothingYet = today.slice(0, today.indexOf("\nsubmissions:") + 1) + "submissions: []\ntargets: []\n";
    expect(parseCollection(festivals, nothingYet).problems).toEqual([]);
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

describe("content/words", () => {
  const words = collectionOf("words/festivals");

  it("leaves a page's {name} to the page, in both languages", () => {
    const text = 'festivals:\n  badge:\n    en: "{count} Festivals"\n    es: "{count} festivales"\n';
    const loaded = parseCollection(words, text);
    expect(loaded.problems).toEqual([]);
    expect(loaded.languages).toEqual({
      en: { festivals: { badge: "{count} Festivals" } },
      es: { festivals: { badge: "{count} festivales" } },
    });
  });

  it("refuses a text whose languages fill in different {names}, and one in a single language", () => {
    const text = 'festivals:\n  badge:\n    en: "{count} Festivals"\n    es: Festivales\n';
    expect(parseCollection(words, text).problems).toEqual([
      "content/words/festivals.yaml:2: badge fills in {count} in English but nothing in Spanish; write the same {…} in each language",
    ]);
    expect(parseCollection(words, "festivals:\n  strategy: Festival Strategy\n").problems).toEqual([
      "content/words/festivals.yaml:2: strategy is written in one language only: write it in each of the site's languages, under en: (English) and es: (Spanish)",
    ]);
  });
});

describe("counted words in content/words", () => {
  const words = collectionOf("words/festivals");
  const text =
    'festivals:\n  badge:\n    en: "{count, plural, one {# Festival} other {# Festivals}}"\n    es: "{count, plural, one {# festival} other {# festivales}}"\n';

  it("pass with each language's forms, and count as filling in {count}", () => {
    expect(parseCollection(words, text).problems).toEqual([]);
    expect(
      parseCollection(words, text.replace("{count, plural, one {# festival} other {# festivales}}", "{count} festivales")).problems,
    ).toEqual([]);
  });

  it("are refused without a form the language uses, or written wrong, at the language's line", () => {
    expect(parseCollection(words, text.replace("one {# festival} other", "other")).problems).toEqual([
      'content/words/festivals.yaml:4: {count, plural, …} has no "one" form, which Spanish uses for 1: write one {…} beside other {…}',
    ]);
    expect(
      parseCollection(words, text.replace("one {# Festival} other {# Festivals}", "one {# Festival} others {# Festivals}")).problems,
    ).toEqual([
      'content/words/festivals.yaml:3: "others" is not a form of {count, plural, …}: the forms are zero, one, two, few, many, other, or =0, =1… for an exact number',
    ]);
  });
});

describe("the navigation's words (content/words/common.yaml)", () => {
  const common = collectionOf("words/common");
  const text = textOf("words/common");
  const keys = navWordsKeysOf(pages);
  const navPages = pages.filter((p) => p.inNav);

  it("hold a link for each page the registry puts in the navigation, and pass", () => {
    expect(parseCollection(common, text).problems).toEqual([]);
    expect(Object.keys((parseCollection(common, text).languages!.en as { nav: object }).nav)).toEqual(keys);
  });

  it("refuse a page of the navigation without its link, and a link for no page, each with its line", () => {
    const [key, page] = [keys.at(-1)!, navPages.at(-1)!];
    // The last link's key misspelt, as a hand edit might leave it.
    const edited = text.replace(new RegExp(`^  ${key}:$`, "m"), `  ${key}Page:`);
    const line = (t: string, find: string) => t.split("\n").indexOf(find) + 1;
    expect(parseCollection(common, edited).problems).toEqual([
      `content/words/common.yaml:${line(text, "nav:")}: nav has no link for the page ${page.path}: write its words under nav: as ${key}:, in each of the site's languages`,
      `content/words/common.yaml:${line(edited, `  ${key}Page:`)}: nav has a link "${key}Page", but the navigation shows no page of that name: its pages are ${keys.join(", ")}`,
    ]);
  });
});
