import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { font, fontFallbackCss, runWidth, sharedCharacters, siteText, widthRatio } from "./font-fallbacks.ts";
import { seedSite } from "../../test/fixture-site.ts";

const appCss = readFileSync(path.resolve(import.meta.dirname, "../../../src/styles/app.css"), "utf8");
const stack = (variable: string) =>
  appCss
    .match(new RegExp(`--font-${variable}: ([^;]+);`))![1]!
    .split(",")
    .map((f) => f.trim().replace(/"/g, ""));

const contentDir = path.join(seedSite, "src/generated/content");

describe("font fallbacks", async () => {
  const css = await fontFallbackCss(siteText(contentDir));
  const faces = [...css.matchAll(/@font-face \{([^}]+)\}/g)].map((m) => ({
    family: m[1]!.match(/font-family: "([^"]+)"/)![1]!,
    src: m[1]!.match(/src: ([^;]+);/)![1]!,
    sizeAdjust: m[1]!.match(/size-adjust: ([\d.]+)%/)![1]!,
  }));

  it("each stack runs web font, desktop fallback, Android fallback, generic family", () => {
    expect(stack("sans")).toEqual(["Inter", "Inter Fallback", "Inter Fallback Android", "sans-serif"]);
    expect(stack("display")).toEqual(["Fraunces", "Fraunces Fallback", "Fraunces Fallback Android", "serif"]);
    for (const family of [...stack("sans"), ...stack("display")].filter((f) => f.includes("Fallback")))
      expect(
        faces.some((f) => f.family === family),
        family,
      ).toBe(true);
  });

  it("Android phones, which lack Arial and Times, get faces sized to their own Roboto and Noto Serif", () => {
    const of = (family: string) => faces.filter((f) => f.family === family);
    expect(of("Inter Fallback Android").map((f) => f.src)).toEqual([
      'local("Roboto"), local("Roboto-Regular")',
      'local("Roboto Bold"), local("Roboto-Bold")',
    ]);
    expect(of("Fraunces Fallback Android")[0]!.src).toBe('local("Noto Serif"), local("NotoSerif-Regular")');
    // Sized from each system font's own metrics, not copied from the Arial or Times faces.
    expect(of("Inter Fallback Android")[0]!.sizeAdjust).not.toBe(of("Inter Fallback")[0]!.sizeAdjust);
    expect(of("Fraunces Fallback Android")[0]!.sizeAdjust).not.toBe(of("Fraunces Fallback")[0]!.sizeAdjust);
  });

  it("each language's words take the same width in the fallback as in the web font, within 0.4%", () => {
    // One size-adjust serves both languages: Spanish runs on accents and longer words, English
    // on capitals; measured on each alone, neither may wrap a line differently from Inter.
    const face = faces.find((f) => f.family === "Inter Fallback")!;
    for (const lang of ["en", "es"]) {
      const ratio = widthRatio(siteText(path.join(contentDir, lang)), ["inter", "400-normal"], ["arimo", "400-normal"]);
      expect(Math.abs(ratio / Number(face.sizeAdjust) - 1), lang).toBeLessThan(0.004);
    }
  });

  it("sizes a face as the whole text set in one run would, to the fourth decimal (it sets each word once)", () => {
    // One pair of the faces measured (Fraunces italic against Tinos); every pair is set the same way.
    const [web, system] = [
      ["fraunces", "400-italic"],
      ["tinos", "400-italic"],
    ] as const;
    const shared = sharedCharacters(siteText(contentDir), web, system);
    const inOneRun = (runWidth(font(web), shared) / runWidth(font(system), shared)) * 100;
    expect(widthRatio(siteText(contentDir), web, system).toFixed(4)).toBe(inOneRun.toFixed(4));
  });

  it("refuses to size the faces on a sample too small to stand for the site's words", async () => {
    await expect(fontFallbackCss("Wavelet")).rejects.toThrow(/7 characters of site text/);
  });
});
