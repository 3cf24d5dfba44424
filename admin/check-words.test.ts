import { describe, expect, it } from "vitest";
import { problemLines, refusalWords, statusWords } from "./check-words.ts";
import type { Placed } from "./problem-places.ts";

// What the "Check" line and a refused save say, as the team reads them in each of the editor's
// languages: each problem after its field and side, one of another file with the build's file and line.
const runtime: Placed = {
  locale: "es",
  keyPath: "synopsis",
  message: 'synopsis states runtime "95 minutos" but content/film.yaml says 97',
};
const role: Placed = { locale: "en", keyPath: "keyCrew.2.role", message: "role is missing" };
const elsewhere = "content/people.yaml:40: keyCrew has no Director of Photography";

describe("the check's words", () => {
  it("names each problem's field and side in the editor's English, and another file's by its file and line", () => {
    expect(problemLines([runtime, role], [elsewhere], "en")).toEqual([
      'Synopsis (Spanish): synopsis states runtime "95 minutos" but content/film.yaml says 97',
      "Key crew 3 › Role (English): role is missing",
      elsewhere,
    ]);
    expect(statusWords.en(0)).toBe("Checked as the site's build checks it: nothing to mend.");
    expect(statusWords.en(3)).toBe("3 problems to mend before saving:");
  });

  it("says the same in the editor's Spanish", () => {
    expect(problemLines([runtime, role], [], "es")).toEqual([
      'Synopsis (español): synopsis states runtime "95 minutos" but content/film.yaml says 97',
      "Key crew 3 › Role (inglés): role is missing",
    ]);
    expect(statusWords.es(1)).toBe("Un problema que corregir antes de guardar:");
  });

  it("refuses a save with what to mend first and where, never to try later", () => {
    expect(refusalWords([runtime], [], "en")).toBe(
      'Mend this first, then save again:\nSynopsis (Spanish): synopsis states runtime "95 minutos" but content/film.yaml says 97',
    );
    expect(refusalWords([runtime], [elsewhere], "es")).toBe(
      [
        "Corrige estos problemas y vuelve a guardar:",
        'Synopsis (español): synopsis states runtime "95 minutos" but content/film.yaml says 97',
        elsewhere,
      ].join("\n"),
    );
  });
});
