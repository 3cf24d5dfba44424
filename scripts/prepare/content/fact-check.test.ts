import { describe, expect, it } from "vitest";
import type { ContentString } from "#src/content/build-time/check/content-strings.ts";
import { filmStrings } from "#src/content/build-time/check/content-strings.ts";
import { lineOf, withEdits, type Edit } from "./edited-content.ts";
import { canonFrom, factProblems } from "#src/content/build-time/check/fact-check/index.ts";
import type { CollectionName } from "#src/content/build-time/collections.ts";

// Feeds copies of the content files with a fact restated wrongly and asserts the message.
const today = withEdits();
const canon = canonFrom(today.files);

/** The fact problems of the content files with the edits made. */
function problemsAfter(edits: Partial<Record<CollectionName, Edit | Edit[]>>): string[] {
  const { files, problems } = withEdits(edits);
  expect(problems).toEqual([]);
  return factProblems(filmStrings(files), canonFrom(files));
}

// The seed's second principal cast member, whose bio starts "<name> is", and its title.
const { principalCast } = today.files.people.data as { principalCast: { name: string }[] };
const { title } = today.files.film.data as { title: string };
/** The problems of one string, standing in the second principal cast member's bio (or the field given); its line is its "en:". */
const bioLine = lineOf("people", `${principalCast[1]!.name} is`) - 1;
function check(value: string, field: Partial<ContentString> = {}): string[] {
  const s = {
    file: "content/people.yaml",
    where: `content/people.yaml:${bioLine}`,
    field: "bio",
    path: "principalCast[1].bio",
    key: "bio",
  };
  return factProblems([{ ...s, value, ...field }], canon);
}
const inBio = (message: string) => [`content/people.yaml:${bioLine}: bio ${message}`];

