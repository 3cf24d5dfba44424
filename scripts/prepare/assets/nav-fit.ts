// From which window width the top bar can show every page's link (and then the other languages'
// codes) on one line, in this language: the titles, the links' words and the trailer button set in
// the site's own fonts, measured here once. French, German or a long title need more room than
// English; where the words do not fit a width the menu button stands in for them. And the size
// the title is set at, on a phone and from 640 px: the largest at which it stands whole in the bar,
// broken only between its words, on as many lines as the bar's height holds at that size (a
// title of 60 letters too, at 320 px).
import type { LaurelFonts } from "./laurel-words.ts";
import { measure } from "./laurel-words.ts";

/** The widths (px) of Tailwind's breakpoints the bar can switch at; "never" keeps the menu button. */
export const barBreakpoints = { lg: 1024, xl: 1280 } as const;
export type BarBreakpoint = keyof typeof barBreakpoints | "never";

/**
 * The sizes the title may be set at in the bar, largest first: font size and letter spacing (px,
 * em), as SiteNav.tsx's classes set them, its lines 1.25 times the size apart (leading-tight).
 */
export const titleSizes = {
  xl: { size: 20, tracking: 0.25 },
  lg: { size: 17, tracking: 0.2 },
  md: { size: 15, tracking: 0.15 },
  sm: { size: 13, tracking: 0.1 },
  xs: { size: 11, tracking: 0.06 },
} as const;
export type TitleSize = keyof typeof titleSizes;

/** What the bar shows from which width: its page links, the other languages' codes beside them, and the title's size on a phone and from 640 px. */
export type NavFit = { links: BarBreakpoint; languages: BarBreakpoint; title: { phone: TitleSize; wide: TitleSize } };

/** The bar's words in one language: the title, its page links, the trailer button, the other languages' codes. */
export type BarWords = { title: string; links: string[]; trailer: string; otherCodes: string[] };

// The bar's box model, as src/components/layout/SiteNav.tsx sets it (Tailwind's spacing in px).
const box = {
  maxWidth: 1152, // max-w-6xl
  padding: 48, // sm:px-6, each side
  gap: 16, // gap-4 between the title, the links and the buttons
  linkPadding: 24, // px-3
  linkGap: 4, // gap-1
  buttonsGap: 8, // gap-2
  switchPadding: 16, // px-2
  trailerChrome: 40 + 16 + 8, // px-5, the play icon, gap-2
  phonePadding: 16, // px-4, each side, below 640 px
  trailerIcon: 40 + 16, // px-5 and the play icon: the button's words are for screen readers alone below 640 px
  menuButton: 40, // p-2 and its 24 px icon
  height: 64 - 8, // h-16, less 4 px above and below the title
};
/** The narrowest phone a page is laid out for (WCAG 1.4.10's 320 CSS px), and the width from which the trailer button has its words (sm). */
const phoneWidth = 320;
const wideFrom = 640;
// A window's classic scroll bar takes its width from the page (17 px on Windows, 15 in Chromium on
// Linux, none on a Mac or a phone). Chromium sets the words exactly as measured here; a percent
// more for another engine's rounding. (While the fonts load, the fallbacks may run a few percent
// wider: the title, which may wrap, gives way, and the links stay on one line.)
const scrollBar = 17;
const slack = 1.01;
// Until the web fonts arrive (after the page's script), the title is set in Fraunces' metric-matched
// fallback (Times New Roman's metrics), which ran 7.5 to 9 % wider than Fraunces in Chromium at
// 17 px: the title's lines are counted at the wider, so it stands inside the bar in both.
const fallbackSlack = 1.09;

type Face = LaurelFonts[keyof LaurelFonts];
/** A line's width as the browser sets it (CSS puts the letter spacing after the last letter too). */
const text = (t: string, face: Face, size: number, tracking = 0) => measure({ text: t, face, size, tracking }) * slack + tracking * size;

/** How many of the title's lines the bar holds at `step`. */
export const linesAt = (step: TitleSize) => Math.floor(box.height / (titleSizes[step].size * 1.25));

/**
 * The title in capitals at `step` in `room` px, broken between words as a browser breaks them
 * (each line as long as it can be): its lines, or undefined where a word alone is wider than the
 * room. With `split`, such a word is broken inside, as the bar's hyphenation and
 * overflow-wrap do where nothing else fits, each piece leaving room for a hyphen.
 */
