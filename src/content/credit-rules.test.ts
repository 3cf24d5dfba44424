import { describe, expect, it } from "vitest";
import { creditParts, creditProblem } from "./credit-rules.ts";

const englishNames = new Intl.DisplayNames(["en"], { type: "language" });
const name = (lang: string) => englishNames.of(lang) ?? lang;

describe("a press credit", () => {
  it("names the photographer or designer before the /, and the company after it", () => {
    expect(creditParts("Photo: Alba Serra / Wave Films")).toEqual({
      kind: "Photo",
      creator: "Alba Serra",
      company: "Wave Films",
    });
    expect(creditParts("Artwork: Jonas Weber / Wave Films")).toEqual({
      kind: "Artwork",
      creator: "Jonas Weber",
      company: "Wave Films",
    });
    // Accents, spacing as typed, a company with a / of its own.
    expect(creditParts("Photo:  José Núñez  /  Sur / Norte Films ")).toEqual({
      kind: "Photo",
      creator: "José Núñez",
      company: "Sur / Norte Films",
    });
  });

  it.each([
    "Alba Serra / Wave Films",
    "Photo: Alba Serra",
    "Photo: / Wave Films",
    "Photo: Alba Serra /",
    "photo: Alba Serra / Wave Films",
    "Photography: Alba Serra / Wave Films",
    "© Alba Serra",
  ])("refuses %j, saying which forms it takes", (credit) => {
    expect(creditParts(credit)).toBeUndefined();
    expect(creditProblem({ en: credit, es: "Foto: Alba Serra / Wave Films" }, name)).toBe(
      `credit (English) "${credit}" is not in the form "Photo: <photographer> / <company>" or "Artwork: <designer> / <company>": the name before the "/" is written into the file as its creator`,
    );
  });

  it("reads the Spanish forms, Foto and Arte, as the same kinds", () => {
    expect(creditParts("Foto: Alba Serra / Wave Films")).toEqual({
      kind: "Photo",
      creator: "Alba Serra",
      company: "Wave Films",
    });
    expect(creditParts("Arte: Jonas Weber / Wave Films")?.kind).toBe("Artwork");
    expect(creditProblem({ en: "Photo: Alba Serra / Wave Films", es: "Foto: Alba Serra / Wave Films" }, name)).toBeUndefined();
  });

  it("refuses a Spanish credit in the English form, and one that names someone else", () => {
    expect(creditProblem({ en: "Photo: Alba Serra / Wave Films", es: "Photo: Alba Serra / Wave Films" }, name)).toBe(
      `credit (Spanish) "Photo: Alba Serra / Wave Films" is not in the form "Foto: <photographer> / <company>" or "Arte: <designer> / <company>": the name before the "/" is written into the file as its creator`,
    );
    expect(creditProblem({ en: "Photo: Alba Serra / Wave Films", es: "Foto: Lucía Prat / Wave Films" }, name)).toMatch(
      /must name the same kind of image, person and company/,
    );
  });

  it("reads each language's own words, French with its space before the colon, and any word in a language the kit has none for", () => {
    expect(creditParts("Photo : Alba Serra / Wave Films", "fr")).toEqual({ kind: "Photo", creator: "Alba Serra", company: "Wave Films" });
    expect(creditParts("Visuel : Jonas Weber / Wave Films", "fr")?.kind).toBe("Artwork");
    expect(creditParts("Arte: Jonas Weber / Wave Films", "fr")).toBeUndefined();
    expect(creditParts("Beeld: Jonas Weber / Wave Films", "nl")).toEqual({ creator: "Jonas Weber", company: "Wave Films" });
    expect(
      creditProblem(
        { fr: "Photo : Alba Serra / Wave Films", en: "Photo: Alba Serra / Wave Films", nl: "Foto: Alba Serra / Wave Films" },
        name,
      ),
    ).toBeUndefined();
    expect(creditProblem({ fr: "Photo : Alba Serra / Wave Films", de: "Foto: Alba Serra / Sur Films" }, name)).toBe(
      'credit "Photo : Alba Serra / Wave Films" and its German "Foto: Alba Serra / Sur Films" must name the same kind of image, person and company',
    );
  });
});
