import { describe, expect, it } from "vitest";
import { embeddedCaptionOf, pressCaptionOf } from "./caption-rules.ts";

const film = { title: "La Dernière Vague", year: 2025, copyrightHolder: "Wave Films" };
const terms = { usageTerms: "Editorial use only, in coverage of La Dernière Vague." };

describe("the caption written into a file", () => {
  const entry = { file: "still-05.jpg", caption: "Marc in La Dernière Vague.", credit: "Photo: Alba Serra / Wave Films" };

  it("is the press caption with its creator, the film's title as headline and the usage terms; the film's copyright line unless it has its own", () => {
    expect(embeddedCaptionOf(entry, film, terms)).toEqual({
      caption: "Marc in La Dernière Vague.",
      credit: "Photo: Alba Serra / Wave Films",
      copyright: "© 2025 Wave Films",
      creator: "Alba Serra",
      headline: "La Dernière Vague",
      usageTerms: "Editorial use only, in coverage of La Dernière Vague.",
    });
    expect(embeddedCaptionOf(entry, film, { ...terms, usageTermsLink: "https://lastwave.example/terms" }).usageTermsLink).toBe(
      "https://lastwave.example/terms",
    );
    expect(pressCaptionOf({ ...entry, copyright: "© 2024 Agencia Sur" }, film).copyright).toBe("© 2024 Agencia Sur");
  });

  it("throws, naming the file, for a credit the content check refuses", () => {
    expect(() => embeddedCaptionOf({ ...entry, credit: "Alba Serra" }, film, terms)).toThrow(
      /^still-05\.jpg: credit "Alba Serra" is not in the form/,
    );
  });
});
