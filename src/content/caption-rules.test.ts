import { describe, expect, it } from "vitest";
import { embeddedCaptionOf, pressCaptionOf } from "./caption-rules.ts";

const film = { title: "Girasol", year: 2025, copyrightHolder: "Camino Lento Films" };
const terms = { usageTerms: "Editorial use only, in coverage of Girasol." };

describe("the caption written into a file", () => {
  const entry = { file: "still-05.jpg", caption: "Tomás in Girasol.", credit: "Photo: Paloma Ferrer / Camino Lento Films" };

  it("is the press caption with its creator, the film's title as headline and the usage terms; the film's copyright line unless it has its own", () => {
    expect(embeddedCaptionOf(entry, film, terms)).toEqual({
      caption: "Tomás in Girasol.",
      credit: "Photo: Paloma Ferrer / Camino Lento Films",
      copyright: "© 2025 Camino Lento Films",
      creator: "Paloma Ferrer",
      headline: "Girasol",
      usageTerms: "Editorial use only, in coverage of Girasol.",
    });
    expect(embeddedCaptionOf(entry, film, { ...terms, usageTermsLink: "https://girasolfilm.example/terms" }).usageTermsLink).toBe(
      "https://girasolfilm.example/terms",
    );
    expect(pressCaptionOf({ ...entry, copyright: "© 2024 Agencia Sur" }, film).copyright).toBe("© 2024 Agencia Sur");
  });

  it("throws, naming the file, for a credit the content check refuses", () => {
    expect(() => embeddedCaptionOf({ ...entry, credit: "Paloma Ferrer" }, film, terms)).toThrow(
      /^still-05\.jpg: credit "Paloma Ferrer" is not in the form/,
    );
  });
});
