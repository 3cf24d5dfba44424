import { describe, expect, it } from "vitest";
import { contentStrings } from "#src/content/build-time/check/content-strings.ts";
import { canonFrom, factCheckGaps, factProblems } from "#src/content/build-time/check/fact-check/index.ts";
import { languages } from "#src/lib/languages.ts";
import { withEdits } from "./edited-content.ts";

// A site language the kit has no fact rules for (French here: the kit reads English and
// Spanish): its texts are still held to the facts any language states in figures, and the build
// says once what it does not read.
const today = withEdits();
const canon = canonFrom(today.files)!;
const [firstString] = contentStrings(today.files);
const french = (value: string) => factProblems([{ ...firstString!, value }], canon, "fr");

describe("the fact check in a language without its rules", () => {
  it("still checks the aspect ratio, written with a decimal comma or point", () => {
    const wrong = canon.aspectRatio.startsWith("1.85") ? "2,39:1" : "1,85:1";
    expect(french(`Tourné en ${wrong}, en lumière naturelle.`)).toEqual([
      `${firstString!.where}: ${firstString!.field} states aspect ratio "${wrong}" but content/film.yaml says ${canon.aspectRatio}`,
    ]);
    expect(french(`Tourné en ${canon.aspectRatio.replace(".", ",")}.`)).toEqual([]);
  });

  it("does not read a runtime or budget stated in its words, or a screen's 16:9 (the key art's, not the film's)", () => {
    expect(french(`Un film de ${canon.runtimeMinutes + 5} minutes, tourné en ${canon.shootingDays + 3} jours.`)).toEqual([]);
    expect(french("Le visuel principal sans texte, en 16:9 : bannières des plateformes.")).toEqual([]);
  });

  it("is said once in the build's report, naming the language and what is not read", () => {
    expect(factCheckGaps(languages)).toEqual([]);
    const gaps = factCheckGaps(["fr", "en", "nl"]);
    expect(gaps).toHaveLength(1);
    expect(gaps[0]).toMatch(
      /^The fact check does not read French and Dutch: runtime, budget, .* an aspect ratio written as 2.39:1 still is/,
    );
  });
});
