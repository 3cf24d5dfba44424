// Self-hosted web fonts: static Latin subsets (English, Spanish, £ and typographic punctuation)
// of the weights the design uses. They are fetched only after the first paint, so the
// first paint never waits for a font; until they arrive, text is set in fallbacks whose
// metrics match (src/generated/font-fallbacks.css), so the swap moves nothing.
import fraunces600 from "@fontsource/fraunces/files/fraunces-latin-600-normal.woff2?url";
import fraunces400Italic from "@fontsource/fraunces/files/fraunces-latin-400-italic.woff2?url";
import inter400 from "@fontsource/inter/files/inter-latin-400-normal.woff2?url";
import inter500 from "@fontsource/inter/files/inter-latin-500-normal.woff2?url";
import inter600 from "@fontsource/inter/files/inter-latin-600-normal.woff2?url";

const latin =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

const faces = [
  { family: "Inter", url: inter400, weight: "400", style: "normal" },
  { family: "Inter", url: inter500, weight: "500", style: "normal" },
  { family: "Inter", url: inter600, weight: "600", style: "normal" },
  { family: "Fraunces", url: fraunces600, weight: "600", style: "normal" },
  { family: "Fraunces", url: fraunces400Italic, weight: "400", style: "italic" },
];

/**
 * Fetches every face, then adds them to the page together once all have arrived. Each change
 * to the page's font set makes the browser re-match and reshape all text (a full layout;
 * measured in docs/benchmarks.md, history), so one change replaces the two or more that adding
 * faces one by one, and each of them swapping in as it loads, would cost. A face that fails to load is left out and
 * its metric-matched fallback stays.
 */
export function registerWebFonts(): void {
  if (typeof FontFace === "undefined") return;
  const loads = faces.map((f) =>
    new FontFace(f.family, `url(${f.url}) format("woff2")`, {
      weight: f.weight,
      style: f.style,
      unicodeRange: latin,
      display: "swap",
    }).load(),
  );
  void Promise.allSettled(loads).then((results) => {
    for (const r of results) if (r.status === "fulfilled") document.fonts.add(r.value);
  });
}
