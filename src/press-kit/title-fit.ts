// How a title is set where it is the largest thing on the page (the press package's cover, the
// festival strategy's, the poster, the title treatment): at the largest size at which it stands in
// its box, on one line or broken between its words into balanced lines, as a title designer
// stacks a long title ("Der lange Sommer der Zugvögel –" over "Vogelschutzwartenmitarbeiter").
// A word too long for the box even at the smallest size allowed is hyphenated as its language
// hyphenates it (or, with no patterns for the language, wherever it must). Pure: the caller
// measures with the face it draws in.
import { createRequire } from "node:module";

/** Where and how large the title may be: its box's width (and height, when it has one), in the caller's units. */
export type TitleBox = {
  width: number;
  height?: number;
  maxSize: number;
  minSize: number;
  maxLines: number;
  /** The distance from one line's baseline to the next, as a multiple of the size. */
  leading: number;
};

/** The title as set: its size and its lines (a hyphenated piece ends with "-"). */
export type TitleFit = { size: number; lines: string[] };

/** A piece of the title: a word, or part of one with a hyphen when a line ends after it. */
type Piece = { text: string; hyphen: boolean };

const lineOf = (pieces: Piece[]) =>
  pieces.map((p, i) => (i === pieces.length - 1 ? p.text + (p.hyphen ? "-" : "") : p.text + (p.hyphen ? "" : " "))).join("");

/**
 * The pieces split into `n` lines so that the widest is as narrow as it can be (the classic
 * linear partition, over every place a line may end), or undefined where there are fewer pieces than lines.
 */
function balanced(pieces: Piece[], n: number, widthOf: (text: string) => number): string[] | undefined {
  if (pieces.length < n) return undefined;
  const widths = new Map<string, number>();
  const width = (from: number, to: number) => {
    const key = `${from}:${to}`;
    if (!widths.has(key)) widths.set(key, widthOf(lineOf(pieces.slice(from, to))));
    return widths.get(key)!;
  };
  // widest[k][i]: the narrowest widest line of the first i pieces on k lines; end[k][i]: where its last line starts.
  const widest = [...Array(n + 1)].map(() => Array<number>(pieces.length + 1).fill(Infinity));
  const start = [...Array(n + 1)].map(() => Array<number>(pieces.length + 1).fill(0));
  widest[0]![0] = 0;
  for (let k = 1; k <= n; k++)
    for (let i = k; i <= pieces.length; i++)
      for (let j = k - 1; j < i; j++) {
        const w = Math.max(widest[k - 1]![j]!, width(j, i));
        if (w < widest[k]![i]!) {
          widest[k]![i] = w;
          start[k]![i] = j;
        }
      }
  const lines: string[] = [];
  for (let k = n, i = pieces.length; k > 0; i = start[k]![i]!, k--) lines.unshift(lineOf(pieces.slice(start[k]![i]!, i)));
  return lines;
}

/** The size `lines` stand at in the box: as large as the widest line, the lines' height and maxSize allow. */
function sizeOf(lines: string[], box: TitleBox, widthOf: (text: string) => number): number {
  const widest = Math.max(...lines.map(widthOf));
  const byHeight = box.height === undefined ? Infinity : box.height / (1 + (lines.length - 1) * box.leading);
  return Math.min(box.maxSize, box.width / widest, byHeight);
}

/** The best of the ways to set `pieces` on 1 to maxLines lines: a line more only where it makes the title a tenth larger. */
function bestOf(pieces: Piece[], box: TitleBox, widthOf: (text: string) => number): TitleFit {
  let best: TitleFit | undefined;
  for (let n = 1; n <= box.maxLines; n++) {
    const lines = balanced(pieces, n, widthOf);
    if (!lines) break;
    const size = sizeOf(lines, box, widthOf);
    if (!best || size > best.size * 1.1) best = { size, lines };
  }
  return best!;
}

/**
 * `title` set in `box`. `widthOf` gives a text's width at size 1 in the face it is drawn in;
 * `syllables` a word's hyphenation points (hyphenatorFor).
 */
export function fitTitle(
  title: string,
  box: TitleBox,
  widthOf: (text: string) => number,
  syllables: (word: string) => string[] = (w) => [...w],
): TitleFit {
  // A dash or colon standing alone keeps to the word before it: no line starts with one.
  const words: Piece[] = [];
  for (const text of title.split(/\s+/).filter((w) => w !== ""))
    if (/^\p{P}+$/u.test(text) && words.length > 0) words.at(-1)!.text += ` ${text}`;
    else words.push({ text, hyphen: false });
  const whole = bestOf(words, box, widthOf);
  if (whole.size >= box.minSize) return whole;
  // At the smallest size, a word wider than the box is cut at the syllables that fill a line,
  // each piece but the last ending with a hyphen; the title is then set again from its pieces.
  const room = box.width / box.minSize;
  const pieces = words.flatMap((word): Piece[] => {
    if (widthOf(word.text) <= room) return [word];
    const cut: Piece[] = [];
    let piece = "";
    for (const syllable of syllables(word.text)) {
      if (piece !== "" && widthOf(`${piece}${syllable}-`) > room) {
        cut.push({ text: piece, hyphen: true });
        piece = "";
      }
      piece += syllable;
    }
    return [...cut, { text: piece, hyphen: false }];
  });
  // A line more for each cut made, so the pieces need not be joined again.
  return bestOf(pieces, { ...box, maxLines: box.maxLines + pieces.length - words.length }, widthOf);
}

const require = createRequire(import.meta.url);

/**
 * A word's syllables as the language (a code: "de", "pt") hyphenates it, from the TeX patterns of
 * the hyphen package; its letters, one by one, where it has no patterns for the language.
 */
export function hyphenatorFor(language: string): (word: string) => string[] {
  let hyphenate: ((text: string, options: { hyphenChar: string }) => string) | undefined;
  try {
    hyphenate = (require(`hyphen/${language.toLowerCase()}`) as { hyphenateSync: typeof hyphenate }).hyphenateSync;
  } catch {
    hyphenate = undefined;
  }
  return (word) => (hyphenate ? hyphenate(word, { hyphenChar: "\u00ad" }).split("\u00ad") : [...word]);
}
