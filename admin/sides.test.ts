import { describe, expect, it } from "vitest";
import { problemLines } from "./check-words.ts";
import { draftOf, type ImmutableMap } from "./checked-fields.ts";
import { sideOf, sidesOf } from "./pane-side.ts";
import { placeProblems } from "./problem-places.ts";
import { isText } from "./sides.ts";

// The editor's sides follow the site's languages, however many it lists: here three (French at the
// site's root, then English and German) and one (French alone); the unit tests' own site is the
// seed's, in English and Spanish, which each function takes unless told.
const three = ["fr", "en", "de"];

/** An entry as Sveltia CMS hands it to a field or a preview: the side shown as `data`, the others under `i18n`. */
const entryOf = (
  shown: Record<string, unknown>,
  others: Record<string, Record<string, unknown>>,
  path = "content/film.yaml",
): ImmutableMap => {
  const map = (v: unknown) => ({ toJS: () => structuredClone(v) });
  const values: Record<string, unknown> = {
    data: map(shown),
    i18n: map(Object.fromEntries(Object.entries(others).map(([lang, data]) => [lang, { data }]))),
    path,
  };
  return { get: (key: string) => values[key], toJS: () => ({}) };
};

describe("the editor's sides", () => {
  it("knows a text by its languages: the site's, and perhaps others a words file carries", () => {
    expect(isText({ fr: "a", en: "b", de: "c" }, three)).toBe(true);
    expect(isText({ fr: "a" }, ["fr"])).toBe(true);
    expect(isText({ en: "a", es: "b", fr: "c", de: "d", it: "e", pt: "f" })).toBe(true);
    // A text that lacks a language of the site (one just added to its list) is a text still.
    expect(isText({ en: "a", es: "b" }, three)).toBe(true);
    expect(isText({ es: "a", it: "b" }, three)).toBe(false);
    expect(isText({ en: "a", es: "b", caption: "c" })).toBe(false);
    expect(isText(["en", "es"])).toBe(false);
  });

  it("tells the side a field or a preview is shown in: the language its entry's other sides lack", () => {
    const others = { fr: { tagline: "Une chienne" }, de: { tagline: "Ein Hund" } };
    const entry = entryOf({ tagline: "A dog" }, others);
    expect(sideOf(entry, three)).toBe("en");
    expect(sideOf(entryOf({ tagline: "Une chienne" }, { en: {}, de: {} }), three)).toBe("fr");
    expect(sideOf(entryOf({ tagline: "Ein Hund" }, { fr: {}, en: {} }), three)).toBe("de");
    expect(sidesOf(entry, three)).toEqual({
      lang: "en",
      drafts: { fr: { tagline: "Une chienne" }, en: { tagline: "A dog" }, de: { tagline: "Ein Hund" } },
    });
    // A site in one language: no other side.
    expect(sidesOf(entryOf({ tagline: "Une chienne" }, {}), ["fr"])).toEqual({ lang: "fr", drafts: { fr: { tagline: "Une chienne" } } });
    // The seed's site, in English and Spanish.
    expect(sideOf(entryOf({}, { es: {} }))).toBe("en");
    expect(sideOf(entryOf({}, { en: {} }))).toBe("es");
  });

  it("reads an entry's draft in every language, without the editor's own keys", () => {
    const entry = entryOf(
      { tagline: "Ein Hund", contentCheck: "", cast: [{ name: "Ana", __sc_item_id: "x" }] },
      {
        fr: { tagline: "Une chienne", cast: [{ name: "Ana" }] },
        en: { tagline: "A dog", cast: [{ name: "Ana" }] },
        it: { tagline: "Un cane" },
      },
    );
    expect(draftOf(entry, three)).toEqual({
      file: "content/film.yaml",
      locale: "de",
      content: {
        de: { tagline: "Ein Hund", cast: [{ name: "Ana" }] },
        fr: { tagline: "Une chienne", cast: [{ name: "Ana" }] },
        en: { tagline: "A dog", cast: [{ name: "Ana" }] },
      },
    });
  });

  it("shows a problem on the side of its line's language, and one of a language the site does not list at the top", () => {
    const film = "title: Tabu\ntagline:\n  fr: Une chienne\n  en: A dog\n  de: Ein Hund\n";
    const at = (line: number, langs: string[] = three, text = film) =>
      placeProblems([`content/film.yaml:${line}: says something`], "content/film.yaml", text, langs);
    expect(at(5).placed).toEqual([{ locale: "de", keyPath: "tagline", message: "says something" }]);
    expect(at(3).placed).toEqual([{ locale: "fr", keyPath: "tagline", message: "says something" }]);
    // A field written once stands on the first language's side.
    expect(at(1).placed).toEqual([{ locale: "fr", keyPath: "title", message: "says something" }]);
    expect(at(2, ["fr"], "tagline:\n  fr: Une chienne\n").placed).toEqual([
      { locale: "fr", keyPath: "tagline", message: "says something" },
    ]);
    // A words file's text in the kit's other languages, on the seed's site in English and Spanish.
    const words = "nav:\n  home:\n    en: Home\n    es: Inicio\n    fr: Accueil\n";
    const placed = (line: number) =>
      placeProblems([`content/words/common.yaml:${line}: says something`], "content/words/common.yaml", words);
    expect(placed(4).placed).toEqual([{ locale: "es", keyPath: "nav.home", message: "says something" }]);
    expect(placed(5)).toEqual({ placed: [], elsewhere: ["content/words/common.yaml:5: says something"] });
  });

  it("names each side in the editor's language: French, francés", () => {
    const problem = { locale: "fr", keyPath: "tagline", message: "tagline is empty" };
    expect(problemLines([problem, { ...problem, locale: "de" }], [], "en")).toEqual([
      "Tagline (French): tagline is empty",
      "Tagline (German): tagline is empty",
    ]);
    expect(problemLines([problem], [], "es")).toEqual(["Tagline (francés): tagline is empty"]);
  });
});
