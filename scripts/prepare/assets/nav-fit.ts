// From which window width the top bar can show every page's link (and then the other languages'
// codes) on one line, in this language: the titles, the links' words and the trailer button set in
// the site's own fonts, measured here once. French, German or a long title need more room than
// English; where the words do not fit a width the menu button stands in for them.
import type { LaurelFonts } from "./laurel-words.ts";
import { measure } from "./laurel-words.ts";

/** The widths (px) of Tailwind's breakpoints the bar can switch at; "never" keeps the menu button. */
export const barBreakpoints = { lg: 1024, xl: 1280 } as const;
export type BarBreakpoint = keyof typeof barBreakpoints | "never";

/** What the bar shows from which width: its page links, and the other languages' codes beside them. */
export type NavFit = { links: BarBreakpoint; languages: BarBreakpoint };

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
};
// A window's classic scroll bar takes its width from the page (17 px on Windows, 15 in Chromium on
// Linux, none on a Mac or a phone). Chromium sets the words exactly as measured here; a percent
// more for another engine's rounding. (While the fonts load, the fallbacks may run a few percent
// wider: the title, which may wrap, gives way, and the links stay on one line.)
const scrollBar = 17;
const slack = 1.01;

/** The bar's width (px) with its links shown, with or without the other languages' codes. */
export function barWidth(words: BarWords, fonts: LaurelFonts, withLanguages: boolean): number {
  const text = (t: string, face: LaurelFonts[keyof LaurelFonts], size: number, tracking = 0) =>
    measure({ text: t, face, size, tracking }) * slack + tracking * size;
  // The title in capitals, 20 px, letters 0.25 em apart (CSS puts the spacing after the last one
  // too), on two lines if it has two words or more: the bar is tall enough for two.
  const title = Math.min(
    ...titleLines(words.title.toLocaleUpperCase()).map((lines) => Math.max(...lines.map((l) => text(l, fonts.display, 20, 0.25)))),
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

/** The ways to set a title: on one line, or broken at any of its spaces into two. */
function titleLines(title: string): string[][] {
  const words = title.split(/\s+/);
  return [[title], ...words.slice(1).map((_, i) => [words.slice(0, i + 1).join(" "), words.slice(i + 1).join(" ")])];
}

/** The room the bar has in a window `width` px wide. */
const roomAt = (width: number) => Math.min(width - scrollBar, box.maxWidth);

/** From which breakpoint the bar shows its links, then the other languages' codes, in these words. */
export function navFit(words: BarWords, fonts: LaurelFonts): NavFit {
  const fromWhere = (width: number): BarBreakpoint =>
    (Object.keys(barBreakpoints) as (keyof typeof barBreakpoints)[]).find((bp) => width <= roomAt(barBreakpoints[bp])) ?? "never";
  const links = fromWhere(barWidth(words, fonts, false));
  // The codes join the bar at the widest breakpoint alone, and only where the links are shown by then.
  const withCodes =
    words.otherCodes.length > 0 && links !== "never" && fromWhere(barWidth(words, fonts, true)) !== "never" ? "xl" : "never";
  return { links, languages: withCodes };
}
