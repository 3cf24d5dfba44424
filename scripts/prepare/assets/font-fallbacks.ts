// Fallback faces whose metrics match the web fonts, so text set in the fallback takes the same
// room as in Inter or Fraunces and nothing moves when the web font swaps in (CLS). Ascent and
// descent come from capsize's metrics (fontaine). The width (size-adjust) is measured on the
// site's own words, in both languages, set in each web font and in an open metric clone of each
// system font (Arimo for Arial, Tinos for Times New Roman, and Roboto and Noto Serif themselves),
// from their npm packages: capsize's average is weighted by English letter frequencies, and read
// 1% wide on our Spanish and English, enough to wrap a line of a phone's intro differently and
// shift the page below it. Liberation Sans and Serif share Arimo's and Tinos's metrics, so the
// same overrides serve Linux.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as fontkit from "fontkit";
import { generateFontFace, getMetricsForFamily } from "fontaine";
import { buildCache, cacheKey } from "../../lib/build-cache.ts";

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, "../../..");
/** A face's Latin subset, as its npm package ships it. */
const latinFile = (pkg: string, weightStyle: string) => require.resolve(`@fontsource/${pkg}/files/${pkg}-latin-${weightStyle}.woff2`);

/** A face to measure: the @fontsource package and its weight and style, e.g. ["inter", "400-normal"]. */
type Measured = readonly [pkg: string, weightStyle: string];

type Fallback = {
  /** The family's name in the font stacks of src/styles/app.css. */
  name: string;
  family: string;
  metricsOf: string;
  faces: { weight: string; style: string; locals: string[]; web: Measured; system: Measured }[];
};

// Desktop and iOS have Arial and Times New Roman; Android has neither, and falls through to
// the second fallback of each stack, matched to its own system fonts (Roboto, Noto Serif), so
// the swap moves nothing on an Android phone either.
/**
 * A system font's faces: regular (weights up to 500), bold (600 up) and, if given, italic; each
 * measured as the web font's face it stands in for (`web`) against the system font's (`system`).
 */
function systemFaces(
  web: { regular: Measured; bold: Measured; italic?: Measured },
  system: string,
  regular: string[],
  bold: string[],
  italic?: string[],
): Fallback["faces"] {
  return [
    { weight: "100 500", style: "normal", locals: regular, web: web.regular, system: [system, "400-normal"] },
    { weight: "600 900", style: "normal", locals: bold, web: web.bold, system: [system, "700-normal"] },
    ...(italic && web.italic
      ? [{ weight: "100 900", style: "italic", locals: italic, web: web.italic, system: [system, "400-italic"] as const }]
      : []),
  ];
}

// The faces the site sets text in (src/styles/web-fonts.ts; Fraunces regular stands in for
// the weights below 600 the design does not use).
const inter = { regular: ["inter", "400-normal"], bold: ["inter", "600-normal"] } as const;
const fraunces = { regular: ["fraunces", "400-normal"], bold: ["fraunces", "600-normal"], italic: ["fraunces", "400-italic"] } as const;

const fallbacks: Fallback[] = [
  {
    name: "Inter Fallback",
    family: "Inter",
    metricsOf: "Arial",
    faces: systemFaces(inter, "arimo", ["Arial", "Liberation Sans", "Arimo"], ["Arial Bold", "Liberation Sans Bold", "Arimo Bold"]),
  },
  {
    name: "Inter Fallback Android",
    family: "Inter",
    metricsOf: "Roboto",
    faces: systemFaces(inter, "roboto", ["Roboto", "Roboto-Regular"], ["Roboto Bold", "Roboto-Bold"]),
  },
  {
    name: "Fraunces Fallback",
    family: "Fraunces",
    metricsOf: "Times New Roman",
    faces: systemFaces(
      fraunces,
      "tinos",
      ["Times New Roman", "Liberation Serif", "Tinos"],
      ["Times New Roman Bold", "Liberation Serif Bold", "Tinos Bold"],
      ["Times New Roman Italic", "Liberation Serif Italic", "Tinos Italic"],
    ),
  },
  {
    name: "Fraunces Fallback Android",
    family: "Fraunces",
    metricsOf: "Noto Serif",
    faces: systemFaces(
      fraunces,
      "noto-serif",
      ["Noto Serif", "NotoSerif-Regular"],
      ["Noto Serif Bold", "NotoSerif-Bold"],
      ["Noto Serif Italic", "NotoSerif-Italic"],
    ),
  },
];

