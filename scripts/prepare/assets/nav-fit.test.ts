import { describe, expect, test } from "vitest";
import { loadLaurelFonts, measure } from "./laurel-words.ts";
import { barWidth, navFit, type BarWords } from "./nav-fit.ts";

const fonts = loadLaurelFonts();
const words = (title: string, links: string[], otherCodes: string[] = ["es"]): BarWords => ({
  title,
  links,
  trailer: "Watch Trailer",
  otherCodes,
});
const seven = ["Home", "About", "Cast & Crew", "Behind the Scenes", "Festivals", "Press", "Contact"];

describe("the top bar's room, measured in the site's fonts", () => {
  test("short words show the links from 1024 px and the other language's code from 1280 px", () => {
    expect(navFit(words("Sol", seven), fonts)).toEqual({ links: "lg", languages: "xl" });
  });

  test("longer words wait for 1280 px; longer still, the menu button stays at every width", () => {
    const longer = seven.map((l) => `${l} ${l}`.slice(0, l.length + 2));
    expect(navFit(words("Sol", longer), fonts).links).toBe("xl");
    const longest = seven.map((l) => `${l} ${l}`);
    expect(navFit(words("Sol", longest), fonts)).toEqual({ links: "never", languages: "never" });
  });

  test("a site in one language never keeps room for a language's code", () => {
    expect(navFit(words("Sol", seven, []), fonts).languages).toBe("never");
  });

  test("a title of several words is measured on the better of two lines; a single word on one", () => {
    const oneLine = measure({ text: "LA DERNIÈRE VAGUE", face: fonts.display, size: 20, tracking: 0.25 });
    const asTwo = barWidth(words("La Dernière Vague", seven), fonts, false);
    const asOne = barWidth(words("LaDernièreVague", seven), fonts, false);
    expect(asOne - asTwo).toBeGreaterThan(oneLine / 4);
    // "VAGUE" alone on the second line would leave "LA DERNIÈRE" on the first: the wider line counts.
    const widest = measure({ text: "LA DERNIÈRE", face: fonts.display, size: 20, tracking: 0.25 });
    expect(asTwo - barWidth(words("", seven), fonts, false)).toBeGreaterThanOrEqual(widest);
  });

  test("each code shown adds its room", () => {
    const one = barWidth(words("Sol", seven, ["fr"]), fonts, true);
    const two = barWidth(words("Sol", seven, ["fr", "de"]), fonts, true);
    expect(two - one).toBeGreaterThan(30);
    expect(barWidth(words("Sol", seven, ["fr", "de"]), fonts, false)).toBeLessThan(one);
  });
});
