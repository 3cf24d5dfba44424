import { describe, expect, test } from "vitest";
import { loadLaurelFonts, measure } from "./laurel-words.ts";
import { barWidth, linesAt, navFit, titleLines, titleRoom, titleSize, titleSizes, type BarWords, type TitleSize } from "./nav-fit.ts";

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
    expect(navFit(words("Sol", seven), fonts)).toMatchObject({ links: "lg", languages: "xl" });
  });

  test("longer words wait for 1280 px; longer still, the menu button stays at every width", () => {
    const longer = seven.map((l) => `${l} ${l}`.slice(0, l.length + 2));
    expect(navFit(words("Sol", longer), fonts).links).toBe("xl");
    const longest = seven.map((l) => `${l} ${l}`);
    expect(navFit(words("Sol", longest), fonts)).toMatchObject({ links: "never", languages: "never" });
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

describe("the title's size in the bar", () => {
  // 60 letters, in German with a compound of 28.
  const sixty = "Der lange Sommer der Zugvögel – Vogelschutzwartenmitarbeiter";
  test("A title of seven letters keeps the largest size everywhere; a title of three words is set smaller on a phone alone", () => {
    expect(navFit(words("Shadows", seven), fonts).title).toEqual({ phone: "xl", wide: "xl" });
    const vague = titleSize(words("La Dernière Vague", seven), fonts);
    expect(vague.wide).toBe("xl");
    expect(Object.keys(titleSizes).indexOf(vague.phone)).toBeGreaterThan(0);
  });

  test("a title of 60 letters stands whole in the bar at 320 px and 640 px, on the lines the bar holds, a compound broken only where it must", () => {
    expect(sixty).toHaveLength(60);
    const bar = words(sixty, seven);
    const { phone, wide } = titleSize(bar, fonts);
    for (const [step, width] of [
      [phone, 320],
      [wide, 640],
    ] as const) {
      const room = titleRoom(bar, fonts, width);
      const between = titleLines(sixty, fonts, step, room);
      const lines = between ?? titleLines(sixty, fonts, step, room, true)!;
      expect(lines.length, `${step} at ${width} px: ${lines.join(" / ")}`).toBeLessThanOrEqual(linesAt(step));
      // Every word whole where the room allows: a word is broken only where it is wider than the room at the smallest size.
      if (between) expect(between.join(" ")).toBe(sixty);
      else expect(titleLines("Vogelschutzwartenmitarbeiter", fonts, "xs", room)).toBeUndefined();
    }
    // From 640 px the compound stands whole on its line.
    expect(titleLines(sixty, fonts, wide, titleRoom(bar, fonts, 640))).toBeDefined();
    // A larger size would not hold it on a phone.
    const larger = Object.keys(titleSizes)[Object.keys(titleSizes).indexOf(phone) - 1] as TitleSize | undefined;
    if (larger) expect(titleLines(sixty, fonts, larger, titleRoom(bar, fonts, 320), true)!.length).toBeGreaterThan(linesAt(larger));
  });
});
