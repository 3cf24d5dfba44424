import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { laurelOf } from "#src/content/build-time/laurel-rules.ts";
import { laurelSize } from "#src/content/laurels.ts";
import type { SubmissionEntry as Submission } from "#src/content/build-time/schema/types.ts";
import { laurelSvg } from "./laurel-svg.ts";
import { laurelLines, loadLaurelFonts, measure } from "./laurel-words.ts";

const fonts = loadLaurelFonts();
const laurel = (name: string, extra: Partial<Submission> = {}) =>
  laurelOf({
    name,
    city: "Somewhere",
    country: "ES",
    notificationDate: "2025-10",
    tier: "Tier 2",
    status: "Official Selection",
    judgingStatus: "Undecided",
    ...extra,
  })!;

const seville = laurel("Seville European Film Festival", { section: "New Directors", premiere: "World Premiere", year: 2025 });

describe("laurel SVG", () => {
  it("is an image with its words as title and label, the text drawn as outlines", () => {
    const svg = laurelSvg(seville, fonts);
    const alt = "Official Selection, Seville European Film Festival, New Directors, World Premiere, 2025";
    expect(svg).toMatch(
      new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="480" height="400" viewBox="0 0 480 400" role="img" aria-label="${alt}">`),
    );
    expect(svg).toContain(`<title>${alt}</title>`);
    expect(svg).not.toMatch(/<text|<style|font-family|<image|href=/);
  });

  it("is the same bytes every time, and in the site's palette: light for dark pages, dark for paper", () => {
    expect(laurelSvg(seville, fonts)).toBe(laurelSvg(seville, fonts));
    expect(laurelSvg(seville, fonts, "light")).toContain('fill="#f2c230"');
    expect(laurelSvg(seville, fonts, "dark")).toContain('fill="#17130f"');
    expect(laurelSvg(seville, fonts, "dark")).not.toContain("#f2c230");
  });

  it("gives the status, the award, the name, the section and premiere, and the year, in that order", () => {
    const leeds = laurel("Leeds International Film Festival", { status: "Winner", award: "Best First Feature", year: 2025 });
    expect(laurelLines(leeds, fonts).map((l) => l.line.text)).toEqual([
      "WINNER",
      "Best First Feature",
      "Leeds International",
      "Film Festival",
      "2025",
    ]);
    expect(laurelLines(seville, fonts).map((l) => l.line.text)).toEqual([
      "OFFICIAL SELECTION",
      "Seville European",
      "Film Festival",
      "NEW DIRECTORS · WORLD PREMIERE",
      "2025",
    ]);
  });

  it("wraps a long name onto up to three lines and keeps every line inside the wreath", () => {
    const long = laurel("Karlovy Vary International Film Festival", {
      status: "Nominee",
      award: "Crystal Globe for the Best Feature Film",
      section: "Proxima",
      premiere: "International Premiere",
      year: 2026,
    });
    const lines = laurelLines(long, fonts);
    expect(lines.filter((l) => l.line.face === fonts.display).map((l) => l.line.text)).toEqual([
      "Karlovy Vary",
      "International",
      "Film Festival",
    ]);
    for (const { baseline } of lines) {
      expect(baseline).toBeGreaterThan(60);
      expect(baseline).toBeLessThan(laurelSize.height - 60);
    }
  });

  it("fits a German festival's long compounds inside the wreath, every word whole, each detail on its line", () => {
    const german = laurel("Internationales Filmfestival Mannheim-Heidelberg", {
      status: "Winner",
      award: "Rainer-Werner-Fassbinder-Preis für Nachwuchsregisseurinnen",
      section: "Wattenmeerschutzstationsleiterinnenwettbewerb",
      premiere: "Deutschlandpremiere",
      year: 2026,
    });
    const lines = laurelLines(german, fonts);
    const said = lines.map((l) => l.line.text).join(" ");
    for (const words of [german.festival, german.award!, german.section!.toUpperCase(), german.premiere!.toUpperCase()])
      expect(said).toContain(words);
    for (const { baseline } of lines) {
      expect(baseline).toBeGreaterThan(60);
      expect(baseline).toBeLessThan(laurelSize.height - 60);
    }
    // Every line inside the wreath's opening: narrower than the laurel's middle third and more.
    for (const { line } of lines) expect(measure(line), line.text).toBeLessThan(laurelSize.width * 0.6);
  });

  it("sets letters of Latin Extended from the fonts' second subset, and names a character the fonts lack", () => {
    expect(() => laurelSvg(laurel("Łódź Film Festival"), fonts)).not.toThrow();
    expect(() => laurelSvg(laurel("東京国際映画祭"), fonts)).toThrow(/needs "東" \(U\+6771\), which the site's fonts do not have/);
  });

  it("renders in sharp (librsvg) on a transparent ground, with the words in the middle", async () => {
    const { data, info } = await sharp(Buffer.from(laurelSvg(seville, fonts)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 480, height: 400, channels: 4 });
    const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!;
    expect(alpha(2, 2)).toBe(0);
    let inked = 0;
    for (let y = 150; y < 250; y++) for (let x = 160; x < 320; x++) if (alpha(x, y) > 128) inked++;
    expect(inked).toBeGreaterThan(1000);
  });
});
