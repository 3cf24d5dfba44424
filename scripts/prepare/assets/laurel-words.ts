// The laurel's words (status, award, festival, section, premiere, year), set in the site's own
// fonts inside the wreath, each line as evenly broken as it goes, and turned into outlines.
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import type { Laurel } from "#src/content/laurels.ts";
import { CX, CY, type laurelPalettes } from "./laurel-frame.ts";

/** One face of the site, as the woff2 subsets it serves: Latin first, then Latin Extended. */
export type Face = readonly fontkit.Font[];
export type LaurelFonts = { display: Face; displayItalic: Face; sans: Face; sansBold: Face };

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, name: string) => require.resolve(`@fontsource/${pkg}/files/${name}.woff2`);
const face = (pkg: string, family: string, weightStyle: string): Face =>
  ["latin", "latin-ext"].map((subset) => fontkit.openSync(fontFile(pkg, `${family}-${subset}-${weightStyle}`)) as fontkit.Font);

/** The faces of src/styles/web-fonts.ts: Fraunces for the names, Inter for the small capitals. */
export function loadLaurelFonts(): LaurelFonts {
  return {
    display: face("fraunces", "fraunces", "600-normal"),
    displayItalic: face("fraunces", "fraunces", "400-italic"),
    sans: face("inter", "inter", "500-normal"),
    sansBold: face("inter", "inter", "600-normal"),
  };
}

// --- the words --------------------------------------------------------------------------------

export type Line = { text: string; face: Face; size: number; tracking: number; color: keyof (typeof laurelPalettes)["light"]; gap: number };

/** Runs of text each set in the first font of the face that has all their characters. */
function runs(face: Face, text: string): { font: fontkit.Font; text: string }[] {
  const out: { font: fontkit.Font; text: string }[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const font = /\s/.test(ch) ? (out.at(-1)?.font ?? face[0]!) : face.find((f) => f.hasGlyphForCodePoint(cp));
    if (!font) throw new Error(`it needs "${ch}" (U+${cp.toString(16).toUpperCase()}), which the site's fonts do not have`);
    const last = out.at(-1);
    if (last && last.font === font) last.text += ch;
    else out.push({ font, text: ch });
  }
  return out;
}

/** The width of `line` set in its face, size and tracking, in pixels. */
export function measure(line: Pick<Line, "text" | "face" | "size" | "tracking">): number {
  let width = 0;
  let glyphs = 0;
  for (const r of runs(line.face, line.text)) {
    const laid = r.font.layout(r.text);
    width += (laid.advanceWidth * line.size) / r.font.unitsPerEm;
    glyphs += laid.glyphs.length;
  }
  return width + line.tracking * line.size * Math.max(0, glyphs - 1);
}

/**
 * Path data in relative commands on a grid of a tenth of a pixel, about a third shorter than
 * absolute coordinates. Each point is rounded where it is, so the rounding never adds up; the
 * first move is absolute, so paths can be joined.
 */
class PathData {
  private readonly out: string[] = [];
  private at = { x: 0, y: 0 };
  private start = { x: 0, y: 0 };
  private first = true;

  private static grid = (v: number) => Math.round(v * 10) / 10;
  private static numbers(values: number[]): string {
    return values
      .map((v) => (Math.round(v * 10) / 10).toString().replace(/^(-?)0\./, "$1."))
      .reduce((acc, v) => (acc === "" ? v : acc + (v.startsWith("-") ? "" : " ") + v), "");
  }

  private add(command: string, points: [number, number][]) {
    const snapped = points.map(([x, y]) => ({ x: PathData.grid(x), y: PathData.grid(y) }));
    const absolute = command === "m" && this.first;
    this.first = false;
    const values = snapped.flatMap((p) => (absolute ? [p.x, p.y] : [p.x - this.at.x, p.y - this.at.y]));
    this.out.push(`${absolute ? "M" : command}${PathData.numbers(values)}`);
    this.at = snapped.at(-1)!;
    if (command === "m") this.start = this.at;
  }

  move = (x: number, y: number) => this.add("m", [[x, y]]);
  line = (x: number, y: number) => this.add("l", [[x, y]]);
  quad = (x1: number, y1: number, x: number, y: number) =>
    this.add("q", [
      [x1, y1],
      [x, y],
    ]);
  cubic = (x1: number, y1: number, x2: number, y2: number, x: number, y: number) =>
    this.add("c", [
      [x1, y1],
      [x2, y2],
      [x, y],
    ]);
  close() {
    this.out.push("z");
    this.at = this.start;
  }
  toString = () => this.out.join("");
}

/** The line's glyphs as one path, centred on `centre` (the wreath's middle unless told), its baseline at `baseline`. */
export function outline(line: Pick<Line, "text" | "face" | "size" | "tracking">, baseline: number, centre = CX): string {
  let x = centre - measure(line) / 2;
  const d = new PathData();
  for (const r of runs(line.face, line.text)) {
    const scale = line.size / r.font.unitsPerEm;
    const laid = r.font.layout(r.text);
    laid.glyphs.forEach((glyph, i) => {
      const pos = laid.positions[i]!;
      const ox = x + pos.xOffset * scale;
      const oy = baseline - pos.yOffset * scale;
      const px = (v: number) => ox + v * scale;
      const py = (v: number) => oy - v * scale;
      for (const c of glyph.path.commands) {
        const a = c.args as number[];
        if (c.command === "moveTo") d.move(px(a[0]!), py(a[1]!));
        else if (c.command === "lineTo") d.line(px(a[0]!), py(a[1]!));
        else if (c.command === "quadraticCurveTo") d.quad(px(a[0]!), py(a[1]!), px(a[2]!), py(a[3]!));
        else if (c.command === "bezierCurveTo") d.cubic(px(a[0]!), py(a[1]!), px(a[2]!), py(a[3]!), px(a[4]!), py(a[5]!));
        else if (c.command === "closePath") d.close();
      }
      x += pos.xAdvance * scale + line.tracking * line.size;
    });
  }
  return d.toString();
}

