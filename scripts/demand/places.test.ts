import { describe, expect, it } from "vitest";
import { countPlaces, townKey } from "./places.ts";

describe("countPlaces", () => {
  it("counts a town typed with other case, accents, spaces or dashes as one, under its commonest spelling", () => {
    expect(townKey("  Saint-Étienne ")).toBe(townKey("saint etienne"));
    expect(townKey("Köln")).toBe("koln");
    const [fr] = countPlaces([
      { country: "FR", town: "Saint-Étienne", language: "fr" },
      { country: "FR", town: "saint etienne", language: "fr" },
      { country: "FR", town: "Saint-Étienne", language: "en" },
      { country: "FR", town: "", language: "fr" },
    ]);
    expect(fr).toMatchObject({ code: "FR", count: 4, noTown: 1, languages: { fr: 3, en: 1 } });
    expect(fr!.towns).toEqual([
      { name: "Saint-Étienne", key: "saint etienne", count: 3, spellings: ["Saint-Étienne", "saint etienne"], languages: { fr: 2, en: 1 } },
    ]);
  });

  it("puts the countries and towns with most people first", () => {
    const places = countPlaces([
      { country: "ES", town: "Sevilla", language: "es" },
      { country: "GB", town: "Leeds", language: "en" },
      { country: "GB", town: "York", language: "en" },
      { country: "GB", town: "York", language: "en" },
    ]);
    expect(places.map((c) => [c.code, c.towns.map((t) => t.name)])).toEqual([
      ["GB", ["York", "Leeds"]],
      ["ES", ["Sevilla"]],
    ]);
  });
});
