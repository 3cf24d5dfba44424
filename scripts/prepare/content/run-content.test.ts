import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { collections } from "#src/content/build-time/collections.ts";
import { signLanguages } from "#src/content/build-time/schema/access.ts";
import { parseCollection } from "#src/content/build-time/check/read-texts.ts";
import { readCollections } from "./read-collections.ts";
import { seedSite } from "../../test/fixture-site.ts";

// The reviews and screenings files as the film's team will write them, one mistake at a time.
const review = (fields: string) => `reviews:\n  - quote: A small miracle of a road movie.\n    outlet: Sight & Sound\n${fields}`;
const screening = (fields: string) =>
  `screenings:\n  - venue: Teatro Lope de Vega\n    city: Seville\n    country: ES\n    kind:\n      en: World Premiere\n      es: Estreno mundial\n${fields}`;

describe("content/reviews.yaml", () => {
  it("takes a review with stars in halves, a link and a date", () => {
    const text = review("    stars: 4.5\n    url: https://www.example.com/review\n    date: 2026-03-14\n");
    expect(parseCollection(collections.reviews, text).problems).toEqual([]);
  });

  it("refuses six stars, on the line that gives them", () => {
    expect(parseCollection(collections.reviews, review("    stars: 6\n    date: 2026-03-14\n")).problems).toEqual([
      "content/reviews.yaml:4: stars 6: must be from 1 to 5 (halves allowed)",
    ]);
  });

  it("refuses a link that is not https and a date it cannot read", () => {
    expect(parseCollection(collections.reviews, review("    url: http://www.example.com/review\n    date: 14 March\n")).problems).toEqual([
      'content/reviews.yaml:4: url "http://www.example.com/review" must be a full https:// link',
      'content/reviews.yaml:5: date "14 March" needs a date like 2026-03-14',
    ]);
  });
});

describe("content/screenings.yaml", () => {
  const tickets = "    tickets: https://www.example.com/tickets\n";

  it("takes a start on the venue's clock with its zone, or with its UTC offset", () => {
    expect(parseCollection(collections.screenings, screening(`    start: 2026-03-14 19:30 Europe/Madrid\n${tickets}`)).problems).toEqual(
      [],
    );
    expect(parseCollection(collections.screenings, screening(`    start: 2026-03-14T19:30+01:00\n${tickets}`)).problems).toEqual([]);
  });

  it("refuses a time without its zone, and one the clocks skip, saying how to write it", () => {
    expect(parseCollection(collections.screenings, screening(`    start: 2026-03-14T19:30\n${tickets}`)).problems).toEqual([
      'content/screenings.yaml:8: start "2026-03-14T19:30" has no time zone: write the place\'s zone after its time, as "2026-04-14 11:00 Europe/Lisbon"',
    ]);
    expect(parseCollection(collections.screenings, screening(`    start: 2026-03-29 02:30 Europe/Madrid\n${tickets}`)).problems).toEqual([
      'content/screenings.yaml:8: start "2026-03-29 02:30 Europe/Madrid" is a time Europe/Madrid\'s clocks skip: on 2026-03-29 they go forward from 02:00 to 03:00. Write 01:59 (00:59 UTC) or 03:00 (01:00 UTC)',
    ]);
  });

  it("refuses a tickets link that is not https", () => {
    const text = screening("    start: 2026-03-14T19:30+01:00\n    tickets: http://www.example.com/tickets\n");
    expect(parseCollection(collections.screenings, text).problems).toEqual([
      'content/screenings.yaml:9: tickets "http://www.example.com/tickets" must be a full https:// link',
    ]);
  });

  it("refuses a festival that is not one of the submissions", () => {
    const text = screening(`    start: 2026-03-14T19:30+01:00\n${tickets}    festival: Sevilla Film Festival\n`);
    expect(readCollections({ root: seedSite, edits: { screenings: text } }).problems).toEqual([
      'content/screenings.yaml:10: festival "Sevilla Film Festival" is not a submission in content/festivals.yaml; write its name as it is there',
    ]);
  });
});

