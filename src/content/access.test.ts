import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import accessWords from "#lang/words/access.json";
import { kitLanguages } from "./build-time/schema/localized-text.ts";
import { signLanguages } from "./build-time/schema/access.ts";
import { fill } from "../lib/fill.ts";
import { languages } from "../lib/languages.ts";
import { accessibilityFeatures, asValue, copyAccessTracks, filmAccessVersions, releaseAccess, shownAccess } from "./access.ts";

// The words are the content's it runs on (content/words/access.yaml, in the site's first language).
const lang = languages[0]!;
const w = accessWords.access;
const names = new Intl.DisplayNames([lang], { type: "language" });

describe("who can come, in words", () => {
  it("says each feature in the order of the list, with how audio description is heard and what is signed", () => {
    const shown = shownAccess(
      { hearingLoop: true, signLanguage: "BSL", signLanguageFor: "qa", audioDescription: "headsets", stepFree: true, openCaptions: true },
      accessWords,
      lang,
    );
    expect(shown.features).toEqual([
      w.openCaptions,
      `${w.audioDescription}, ${w.byHeadsets}`,
      fill(w.signedQa, { language: accessWords.signLanguages.BSL }),
      w.stepFree,
      w.hearingLoop,
    ]);
    expect(shown.kinds).toEqual(["captions", "audioDescription"]);
    expect(shown.label).toBe(w.heading);
  });

  it("names the subtitles' languages in the page's language, and signs the film unless told the Q&A", () => {
    const shown = shownAccess({ subtitles: ["fr", "de"], signLanguage: "LSF", closedCaptions: true, relaxed: true }, accessWords, lang);
    expect(shown.features).toEqual([
      w.closedCaptions,
      fill(w.subtitles, { languages: new Intl.ListFormat(lang, { type: "conjunction" }).format([names.of("fr")!, names.of("de")!]) }),
      fill(w.signedFilm, { language: accessWords.signLanguages.LSF }),
      w.relaxed,
    ]);
    expect(shown.kinds).toEqual(["captions", "relaxed"]);
  });

  it("has words for every sign language of the list, in each of the kit's languages", () => {
    // The words file as the team keeps it (content/words/access.yaml): a sign language without its
    // words would be said by its short form alone.
    const file = parse(readFileSync(path.resolve(import.meta.dirname, "../../content/words/access.yaml"), "utf8")) as {
      signLanguages: Record<string, Record<string, string>>;
    };
    for (const sign of signLanguages) for (const l of kitLanguages) expect(file.signLanguages[sign]?.[l], `${sign} in ${l}`).toBeTruthy();
  });

  it("says nothing for a screening that says nothing", () => {
    expect(shownAccess(undefined, accessWords, lang).features).toEqual([]);
    expect(shownAccess({}, accessWords, lang)).toMatchObject({ features: [], kinds: [] });
  });

  it("shows an editor's draft whose subtitle language is not chosen yet, or not a language, without failing", () => {
    expect(shownAccess({ subtitles: [""] }, accessWords, lang).features).toEqual([]);
    expect(shownAccess({ subtitles: ["fr", ""] }, accessWords, lang).features).toEqual([fill(w.subtitles, { languages: names.of("fr")! })]);
    expect(shownAccess({ subtitles: ["English!"] }, accessWords, lang).features).toEqual([fill(w.subtitles, { languages: "English!" })]);
  });
});

describe("the film's access versions and its copies' tracks, in words", () => {
  const v = accessWords.versions;
  const list = (items: string[]) => new Intl.ListFormat(lang, { type: "conjunction" }).format(items);

  it("says each version with its languages, the sign language by its name and short form", () => {
    expect(
      filmAccessVersions({ audioDescription: ["en", "es"], captions: ["fr"], signLanguage: ["BSL", "ISL"] }, accessWords, lang),
    ).toEqual([
      fill(v.audioDescription, { languages: list([names.of("en")!, names.of("es")!]) }),
      fill(v.captions, { languages: names.of("fr")! }),
      fill(v.signLanguage, { languages: list([accessWords.signLanguages.BSL, accessWords.signLanguages.ISL]) }),
    ]);
    expect(filmAccessVersions(undefined, accessWords, lang)).toEqual([]);
  });

  it("names a DCP's tracks as projectionists do, and a file's otherwise", () => {
    const all = { audioDescription: true, closedCaptions: true };
    expect(copyAccessTracks({ ...all, hearingImpaired: true }, "dcp", accessWords)).toEqual([
      v.dcpAudioDescription,
      v.hearingImpaired,
      v.dcpClosedCaptions,
    ]);
    expect(copyAccessTracks({ ...all, openCaptions: true }, "prores", accessWords)).toEqual([
      v.fileAudioDescription,
      v.fileClosedCaptions,
      v.openCaptions,
    ]);
    expect(copyAccessTracks(undefined, "h264", accessWords)).toEqual([]);
  });

  it("stands as a table's value with a capital first", () => {
    expect(asValue(["audio description", "captions"], lang)).toBe("Audio description · captions");
  });

  it("gives search engines schema.org's accessibility features the film and its copies have", () => {
    expect(accessibilityFeatures(undefined, [])).toEqual([]);
    expect(accessibilityFeatures({ captions: ["en"] }, [{ audioDescription: true }, { openCaptions: true }])).toEqual([
      "audioDescription",
      "captions",
      "openCaptions",
    ]);
    expect(accessibilityFeatures({ signLanguage: ["LSF"] }, [{ closedCaptions: true }])).toEqual(["closedCaptions", "signLanguage"]);
  });
});

describe("what a release offers, in words", () => {
  it("says the audio-described version, the captions, the subtitles' and the dubs' languages", () => {
    const r = accessWords.releases;
    const shown = releaseAccess({ dubbed: ["es"], subtitles: ["fr"], captions: true, audioDescription: true }, accessWords, lang);
    expect(shown.features).toEqual([
      r.audioDescription,
      r.captions,
      fill(w.subtitles, { languages: names.of("fr")! }),
      fill(r.dubbed, { languages: names.of("es")! }),
    ]);
    expect(shown.label).toBe(w.heading);
    expect(releaseAccess(undefined, accessWords, lang).features).toEqual([]);
  });
});