/** The inside of the wreath, less its inner leaves: how wide a line may be between heights y0 and y1. */
const INNER_RX = 150;
const INNER_RY = 138;
function roomAt(y0: number, y1: number): number {
  const dy = Math.max(Math.abs(y0 - CY), Math.abs(y1 - CY));
  return dy >= INNER_RY ? 0 : 2 * INNER_RX * Math.sqrt(1 - (dy / INNER_RY) ** 2);
}

/** The ways of cutting `words` into `count` lines. */
function splits(words: string[], count: number): string[][] {
  if (count === 1) return [[words.join(" ")]];
  const out: string[][] = [];
  for (let i = 1; i <= words.length - count + 1; i++) {
    for (const rest of splits(words.slice(i), count - 1)) out.push([words.slice(0, i).join(" "), ...rest]);
  }
  return out;
}

const lineHeight = (l: Line) => l.size * 1.18 + l.gap;

/** Stacks the lines around the wreath's middle; undefined when one of them does not fit inside. */
function place(lines: Line[]): { line: Line; baseline: number }[] | undefined {
  const total = lines.reduce((h, l) => h + lineHeight(l), 0) - lines[0]!.gap;
  let top = CY - total / 2 - lines[0]!.gap;
  const placed: { line: Line; baseline: number }[] = [];
  for (const line of lines) {
    top += line.gap;
    const capTop = top + line.size * 0.12;
    const bottom = top + line.size * 1.1;
    if (measure(line) > roomAt(capTop, bottom) - 8) return undefined;
    placed.push({ line, baseline: top + line.size * 0.9 });
    top += line.size * 1.18;
  }
  return placed;
}

/** The words of a laurel as lines, the festival's name on one to three lines, as large as fits. */
export function laurelLines(laurel: Laurel, fonts: LaurelFonts): { line: Line; baseline: number }[] {
  const details = [laurel.section, laurel.premiere].filter((x): x is string => x !== undefined).map((d) => d.toUpperCase());
  const words = laurel.festival.split(/\s+/);
  const awardWords = laurel.award?.split(/\s+/) ?? [];
  for (let scale = 1; scale >= 0.4; scale -= 0.04) {
    for (let awardLines = Math.min(1, awardWords.length); awardLines <= Math.min(2, awardWords.length); awardLines++) {
      const head: Line[] = [
        { text: laurel.label.toUpperCase(), face: fonts.sansBold, size: 19 * scale, tracking: 0.14, color: "status", gap: 0 },
        ...evenest(awardWords, awardLines, fonts.displayItalic).map((text): Line => ({
          text,
          face: fonts.displayItalic,
          size: 22 * scale,
          tracking: 0,
          color: "name",
          gap: 0,
        })),
      ];
      const fitted = fit(head, scale);
      if (fitted) return fitted;
    }
  }
  throw new Error("its words do not fit inside the wreath, even small");

  function fit(head: Line[], scale: number) {
    const tail = (joined: boolean): Line[] => [
      ...(details.length === 0
        ? []
        : (joined ? [details.join(" · ")] : details).map((text, i): Line => ({
            text,
            face: fonts.sans,
            size: 12.5 * scale,
            tracking: 0.12,
            color: "detail",
            gap: i === 0 ? 10 * scale : 0,
          }))),
      ...(laurel.year === undefined
        ? []
        : [{ text: String(laurel.year), face: fonts.sansBold, size: 17 * scale, tracking: 0.2, color: "status", gap: 6 * scale } as Line]),
    ];
    for (let count = 1; count <= Math.min(3, words.length); count++) {
      for (const joined of [true, false]) {
        // The most even cut first: the longest line as short as it can be.
        const cuts = splits(words, count)
          .map((texts) => ({
            texts,
            widest: Math.max(...texts.map((t) => measure({ text: t, face: fonts.display, size: 30, tracking: 0 }))),
          }))
          .sort((a, b) => a.widest - b.widest);
        for (const cut of cuts) {
          const name = cut.texts.map((text, i): Line => ({
            text,
            face: fonts.display,
            size: 30 * scale,
            tracking: 0,
            color: "name",
            gap: i === 0 ? 14 * scale : -2 * scale,
          }));
          const placed = place([...head, ...name, ...tail(joined)]);
          if (placed) return placed;
        }
      }
    }
    return undefined;
  }
}

/** `words` cut into `count` lines as evenly as they go. */
function evenest(words: string[], count: number, face: Face): string[] {
  if (count === 0) return [];
  const widest = (texts: string[]) => Math.max(...texts.map((t) => measure({ text: t, face, size: 20, tracking: 0 })));
  return splits(words, count).reduce((best, cut) => (widest(cut) < widest(best) ? cut : best));
}
