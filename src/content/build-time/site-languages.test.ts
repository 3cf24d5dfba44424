import { describe, expect, it } from "vitest";
import { languageListProblem, languageProblem, languageTable } from "./site-languages.ts";

describe("the site's languages", () => {
  it("take any language written in the Latin alphabet, with or without its country", () => {
    for (const tag of ["en-GB", "es-ES", "fr", "fr-CA", "de-DE", "it-IT", "pt-BR", "ca-ES", "nl-NL", "eu-ES", "sr-Latn"])
      expect(languageProblem(tag), tag).toBeUndefined();
  });

  it("refuse one the fonts cannot set, or written right to left, saying why", () => {
    expect(languageProblem("ru-RU")).toBe(
      "must be written in the Latin alphabet, the only one the site's fonts and PDFs set: Russian (ru-RU) is written in the Cyrillic script, so it cannot be one of the site's languages yet",
    );
    expect(languageProblem("el")).toMatch(/: Greek \(el\) is written in the Greek script,/);
    expect(languageProblem("ja-JP")).toMatch(/: Japanese \(ja-JP\) is written in the Japanese script,/);
    expect(languageProblem("ar")).toMatch(/^must be written from left to right, .*: Arabic \(ar\) is written from right to left/);
    expect(languageProblem("he-IL")).toMatch(/: Hebrew \(he-IL\) is written from right to left/);
  });

  it("refuse what is not a language code", () => {
    expect(languageProblem("en_GB")).toMatch(
      /^must be written as a language's code .*like en-GB, fr-FR or pt-BR: "en_GB" is not a language code$/,
    );
    expect(languageProblem("English")).toMatch(/: "English" is not a language the build knows$/);
    expect(languageProblem("xx-YY")).toMatch(/: "xx-YY" is not a language the build knows$/);
  });

  it("list each language once, any number of them in any order", () => {
    expect(languageListProblem(["en-GB", "es-ES"])).toBeUndefined();
    expect(languageListProblem(["fr-FR", "en-GB", "de-DE"])).toBeUndefined();
    expect(languageListProblem(["it-IT"])).toBeUndefined();
    expect(languageListProblem(["en-GB", "en-US"])).toMatch(/^lists English twice/);
    expect(languageListProblem(["en-GB", "ru"])).toBeUndefined(); // said at the language itself
  });

  it("name each language in English and in itself, with its locale and its Open Graph locale", () => {
    expect(languageTable(["en-GB", "es-ES", "fr", "pt-BR"])).toEqual([
      { code: "en", locale: "en-GB", ogLocale: "en_GB", englishName: "English", ownName: "English" },
      { code: "es", locale: "es-ES", ogLocale: "es_ES", englishName: "Spanish", ownName: "Español" },
      { code: "fr", locale: "fr", ogLocale: "fr_FR", englishName: "French", ownName: "Français" },
      { code: "pt", locale: "pt-BR", ogLocale: "pt_BR", englishName: "Portuguese", ownName: "Português" },
    ]);
  });
});