/** Every text a reader sees in `generatedDir`'s content, in every language (addresses and file names left out). */
export function siteText(contentDir: string): string {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === "string") {
      if (!/^[/#]|^https?:|^mailto:|\.[a-z0-9]{2,4}$/i.test(value)) texts.push(value);
    } else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  for (const file of readdirSync(contentDir, { recursive: true, encoding: "utf8" }).sort())
    if (file.endsWith(".json")) collect(JSON.parse(readFileSync(path.join(contentDir, file), "utf8")));
  return texts.join(" ");
}

const fonts = new Map<string, fontkit.Font>();
export function font([pkg, weightStyle]: Measured): fontkit.Font {
  const key = `${pkg}-${weightStyle}`;
  if (!fonts.has(key)) fonts.set(key, fontkit.openSync(latinFile(pkg, weightStyle)) as fontkit.Font);
  return fonts.get(key)!;
}

/** `text` set in `f` in one run, kerning applied, in ems. */
export const runWidth = (f: fontkit.Font, text: string) => f.layout(text).glyphs.reduce((sum, g) => sum + g.advanceWidth, 0) / f.unitsPerEm;

// Each face's width of a text, by the text: a web face is measured against two system fonts.
const widths = new Map<string, Map<string, number>>();
/**
 * `text` set in `face`, in ems: each different word set once, with the space after it (so the
 * kerning inside words and before a space counts), times how often it comes. The site's 120,000
 * characters are some 3,000 words: a quarter of the time of setting them in one run, and the
 * same ratio to the fourth decimal (font-fallbacks.test.ts compares the two).
 */
function wordsWidth(face: Measured, text: string): number {
  const key = face.join("-");
  let byFace = widths.get(text);
  if (!byFace) widths.set(text, (byFace = new Map()));
  if (!byFace.has(key)) {
    const counts = new Map<string, number>();
    for (const word of text.split(/(?<= )/)) counts.set(word, (counts.get(word) ?? 0) + 1);
    let width = 0;
    for (const [word, count] of counts) width += count * runWidth(font(face), word);
    byFace.set(key, width);
  }
  return byFace.get(key)!;
}

/** The characters of `text` both faces draw: a missing glyph would be measured as a blank box. */
export function sharedCharacters(text: string, web: Measured, system: Measured): string {
  const [a, b] = [font(web), font(system)];
  return [...text].filter((c) => a.hasGlyphForCodePoint(c.codePointAt(0)!) && b.hasGlyphForCodePoint(c.codePointAt(0)!)).join("");
}

/** How much wider `text` is set in `web` than in `system` at the same size, kerning applied, as a percentage. */
export function widthRatio(text: string, web: Measured, system: Measured): number {
  const shared = sharedCharacters(text, web, system);
  return (wordsWidth(web, shared) / wordsWidth(system, shared)) * 100;
}

/** The fallback faces' CSS, each face's width matched on `text` (the site's words, see siteText). */
export async function fontFallbackCss(text: string): Promise<string> {
  if (text.length < 1000) throw new Error(`font-fallbacks: ${text.length} characters of site text to measure, expected the whole site's`);
  const out: string[] = ["/* Generated by scripts/prepare/assets/font-fallbacks.ts */"];
  for (const f of fallbacks) {
    const [font, fallback] = await Promise.all([getMetricsForFamily(f.family), getMetricsForFamily(f.metricsOf)]);
    if (!font || !fallback) throw new Error(`font-fallbacks: no metrics for ${f.family} or ${f.metricsOf}`);
    for (const face of f.faces) {
      const css = generateFontFace(font, { name: f.name, font: f.metricsOf, metrics: fallback });
      out.push(
        css
          .replace(
            /src: local\("[^"]+"\);/,
            `src: ${face.locals.map((l) => `local("${l}")`).join(", ")};\n  font-weight: ${face.weight};\n  font-style: ${face.style};`,
          )
          .replace(/size-adjust: [\d.]+%/, `size-adjust: ${widthRatio(text, face.web, face.system).toFixed(4)}%`)
          .trim(),
      );
    }
  }
  return `${out.join("\n")}\n`;
}

/**
 * Writes the fallback faces' CSS for `text` to `file`. Setting the whole site's text in twenty
 * faces takes seconds, and every build of the same words gives the same CSS: the build cache
 * keeps it by the text, this code and the fonts' and measuring packages' versions.
 */
export async function writeFontFallbackCss(file: string, text: string): Promise<void> {
  const faces = new Set(fallbacks.flatMap((f) => f.faces.flatMap((face) => [face.web[0], face.system[0]])));
  const packages = ["fontkit", "fontaine", ...[...faces].map((pkg) => `@fontsource/${pkg}`)];
  const versions = packages.map((pkg) => readFileSync(path.join(root, "node_modules", pkg, "package.json")));
  const key = cacheKey(text, readFileSync(import.meta.filename), ...versions);
  const cache = buildCache("font-fallbacks");
  if (cache.restore(key, file)) return;
  writeFileSync(file, await fontFallbackCss(text));
  cache.storeFile(key, file);
  cache.prune();
}