describe("fact check", () => {
  it("passes the real content", () => {
    expect(factProblems(filmStrings(today.files), canon)).toEqual([]);
  });

  it("names the file, line and field of a fact restated with another value, once per fact and field", () => {
    const sound = "en: Recorded dialogue, cicadas and three days of thunder on location.";
    const problems = problemsAfter({
      people: [
        { find: sound, replace: "en: Recorded 14 days of shooting in stereo." },
        {
          find: "is his first feature lead.",
          replace: "is his first feature lead. It runs 95 minutes; at 95 minutes it never drags. It was made on a £6k budget.",
        },
      ],
    });
    expect(problems).toEqual([
      `content/people.yaml:${bioLine}: bio states runtime "95 minutes" but content/film.yaml says 97`,
      `content/people.yaml:${bioLine}: bio states budget "£6k" but content/film.yaml says £20,000`,
      `content/people.yaml:${lineOf("people", sound)}: description states shooting days "14 days" but content/film.yaml says 12`,
      `content/people.yaml:${lineOf("people", sound)}: description states audio "stereo" but content/film.yaml says 5.1 Surround Sound`,
    ]);
  });

  it("takes the facts from content/film.yaml and the lists, so changing them there shows what else states them", () => {
    const texts = { find: "With no car and little money,", replace: "In this 97-minute melodrama, with no car and little money," };
    expect(problemsAfter({ texts })).toEqual([]);
    // A long text's problem is on the line of its language's text, the synopsis's "en:".
    expect(problemsAfter({ texts, film: { find: "runtimeMinutes: 97", replace: "runtimeMinutes: 95" } })).toEqual([
      `content/texts.yaml:${lineOf("texts", "Maya, a young woman") - 1}: synopsis states runtime "97-minute" but content/film.yaml says 95`,
    ]);
    // "directed with a crew of five" counts the crew on set.
    const fourOnSet = problemsAfter({ people: { find: "onSet: true", replace: "onSet: false", nth: 5 } });
    expect(fourOnSet).toEqual([
      `content/people.yaml:${lineOf("people", "directed with a crew of five")}: description states crew size "crew of five" but content/people.yaml lists 4 on set`,
    ]);
  });

  it("checks nothing when content/film.yaml has a problem (the loader names that problem)", () => {
    const { files, problems } = withEdits({ film: { find: "runtimeMinutes: 97", replace: 'runtimeMinutes: "97"' } });
    expect(problems).toEqual([`content/film.yaml:${lineOf("film", "runtimeMinutes: 97")}: runtimeMinutes should be a number, not "97"`]);
    expect(canonFrom(files)).toBeUndefined();
    expect(factProblems(filmStrings(files), canonFrom(files))).toEqual([]);
  });

  it.each([
    ["A 95-minute road movie.", 'states runtime "95-minute" but content/film.yaml says 97'],
    ["It runs 1h 35m.", 'states runtime "1h 35m" but content/film.yaml says 97'],
    ["ninety-five minutes of melodrama", 'states runtime "ninety-five minutes" but content/film.yaml says 97'],
    ["A 20-minute documentary from the road.", 'states documentary length "20-minute" but content/links.yaml says 15'],
    ["A 6k budget.", 'states budget "6k" but content/film.yaml says £20,000'],
    ["Made for 25,000 pounds.", 'states budget "25,000 pounds" but content/film.yaml says £20,000'],
    ["We shot for fourteen days.", 'states shooting days "fourteen days" but content/film.yaml says 12'],
    ["a 10-day shoot", 'states shooting days "10-day" but content/film.yaml says 12'],
    ["Five crew. 14 days.", 'states shooting days "14 days" but content/film.yaml says 12'],
    ["The world premiere is on 20 September 2025.", 'states release date "20 September 2025" but content/film.yaml says 2025-09-19'],
    ["It premieres in October 2025.", 'states release date "October 2025" but content/film.yaml says 2025-09-19'],
    ["Shot in November 2024 around Granada.", 'states shoot dates "November 2024" but content/film.yaml says 2024-10-14 to 2024-10-28'],
    ["a 2024 melodrama", 'states year "a 2024 melodrama" but content/film.yaml says 2025'],
    [`${title} (2024)`, `states year "${title} (2024)" but content/film.yaml says 2025`],
    ["framed for 16:9 widescreen", 'states aspect ratio "16:9" but content/film.yaml says 2.35:1'],
    ["mixed in 7.1 surround", 'states audio "7.1 surround" but content/film.yaml says 5.1 Surround Sound'],
    ["a French-language film", 'states language "French" but content/film.yaml says English, Spanish'],
    ["Filmed in Portugal.", 'states location "Portugal" but content/film.yaml says Andalusia'],
    ["Submitted to 10 festivals.", 'states festival submissions "10 festivals" but content/festivals.yaml lists 14'],
    ["six target festivals", 'states target festivals "six target festivals" but content/festivals.yaml lists 8'],
    ["directed with a crew of six", 'states crew size "crew of six" but content/people.yaml lists 5 on set'],
  ])("refuses %j", (value, message) => {
    expect(check(value)).toEqual(inBio(message));
  });

  it.each([
    ["the documentary", "A 15-minute documentary from the road."],
    ["the teaser", "1-minute Teaser"],
    ["part of the shoot", "The first three days of the shoot were thunderstorms."],
    ["days of something else", "Recorded dialogue, cicadas and three days of thunder on location."],
    ["a festival's length", "The festival runs 11 days."],
    ["a drive", "a 45-minute drive from Seville"],
    ["an approximate length", "over 90 minutes of footage a day"],
    ["a tier", "Tier 1 festivals"],
    ["one of many festivals", "Locarno is one of 10 festivals that champion first features."],
    ["another premiere", "UK premiere on 3 October 2025."],
    ["later releases", "Digital release date: March 2026."],
    ["a date after the shoot", "Luna was adopted after the shoot in November 2024."],
    ["the festival year", "the 2026 film festival circuit"],
    ["a UK degree", "She graduated with a 2:1 from Bristol."],
    ["other money", "Tickets for the premiere cost £12."],
    ["both languages", "Seminci suits a Spanish-English co-language film."],
    ["a place content/film.yaml names", "Shot in Granada and Córdoba."],
    ["an age", "Alba Serra, 71, came out of retirement."],
  ])("does not take %s for the film's fact", (_, value) => {
    expect(check(value)).toEqual([]);
  });

  it("reads fields that are about a fact whole: a label, a key", () => {
    expect(check("£6k", { key: "value", label: "Budget" })).toEqual(inBio('states budget "£6k" but content/film.yaml says £20,000'));
    expect(check("20 Sept 2025", { key: "when", label: "World premiere" })).toEqual(
      inBio('states release date "20 Sept 2025" but content/film.yaml says 2025-09-19'),
    );
    expect(check("EN/FR", { key: "languageCodes" })).toEqual(inBio('states language "FR" but content/film.yaml says English, Spanish'));
    expect(check("14 Days", { key: "shootingDaysShort" })).toEqual(inBio('states shooting days "14 Days" but content/film.yaml says 12'));
  });
});
