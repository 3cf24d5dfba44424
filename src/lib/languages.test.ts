import { describe, expect, it } from "vitest";
import { languageOf, languages, pathIn, rootLanguage, rootOf } from "./languages.ts";

// The seed's languages (fixtures/seed/content/site.yaml): the first at the root, the others under their code.
const [root, ...others] = languages;

describe("the site's addresses in each language", () => {
  it("put the first language at the root and each other under its code", () => {
    expect(rootLanguage).toBe(root);
    expect(rootOf(root!)).toBe("/");
    expect(pathIn(root!, "/about")).toBe("/about");
    for (const lang of others) {
      expect(rootOf(lang)).toBe(`/${lang}/`);
      expect(pathIn(lang, "/")).toBe(`/${lang}/`);
      expect(pathIn(lang, "/about")).toBe(`/${lang}/about`);
    }
  });

  it("read an address back as its language and page", () => {
    for (const lang of languages) {
      expect(languageOf(pathIn(lang, "/"))).toEqual({ lang, path: "/" });
      expect(languageOf(pathIn(lang, "/press"))).toEqual({ lang, path: "/press" });
    }
    for (const lang of others) expect(languageOf(`/${lang}/stills/`)).toEqual({ lang, path: "/stills" });
    // A page whose name starts like a language's code is the root language's.
    expect(languageOf(`/${others[0] ?? "xx"}tra`)).toEqual({ lang: root, path: `/${others[0] ?? "xx"}tra` });
  });
});
