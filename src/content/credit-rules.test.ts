import { describe, expect, it } from "vitest";
import { creditParts, creditProblem } from "./credit-rules.ts";

describe("a press credit", () => {
  it("names the photographer or designer before the /, and the company after it", () => {
    expect(creditParts("Photo: Paloma Ferrer / Camino Lento Films")).toEqual({
      kind: "Photo",
      creator: "Paloma Ferrer",
      company: "Camino Lento Films",
    });
    expect(creditParts("Artwork: Jaime Soler / Camino Lento Films")).toEqual({
      kind: "Artwork",
      creator: "Jaime Soler",
      company: "Camino Lento Films",
    });
    // Accents, spacing as typed, a company with a / of its own.
    expect(creditParts("Photo:  José Núñez  /  Sur / Norte Films ")).toEqual({
      kind: "Photo",
      creator: "José Núñez",
      company: "Sur / Norte Films",
    });
  });

  it.each([
    "Paloma Ferrer / Camino Lento Films",
    "Photo: Paloma Ferrer",
    "Photo: / Camino Lento Films",
    "Photo: Paloma Ferrer /",
    "photo: Paloma Ferrer / Camino Lento Films",
    "Photography: Paloma Ferrer / Camino Lento Films",
    "© Paloma Ferrer",
  ])("refuses %j, saying which forms it takes", (credit) => {
    expect(creditParts(credit)).toBeUndefined();
    expect(creditProblem({ en: credit, es: "Foto: Paloma Ferrer / Camino Lento Films" })).toBe(
      `credit (English) "${credit}" is not in the form "Photo: <photographer> / <company>" or "Artwork: <designer> / <company>": the name before the "/" is written into the file as its creator`,
    );
  });

  it("reads the Spanish forms, Foto and Arte, as the same kinds", () => {
    expect(creditParts("Foto: Paloma Ferrer / Camino Lento Films")).toEqual({
      kind: "Photo",
      creator: "Paloma Ferrer",
      company: "Camino Lento Films",
    });
    expect(creditParts("Arte: Jaime Soler / Camino Lento Films")?.kind).toBe("Artwork");
    expect(
      creditProblem({ en: "Photo: Paloma Ferrer / Camino Lento Films", es: "Foto: Paloma Ferrer / Camino Lento Films" }),
    ).toBeUndefined();
  });

  it("refuses a Spanish credit in the English form, and one that names someone else", () => {
    expect(creditProblem({ en: "Photo: Paloma Ferrer / Camino Lento Films", es: "Photo: Paloma Ferrer / Camino Lento Films" })).toBe(
      `credit (Spanish) "Photo: Paloma Ferrer / Camino Lento Films" is not in the form "Foto: <photographer> / <company>" or "Arte: <designer> / <company>": the name before the "/" is written into the file as its creator`,
    );
    expect(creditProblem({ en: "Photo: Paloma Ferrer / Camino Lento Films", es: "Foto: Clara Montes / Camino Lento Films" })).toMatch(
      /must name the same kind of image, person and company/,
    );
  });
});