describe("content/screenings.yaml: who can come (access)", () => {
  const at = "    start: 2026-03-14T19:30+01:00\n    tickets: https://www.example.com/tickets\n    access:\n";
  const problems = (access: string) => parseCollection(collections.screenings, screening(`${at}${access}`)).problems;

  it("takes every feature of the list", () => {
    const every = [
      "      openCaptions: true",
      "      closedCaptions: true",
      "      subtitles: [en, pt-BR]",
      "      audioDescription: greta",
      "      signLanguage: LSE",
      "      signLanguageFor: qa",
      "      relaxed: true",
      "      autismFriendly: true",
      "      dementiaFriendly: true",
      "      stepFree: true",
      "      wheelchairSpaces: true",
      "      hearingLoop: true",
      "",
    ].join("\n");
    expect(problems(every)).toEqual([]);
  });

  it("refuses what is not on the list, at its line", () => {
    expect(problems("      subtitled: true\n")).toEqual([expect.stringMatching(/^content\/screenings\.yaml:11: .*subtitled/)]);
    expect(problems("      audioDescription: yes\n")).toEqual([
      'content/screenings.yaml:11: audioDescription "yes" is not one of: headsets, greta, app',
    ]);
  });

  it("refuses a subtitle language that is not a language, naming the code a name meant", () => {
    expect(problems("      subtitles: [English, xq]\n")).toEqual([
      'content/screenings.yaml:11: subtitles "English" is not a language: write its two-letter code, here en (English)',
      'content/screenings.yaml:11: subtitles "xq" is not a language: write its two-letter code, such as en (English), es (Spanish) or fr (French)',
    ]);
    // A country's own form the editor does not offer: its language's code.
    expect(problems("      subtitles: [en-GB]\n")).toEqual([
      'content/screenings.yaml:11: subtitles "en-GB" is not one of the languages offered: write en (English); a country\'s own form only for pt-BR, pt-PT, es-MX, fr-CA, zh-CN, zh-TW',
    ]);
  });

  it("refuses sign language without its language", () => {
    expect(problems("      signLanguageFor: qa\n")).toEqual([
      "content/screenings.yaml:11: signLanguageFor says what is signed, but not in which sign language: add signLanguage, with its short form (BSL, ASL, LSF, DGS…)",
    ]);
    expect(problems("      signLanguage: true\n")).toEqual([
      `content/screenings.yaml:11: signLanguage true is not one of: ${signLanguages.join(", ")}`,
    ]);
  });
});

describe("the film's access versions and its copies' tracks", () => {
  const seedText = (file: string) => readFileSync(path.join(seedSite, "content", file), "utf8");
  const filmWith = (access: string) => `${seedText("film.yaml")}access:\n${access}`;
  const lineOf = (text: string, what: string) => text.split("\n").indexOf(what) + 1;

  it("takes the languages of an audio-described and a captioned version, and a signed one", () => {
    const film = filmWith("  audioDescription: [en, es]\n  captions: [en]\n  signLanguage: [BSL]\n");
    expect(readCollections({ root: seedSite, edits: { film } }).problems).toEqual([]);
  });

  it("refuses a language that is not one, and a sign language not on the list, at their lines", () => {
    const film = filmWith("  captions: [English]\n  signLanguage: [British]\n");
    expect(readCollections({ root: seedSite, edits: { film } }).problems).toEqual([
      `content/film.yaml:${lineOf(film, "  captions: [English]")}: captions "English" is not a language: write its two-letter code, here en (English)`,
      `content/film.yaml:${lineOf(film, "  signLanguage: [British]")}: signLanguage "British" is not one of: ${signLanguages.join(", ")}`,
    ]);
  });

  it("refuses a hearing-impaired track on a copy that is not a DCP", () => {
    const copies = seedText("screening-copies.yaml").replace(
      "    subtitles: burnt-in\n",
      "    subtitles: burnt-in\n    access:\n      hearingImpaired: true\n",
    );
    expect(readCollections({ root: seedSite, edits: { "screening-copies": copies } }).problems).toEqual([
      `content/screening-copies.yaml:${lineOf(copies, "      hearingImpaired: true")}: hearingImpaired is a DCP's track (HI): the H.264 file has none; leave hearingImpaired out, or say closedCaptions`,
    ]);
  });
});

describe("content/releases.yaml: what a release offers (access)", () => {
  const release = (access: string) =>
    `releases:\n  - territories: [ES]\n    where: Filmin\n    kind: subscription\n    url: https://www.example.com/filmin\n    from: 2026-03-06\n    access:\n${access}`;
  const problems = (access: string) => parseCollection(collections.releases, release(access)).problems;

  it("takes an audio-described version, captions, and the subtitles' and dubs' languages", () => {
    expect(problems("      audioDescription: true\n      captions: true\n      subtitles: [en, fr]\n      dubbed: [es]\n")).toEqual([]);
  });

  it("refuses a dub's language that is not one, and what is not on the list, at the line", () => {
    expect(problems("      dubbed: [Spanish]\n")).toEqual([
      'content/releases.yaml:8: dubbed "Spanish" is not a language: write its two-letter code, here es (Spanish)',
    ]);
    expect(problems("      signLanguage: BSL\n")).toEqual([expect.stringMatching(/^content\/releases\.yaml:8: .*signLanguage/)]);
  });
});
