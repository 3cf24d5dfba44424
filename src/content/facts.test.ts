import { describe, expect, it } from "vitest";
import { extendedLyric, extendedStills, facts, footerFacts, strapline, submissions, technicalSpecs } from ".";
import { asFileName } from "../../scripts/prepare/content/load-collections.ts";
import { film } from "./film.ts";
import { fileNames } from "./lazy/notifications.ts";

// One source of truth: each fact has exactly one wording.
describe("facts", () => {
  it("formats the film's figures once, in the press wording", () => {
    expect(facts.runtime).toBe("97 minutes");
    expect(facts.budget).toBe("£20,000");
    expect(facts.budgetShort).toBe("£20k");
    expect(facts.shootingDays).toBe("12 shooting days");
    expect(facts.productionDates).toBe("14th–28th October 2024");
    expect(facts.releaseDate).toBe("19 Sept 2025");
    expect(facts.languages).toBe("English, Spanish");
    expect(facts.languageCodes).toBe("EN/ES");
  });

  it("counts festivals from the submissions list", () => {
    expect(facts.festivalsBadge).toBe(`${submissions.length} Festivals`);
    expect(facts.submittedTo).toBe(`Submitted to ${submissions.length} festivals`);
    expect(submissions).toHaveLength(14);
  });

  it("keeps the decided technical values, not the contradicted ones", () => {
    const specs = Object.fromEntries(technicalSpecs.map((s) => [s.label, s.value]));
    expect(specs["Aspect Ratio"]).toBe("2.35:1");
    expect(specs["Audio"]).toBe("5.1 Surround Sound");
    expect(JSON.stringify(technicalSpecs)).not.toMatch(/16:9|stereo/i);
  });

  it("states the budget in the strapline and the footer, not 6k", () => {
    expect(strapline).toBe("Five crew. Four stars. 12 days. A £20,000 budget.");
    expect(footerFacts).toEqual(["97 minutes", "Filmed in Andalusia", "£20,000 Budget", "12 Days"]);
  });

  it("reads the extended gallery's category words as one fourteen-word line", () => {
    expect(extendedLyric.split(" ")).toHaveLength(extendedStills.length);
    expect(extendedLyric).toBe("Lost girl lost dog one dusty road south and every sunflower turning us home");
  });

  it("names the downloads after the title", () => {
    const title = asFileName(film.title);
    expect(fileNames.pressPackage).toBe(`${title}-Press-Package.pdf`);
    expect(fileNames.stillsArchive).toBe(`${title}-High-Res-Stills.zip`);
    expect(fileNames.festivalStrategy).toBe(`${title}-Festival-Strategy.pdf`);
  });
});
