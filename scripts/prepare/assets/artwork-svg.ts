// The words of the platforms' artwork, drawn as SVG in the site's own fonts turned into outlines
// (as the laurels' are), so they render the same in sharp and in any designer's editor, with no
// font installed: the poster's layer (tagline, laurels, title, billing block, copyright) laid
// over its artwork, and the title treatment alone on transparency. Pure: the same words and
// fonts give the same bytes.
import type { Credit } from "#src/press-kit/billing.ts";
import { fitTitle, hyphenatorFor, type TitleBox } from "#src/press-kit/title-fit.ts";
import { themeColor } from "#src/styles/theme-color.ts";
import { posterSize } from "./artwork-sizes.ts";
import { laurelPalettes } from "./laurel-frame.ts";
import { laurelRow, laurelRowMax, laurelRowWidth } from "./laurel-band.ts";
import { measure, outline, type Face, type LaurelFonts } from "./laurel-words.ts";

/** The site's colours on its dark pages: sunflower for the title, cream for names, sand for the small words. */
const colours = laurelPalettes.light;

/**
 * What the artwork says, all from content: film.yaml's title, tagline and copyright line, the
 * billing block of people.yaml; and the language the title is written in (the site's first), by
 * whose rules a word too long for a line is hyphenated.
 */
export type ArtworkWords = { title: string; tagline: string; billing: Credit[]; copyright: string; titleLanguage: string };

type Run = { text: string; face: Face; size: number; tracking: number; colour: string };

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const path = (d: string, fill: string) => (d === "" ? "" : `<path d="${d}" fill="${fill}"/>`);

/** The title set in `box` in the display face (title-fit.ts), hyphenated by its language's rules where a word alone is too long for a line. */
function titleLines(title: string, language: string, fonts: LaurelFonts, box: TitleBox) {
  return fitTitle(title, box, (text) => measure({ text, face: fonts.display, size: 1, tracking: 0 }), hyphenatorFor(language));
}

