import { describe, expect, it } from "vitest";
import { fitTitle, hyphenatorFor } from "./title-fit.ts";

// A face whose every letter is half the size wide, so each case's numbers can be checked by hand.
const widthOf = (text: string) => [...text].length * 0.5;
const cover = { width: 470, height: 190, maxSize: 86, minSize: 28, maxLines: 3, leading: 1.2 };
const long = "Der lange Sommer der Zugvögel – Vogelschutzwartenmitarbeiter";

/** The title as its lines read, pieces of a hyphenated word joined again. */
const read = (lines: string[]) => lines.join(" ").replace(/- /g, "");

describe("a title set in its box", () => {
  it("a short title stands on one line at the largest size", () => {
    expect(fitTitle("Tabu", cover, widthOf)).toEqual({ size: 86, lines: ["Tabu"] });
  });

  it("a title of 60 letters on balanced lines, broken between its words, every line inside the box", () => {
    expect([...long]).toHaveLength(60);
    const fit = fitTitle(long, cover, widthOf);
    expect(fit.lines.length).toBeGreaterThan(1);
    expect(fit.lines.join(" ")).toBe(long);
    expect(fit.size).toBeGreaterThanOrEqual(cover.minSize);
    for (const line of fit.lines) expect(widthOf(line) * fit.size).toBeLessThanOrEqual(cover.width);
    // Larger than on one line, where it would stand at 470 / 30 ≈ 15.7.
    expect(fit.size).toBeGreaterThan(30);
    // The long word on a line of its own, and the dash at the end of the line before it, never starting one.
    expect(fit.lines.at(-1)).toBe("Vogelschutzwartenmitarbeiter");
    expect(fit.lines.at(-2)).toMatch(/ –$/);
  });

  it("takes a line more only where the title grows by a tenth", () => {
    // Two lines: 24 letters wide; three: 16, half as large again.
    const fit = fitTitle("Aaaaaaa Bbbbbbb Ccccccc Ddddddd Eeeeeee Fffffff", { ...cover, maxSize: 200, height: undefined }, widthOf);
    expect(fit.lines).toHaveLength(3);
    expect(fitTitle("Aaaa Bbbb", { ...cover, width: 200, maxSize: 40 }, widthOf)).toEqual({ size: 40, lines: ["Aaaa Bbbb"] });
  });

  it("keeps to the box's height", () => {
    const fit = fitTitle(long, { ...cover, height: 60 }, widthOf);
    expect(fit.size * (1 + (fit.lines.length - 1) * cover.leading)).toBeLessThanOrEqual(60 + 1e-9);
  });

  it("hyphenates a word longer than the box at the smallest size as its language does, and nowhere else", () => {
    const word = "Donaudampfschifffahrtsgesellschaftskapitänswitwe";
    const fit = fitTitle(`Die ${word}`, { ...cover, width: 400 }, widthOf, hyphenatorFor("de"));
    expect(fit.size).toBeGreaterThanOrEqual(cover.minSize);
    expect(read(fit.lines)).toBe(`Die ${word}`);
    const syllables = hyphenatorFor("de")(word);
    // Each cut falls between two of the word's syllables.
    const cuts = fit.lines.filter((l) => l.endsWith("-")).map((l) => l.slice(0, -1).split(" ").at(-1)!);
    expect(cuts.length).toBeGreaterThan(0);
    let at = 0;
    for (const cut of cuts) {
      const from = word.indexOf(cut, at);
      const ends = syllables.map((_, i) => syllables.slice(0, i + 1).join("").length);
      expect(ends).toContain(from + cut.length);
      at = from + cut.length;
    }
    for (const line of fit.lines) expect(widthOf(line) * fit.size).toBeLessThanOrEqual(400);
  });

  it("hyphenates by the patterns of each kit language, and by letters where it has none", () => {
    expect(hyphenatorFor("de")("Vogelschutzwartenmitarbeiter").join("|")).toBe("Vo|gel|schutz|war|ten|mit|ar|bei|ter");
    expect(hyphenatorFor("pt")("cinematográfica").join("")).toBe("cinematográfica");
    expect(hyphenatorFor("pt")("cinematográfica").length).toBeGreaterThan(3);
    for (const code of ["en", "es", "fr", "it"]) expect(hyphenatorFor(code)("extraordinarily").length).toBeGreaterThan(2);
    expect(hyphenatorFor("zz")("abc")).toEqual(["a", "b", "c"]);
  });
});