export function titleLines(title: string, fonts: LaurelFonts, step: TitleSize, room: number, split = false): string[] | undefined {
  const { size, tracking } = titleSizes[step];
  const width = (t: string) => text(t.toLocaleUpperCase(), fonts.display, size, tracking) * fallbackSlack;
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter((w) => w !== "")) {
    const joined = lines.length > 0 ? `${lines.at(-1)} ${word}` : word;
    if (lines.length > 0 && width(joined) <= room) lines[lines.length - 1] = joined;
    else if (width(word) <= room) lines.push(word);
    else if (!split) return undefined;
    else {
      let piece = "";
      for (const letter of word) {
        if (piece !== "" && width(`${piece}${letter}-`) > room) {
          lines.push(`${piece}-`);
          piece = "";
        }
        piece += letter;
      }
      lines.push(piece);
    }
  }
  return lines;
}

/**
 * The largest size at which the title stands whole in `room` px, on the lines the bar holds:
 * broken between its words where a size allows, else inside a word too long for the room at any
 * size (a German compound on a phone); the smallest where none does.
 */
function titleSizeIn(title: string, fonts: LaurelFonts, room: number): TitleSize {
  const steps = Object.keys(titleSizes) as TitleSize[];
  const fits = (split: boolean) => (step: TitleSize) => (titleLines(title, fonts, step, room, split)?.length ?? Infinity) <= linesAt(step);
  return steps.find(fits(false)) ?? steps.find(fits(true)) ?? steps.at(-1)!;
}

/** The room the title has in a bar `width` px wide with its links folded behind the menu button. */
export function titleRoom(words: BarWords, fonts: LaurelFonts, width: number): number {
  if (width < wideFrom) return width - 2 * box.phonePadding - box.gap - box.trailerIcon - box.buttonsGap - box.menuButton;
  const trailer = text(words.trailer, fonts.sansBold, 14) + box.trailerChrome;
  return width - box.padding - box.gap - trailer - box.buttonsGap - box.menuButton;
}

/** The title's size on a phone (from 320 px) and from 640 px. */
export function titleSize(words: BarWords, fonts: LaurelFonts): NavFit["title"] {
  return {
    phone: titleSizeIn(words.title, fonts, titleRoom(words, fonts, phoneWidth)),
    wide: titleSizeIn(words.title, fonts, titleRoom(words, fonts, wideFrom)),
  };
}

/** The bar's width (px) with its links shown, with or without the other languages' codes. */
export function barWidth(words: BarWords, fonts: LaurelFonts, withLanguages: boolean, step: TitleSize = "xl"): number {
  // The title at its size, on as many lines as the bar holds at it: its widest line at the
  // narrowest room that keeps it to them.
  const { size, tracking } = titleSizes[step];
  const title = Math.min(
    ...titleSplits(words.title.toLocaleUpperCase(), linesAt(step)).map((lines) =>
      Math.max(...lines.map((l) => text(l, fonts.display, size, tracking))),
    ),
  );
  const links =
    words.links.reduce((sum, l) => sum + text(l, fonts.sans, 14) + box.linkPadding, 0) + box.linkGap * Math.max(0, words.links.length - 1);
  const trailer = text(words.trailer, fonts.sansBold, 14) + box.trailerChrome;
  const codes = withLanguages
    ? words.otherCodes.map((c) => text(c.toUpperCase(), fonts.sansBold, 14, 0.05) + box.switchPadding + box.buttonsGap)
    : [];
  const right = trailer + codes.reduce((a, b) => a + b, 0);
  return box.padding + title + box.gap + links + box.gap + right;
}

/** The ways to set a title on one line, or broken at its spaces into two (the bar holds two at any size it shows its links at). */
function titleSplits(title: string, lines: number): string[][] {
  const words = title.split(/\s+/);
  if (lines < 2) return [[title]];
  return [[title], ...words.slice(1).map((_, i) => [words.slice(0, i + 1).join(" "), words.slice(i + 1).join(" ")])];
}

/** The room the bar has in a window `width` px wide. */
const roomAt = (width: number) => Math.min(width - scrollBar, box.maxWidth);

/** From which breakpoint the bar shows its links, then the other languages' codes, in these words. */
export function navFit(words: BarWords, fonts: LaurelFonts): NavFit {
  const title = titleSize(words, fonts);
  const fromWhere = (width: number): BarBreakpoint =>
    (Object.keys(barBreakpoints) as (keyof typeof barBreakpoints)[]).find((bp) => width <= roomAt(barBreakpoints[bp])) ?? "never";
  const links = fromWhere(barWidth(words, fonts, false, title.wide));
  // The codes join the bar at the widest breakpoint alone, and only where the links are shown by then.
  const withCodes =
    words.otherCodes.length > 0 && links !== "never" && fromWhere(barWidth(words, fonts, true, title.wide)) !== "never" ? "xl" : "never";
  return { links, languages: withCodes, title };
}
