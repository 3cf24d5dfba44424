// The size Home's title is set at (src/components/sections/Hero.tsx), on a phone and from 640 px:
// the largest of Tailwind's steps at which every word of it stands whole on its line, on no more
// lines than the first screen can spare for it, measured in the site's own Fraunces. A short
// title stays at 60 and 96 px; a title of sixty letters with a German compound of thirty is set
// smaller rather than stacked nine lines high over the key art (its compound then hyphenated by
// the browser, or broken where it must be).
import type { LaurelFonts } from "./laurel-words.ts";
import { measure } from "./laurel-words.ts";

/** Tailwind's text sizes the title may take (px), largest first; its letters tracked tight (-0.025 em). */
export const heroSizes = { "8xl": 96, "7xl": 72, "6xl": 60, "5xl": 48, "4xl": 36 } as const;
export type HeroSize = keyof typeof heroSizes;
export type HeroFit = { phone: HeroSize; wide: HeroSize };

// The title's room: the narrowest phone less the page's padding (px-4), and 640 px less sm:px-6;
// the steps each may take, and the lines each leaves the tagline, the laurels and the trailer.
const phone = { room: 320 - 32, steps: ["6xl", "5xl", "4xl"] as HeroSize[], lines: 4 };
const wide = { room: 640 - 48, steps: ["8xl", "7xl", "6xl", "5xl"] as HeroSize[], lines: 3 };
// Until the web fonts arrive the title is set in the metric-matched fallback, up to 9 % wider (nav-fit.ts).
const fallbackSlack = 1.09;

/** The title's lines at `size` in `room` px, broken between words as a browser breaks them; undefined where a word alone is wider. */
function linesOf(title: string, fonts: LaurelFonts, size: number, room: number): number | undefined {
  const width = (text: string) => (measure({ text, face: fonts.display, size, tracking: -0.025 }) - 0.025 * size) * fallbackSlack;
  let lines = 0;
  let line = "";
  for (const word of title.split(/\s+/).filter((w) => w !== "")) {
    if (width(word) > room) return undefined;
    if (line !== "" && width(`${line} ${word}`) <= room) line = `${line} ${word}`;
    else [line, lines] = [word, lines + 1];
  }
  return lines;
}

/** The title's size on a phone and from 640 px: the largest that fits whole, else the smallest. */
export function heroFit(title: string, fonts: LaurelFonts): HeroFit {
  const pick = ({ room, steps, lines }: typeof phone) =>
    steps.find((step) => (linesOf(title, fonts, heroSizes[step], room) ?? Infinity) <= lines) ?? steps.at(-1)!;
  return { phone: pick(phone), wide: pick(wide) };
}
