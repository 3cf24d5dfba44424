// The site's web font faces: which files, for which family, weight and style, and how they are
// added to a document. The pages add them (web-fonts.ts) with the files' addresses as the site's
// build names them; the editor's preview adds the same faces to its frame, with the addresses the
// editor's build reads from the site's assets (scripts/admin/write-admin.ts).

/** Latin: English, Spanish, £ and typographic punctuation. */
const latin =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

/** Each face and the stem of its file's name in @fontsource (the build adds a hash to it). */
export const fontFaces = [
  { family: "Inter", file: "inter-latin-400-normal", weight: "400", style: "normal" },
  { family: "Inter", file: "inter-latin-500-normal", weight: "500", style: "normal" },
  { family: "Inter", file: "inter-latin-600-normal", weight: "600", style: "normal" },
  { family: "Fraunces", file: "fraunces-latin-600-normal", weight: "600", style: "normal" },
  { family: "Fraunces", file: "fraunces-latin-400-italic", weight: "400", style: "italic" },
] as const;

export type FontFile = (typeof fontFaces)[number]["file"];

/**
 * Fetches every face, then adds them to the document together once all have arrived. Each change
 * to a document's font set makes the browser re-match and reshape all text (a full layout;
 * measured in docs/benchmarks.md, history), so one change replaces the two or more that adding
 * faces one by one, and each of them swapping in as it loads, would cost. A face that fails to
 * load is left out and its metric-matched fallback stays.
 */
export function addFontFaces(doc: Document, urls: Readonly<Record<FontFile, string>>): void {
  const FontFaceIn = doc.defaultView?.FontFace;
  if (FontFaceIn === undefined) return;
  const loads = fontFaces.map((f) =>
    new FontFaceIn(f.family, `url(${urls[f.file]}) format("woff2")`, {
      weight: f.weight,
      style: f.style,
      unicodeRange: latin,
      display: "swap",
    }).load(),
  );
  void Promise.allSettled(loads).then((results) => {
    for (const r of results) if (r.status === "fulfilled") doc.fonts.add(r.value);
  });
}
