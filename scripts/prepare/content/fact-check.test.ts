import { describe, expect, it } from "vitest";
import * as content from "../../../src/content";
import { contentStrings, loadContentModules, type ContentModule, type ContentString } from "./content-strings";
import { canonFrom, factProblems } from "./fact-check";

// Feeds in-memory copies of the content with a fact restated wrongly and asserts the message.
const real = await loadContentModules();
const canon = canonFrom(real);

function withExports(file: string, replaced: Record<string, unknown>, modules: ContentModule[] = real): ContentModule[] {
  return modules.map((m) => (m.file === file ? { file, exports: { ...m.exports, ...replaced } } : m));
}

/** The problems of one string, standing in a cast member's bio (or the field given). */
function check(value: string, field: Partial<ContentString> = {}): string[] {
  return factProblems([{ file: "src/content/people.ts", path: "principalCast[1].bio", key: "bio", value, ...field }], canon);
}
const inBio = (message: string) => [`src/content/people.ts: principalCast[1].bio: ${message}`];

describe("fact check", () => {
  it("passes the real content", () => {
    expect(factProblems(contentStrings(real), canon)).toEqual([]);
  });

  it("names the file and field of a fact restated with another value, once per fact and field", () => {
    const principalCast = content.principalCast.map((m, i) =>
      i === 1 ? { ...m, bio: `${m.bio} Girasol runs 95 minutes; at 95 minutes it never drags. It was made on a £6k budget.` } : m,
    );
    const keyCrew = content.keyCrew.map((c, i) => (i === 4 ? { ...c, description: "Recorded 14 days of shooting in stereo." } : c));
    const modules = withExports("src/content/people.ts", { principalCast, keyCrew });
    expect(factProblems(contentStrings(modules), canonFrom(modules))).toEqual([
      'src/content/people.ts: keyCrew[4].description: states shooting days "14 days" but film.ts says 12',
      'src/content/people.ts: keyCrew[4].description: states audio "stereo" but film.ts says 5.1 Surround Sound',
      'src/content/people.ts: principalCast[1].bio: states runtime "95 minutes" but film.ts says 97',
      'src/content/people.ts: principalCast[1].bio: states budget "£6k" but film.ts says £20,000',
    ]);
  });

  it("takes the facts from film.ts and the lists, so changing them there shows what else states them", () => {
    const modules = withExports("src/content/film.ts", { film: { ...content.film, runtimeMinutes: 95 } });
    expect(factProblems(contentStrings(modules), canonFrom(modules))).toEqual([
      'src/content/facts.ts: facts.runtime: states runtime "97 minutes" but film.ts says 95',
      'src/content/facts.ts: facts.runtimeTitle: states runtime "97 Minutes" but film.ts says 95',
      'src/content/facts.ts: footerFacts[0]: states runtime "97 minutes" but film.ts says 95',
      'src/content/facts.ts: technicalDetails[3].value: states runtime "97 minutes" but film.ts says 95',
      'src/content/facts.ts: technicalSpecs[0].value: states runtime "97 minutes" but film.ts says 95',
    ]);
    const fewer = withExports("src/content/festivals.ts", {
      allSubmissions: content.submissions.slice(0, 10),
      submissions: content.submissions.slice(0, 10),
    });
    expect(factProblems(contentStrings(fewer), canonFrom(fewer))).toEqual([
      'src/content/facts.ts: facts.festivalsBadge: states festival submissions "14 Festivals" but festivals.ts lists 10',
      'src/content/facts.ts: facts.submittedTo: states festival submissions "14 festivals" but festivals.ts lists 10',
    ]);
  });

  it("checks nothing when film.ts fails its schema (the schema check names that problem)", () => {
    const modules = withExports("src/content/film.ts", { film: { ...content.film, runtimeMinutes: "97" } });
    expect(canonFrom(modules)).toBeUndefined();
    expect(factProblems(contentStrings(modules), canonFrom(modules))).toEqual([]);
  });

  it.each([
    ["A 95-minute road movie.", 'states runtime "95-minute" but film.ts says 97'],
    ["It runs 1h 35m.", 'states runtime "1h 35m" but film.ts says 97'],
    ["ninety-five minutes of melodrama", 'states runtime "ninety-five minutes" but film.ts says 97'],
    ["A 20-minute documentary from the road.", 'states documentary length "20-minute" but links.ts says 15'],
    ["A 6k budget.", 'states budget "6k" but film.ts says £20,000'],
    ["Made for 25,000 pounds.", 'states budget "25,000 pounds" but film.ts says £20,000'],
    ["We shot for fourteen days.", 'states shooting days "fourteen days" but film.ts says 12'],
    ["a 10-day shoot", 'states shooting days "10-day" but film.ts says 12'],
    ["Five crew. 14 days.", 'states shooting days "14 days" but film.ts says 12'],
    ["The world premiere is on 20 September 2025.", 'states release date "20 September 2025" but film.ts says 2025-09-19'],
    ["It premieres in October 2025.", 'states release date "October 2025" but film.ts says 2025-09-19'],
    ["Shot in November 2024 around Granada.", 'states shoot dates "November 2024" but film.ts says 2024-10-14 to 2024-10-28'],
    ["a 2024 melodrama", 'states year "a 2024 melodrama" but film.ts says 2025'],
    ["Girasol (2024)", 'states year "Girasol (2024)" but film.ts says 2025'],
    ["framed for 16:9 widescreen", 'states aspect ratio "16:9" but film.ts says 2.35:1'],
    ["mixed in 7.1 surround", 'states audio "7.1 surround" but film.ts says 5.1 Surround Sound'],
    ["a French-language film", 'states language "French" but film.ts says English, Spanish'],
    ["Filmed in Portugal.", 'states location "Portugal" but film.ts says Andalusia'],
    ["Submitted to 10 festivals.", 'states festival submissions "10 festivals" but festivals.ts lists 14'],
    ["six target festivals", 'states target festivals "six target festivals" but festivals.ts lists 8'],
    ["directed with a crew of six", 'states crew size "crew of six" but people.ts lists 5 on set'],
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
    ["a date after the shoot", "Canela was adopted after the shoot in November 2024."],
    ["the festival year", "the 2026 film festival circuit"],
    ["a UK degree", "She graduated with a 2:1 from Bristol."],
    ["other money", "Tickets for the premiere cost £12."],
    ["both languages", "Seminci suits a Spanish-English co-language film."],
    ["a place film.ts names", "Shot in Granada and Córdoba."],
    ["an age", "Carmen Villalba, 71, came out of retirement."],
  ])("does not take %s for the film's fact", (_, value) => {
    expect(check(value)).toEqual([]);
  });

  it("reads fields that are about a fact whole: a label, a key", () => {
    expect(check("£6k", { key: "value", label: "Budget" })).toEqual(inBio('states budget "£6k" but film.ts says £20,000'));
    expect(check("20 Sept 2025", { key: "when", label: "World premiere" })).toEqual(
      inBio('states release date "20 Sept 2025" but film.ts says 2025-09-19'),
    );
    expect(check("EN/FR", { key: "languageCodes" })).toEqual(inBio('states language "FR" but film.ts says English, Spanish'));
    expect(check("14 Days", { key: "shootingDaysShort" })).toEqual(inBio('states shooting days "14 Days" but film.ts says 12'));
  });
});
