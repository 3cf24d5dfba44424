import { describe, expect, test } from "vitest";
import { heroFit, heroSizes } from "./hero-fit.ts";
import { loadLaurelFonts, measure } from "./laurel-words.ts";

const fonts = loadLaurelFonts();

describe("Home's title, measured in the site's Fraunces", () => {
  test("a short title keeps the largest sizes: 60 px on a phone, 96 px from 640 px", () => {
    expect(heroFit("Tabu", fonts)).toEqual({ phone: "6xl", wide: "8xl" });
    expect(heroFit("La Dernière Vague", fonts)).toEqual({ phone: "6xl", wide: "8xl" });
  });

  test("a word too wide for the phone's line at 60 px takes the size at which it stands whole", () => {
    // "Lehrerzimmer" runs about 440 px at 60 px, 350 at 48 and 265 at 36: whole on a 288 px line at 36 alone.
    const { phone } = heroFit("Das Lehrerzimmer", fonts);
    expect(phone).toBe("4xl");
    expect(measure({ text: "Lehrerzimmer", face: fonts.display, size: heroSizes[phone], tracking: -0.025 })).toBeLessThanOrEqual(288);
  });

  test("a title of sixty letters with a compound of thirty is set at the smallest sizes, not stacked nine lines high", () => {
    expect(heroFit("Der Sommer der Zugvögel: Die Vogelschutzgebietsbetreuerinnen", fonts)).toEqual({ phone: "4xl", wide: "5xl" });
  });

  test("a long title of short words stands on few lines, smaller", () => {
    const fit = heroFit("The Assassination of Jesse James by the Coward Robert Ford", fonts);
    expect(heroSizes[fit.phone]).toBeLessThan(60);
    expect(heroSizes[fit.wide]).toBeLessThan(96);
  });
});