/** `text` cut into lines at most `width` wide (as many as it needs), each set at `size`. */
function wrapped(text: string, face: Face, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const line = lines.at(-1);
    if (line !== undefined && measure({ text: `${line} ${word}`, face, size, tracking: 0 }) <= width)
      lines[lines.length - 1] = `${line} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The billing block as a poster sets it: each credit's small words and names in capitals kept
 * together, credits run on along centred lines, a new line when the next would not fit.
 */
function billingLines(billing: Credit[], fonts: LaurelFonts, width: number, scale: number): Run[][] {
  const space = 14 * scale;
  const groups = billing.map((c): Run[] => [
    ...(c.role ? [{ text: c.role, face: fonts.sans, size: 30 * scale, tracking: 0, colour: colours.detail }] : []),
    ...c.names.map((n) => ({ text: n.toUpperCase(), face: fonts.sansBold, size: 40 * scale, tracking: 0.04, colour: colours.name })),
    ...(c.after ? [{ text: c.after, face: fonts.sans, size: 30 * scale, tracking: 0, colour: colours.detail }] : []),
  ]);
  const widthOf = (runs: Run[]) => runs.reduce((w, r) => w + measure(r), 0) + space * (runs.length - 1);
  const lines: Run[][] = [];
  for (const group of groups) {
    const line = lines.at(-1);
    if (line && widthOf([...line, ...group]) <= width) line.push(...group);
    else lines.push([...group]);
  }
  return lines;
}

/** One line of runs centred on `centre` at `baseline`, as paths by colour. */
function runsOutline(runs: Run[], centre: number, baseline: number, space: number, into: Map<string, string>): void {
  const total = runs.reduce((w, r) => w + measure(r), 0) + space * (runs.length - 1);
  let x = centre - total / 2;
  for (const r of runs) {
    const w = measure(r);
    into.set(r.colour, (into.get(r.colour) ?? "") + outline(r, baseline, x + w / 2));
    x += w + space;
  }
}

/**
 * The layer laid over the poster's artwork (2000 × 3000): ink fading in at the top and foot,
 * the tagline at the top, the featured laurels under it (when `laurelSvgs` holds any), the
 * title above the billing block, and the copyright line at the foot.
 */
export function posterLayerSvg(words: ArtworkWords, fonts: LaurelFonts, laurelSvgs: readonly string[] = []): string {
  const { width: W, height: H } = posterSize;
  const byColour = new Map<string, string>();
  const add = (colour: string, d: string) => byColour.set(colour, (byColour.get(colour) ?? "") + d);
  const measureWidth = W - 300;

  const taglineSize = 68;
  wrapped(words.tagline, fonts.displayItalic, taglineSize, measureWidth).forEach((line, i) =>
    add(
      colours.name,
      outline({ text: line, face: fonts.displayItalic, size: taglineSize, tracking: 0 }, 200 + i * taglineSize * 1.2, W / 2),
    ),
  );

  const copyrightSize = 24;
  add(colours.detail, outline({ text: words.copyright, face: fonts.sans, size: copyrightSize, tracking: 0 }, H - 60, W / 2));

  const scale = 1;
  const lines = billingLines(words.billing, fonts, W - 360, scale);
  const lineHeight = 62 * scale;
  const billingTop = H - 130 - lines.length * lineHeight;
  lines.forEach((line, i) => runsOutline(line, W / 2, billingTop + (i + 0.8) * lineHeight, 14 * scale, byColour));

  // The title above the billing block: a long one stacked on balanced lines, its last line where a short one stands.
  const title = titleLines(words.title, words.titleLanguage, fonts, {
    width: W - 280,
    height: 640,
    maxSize: 400,
    minSize: 90,
    maxLines: 3,
    leading: 1.05,
  });
  const titleTop = billingTop - 90 - title.size - (title.lines.length - 1) * title.size * 1.05;
  title.lines.forEach((line, i) =>
    add(
      colours.status,
      outline({ text: line, face: fonts.display, size: title.size, tracking: 0 }, titleTop + title.size + i * title.size * 1.05, W / 2),
    ),
  );

  const laurels = laurelSvgs.length === 0 ? "" : laurelRow(laurelSvgs, { centre: W / 2, top: 330, height: 330, gap: 28 });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs>`,
    `<linearGradient id="top" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${themeColor}" stop-opacity="0.82"/><stop offset="1" stop-color="${themeColor}" stop-opacity="0"/></linearGradient>`,
    `<linearGradient id="foot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${themeColor}" stop-opacity="0"/><stop offset="0.45" stop-color="${themeColor}" stop-opacity="0.8"/><stop offset="1" stop-color="${themeColor}" stop-opacity="0.95"/></linearGradient>`,
    `</defs>`,
    `<rect width="${W}" height="${laurels ? 1000 : 600}" fill="url(#top)"/>`,
    `<rect y="${titleTop - 310}" width="${W}" height="${H - (titleTop - 310)}" fill="url(#foot)"/>`,
    laurels,
    ...[...byColour].map(([colour, d]) => path(d, colour)),
    `</svg>\n`,
  ].join("\n");
}

/**
 * The title treatment: the title in the site's display face, sunflower, on transparency, its
 * box the title's own with a margin, a long title stacked on balanced lines as a title designer
 * sets it (no line wider than thirteen times the size); with `laurelSvgs`, the featured laurels
 * in a row under it.
 */
export function titleSvg(title: string, language: string, fonts: LaurelFonts, laurelSvgs: readonly string[] = []): string {
  const face = fonts.display;
  const leading = 1.1;
  const { size, lines } = titleLines(title, language, fonts, { width: 13 * 200, maxSize: 200, minSize: 100, maxLines: 3, leading });
  const [font] = face;
  const ascent = (font!.ascent / font!.unitsPerEm) * size;
  const descent = (-font!.descent / font!.unitsPerEm) * size;
  const margin = size * 0.12;
  const titleWidth = Math.max(...lines.map((text) => measure({ text, face, size, tracking: 0 })));
  const shown = laurelSvgs.slice(0, laurelRowMax);
  const laurelHeight = size * 0.95;
  const gap = size * 0.1;
  const rowWidth = laurelRowWidth(shown.length, laurelHeight, gap);
  const width = Math.ceil(Math.max(titleWidth, rowWidth) + 2 * margin);
  const titleHeight = ascent + descent + (lines.length - 1) * size * leading;
  const height = Math.ceil(titleHeight + 2 * margin + (shown.length > 0 ? gap + laurelHeight : 0));
  const label = escapeXml(title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    path(
      lines.map((text, i) => outline({ text, face, size, tracking: 0 }, margin + ascent + i * size * leading, width / 2)).join(""),
      colours.status,
    ),
    shown.length > 0 ? laurelRow(shown, { centre: width / 2, top: margin + titleHeight + gap, height: laurelHeight, gap }) : "",
    `</svg>\n`,
  ]
    .filter((s) => s !== "")
    .join("\n");
}
