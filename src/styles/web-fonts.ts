// Self-hosted web fonts: static Latin subsets of the weights the design uses (font-faces.ts).
// They are fetched only after the first paint, so the first paint never waits for a font; until
// they arrive, text is set in fallbacks whose metrics match (src/generated/font-fallbacks.css),
// so the swap moves nothing.
import fraunces600 from "@fontsource/fraunces/files/fraunces-latin-600-normal.woff2?url";
import fraunces400Italic from "@fontsource/fraunces/files/fraunces-latin-400-italic.woff2?url";
import inter400 from "@fontsource/inter/files/inter-latin-400-normal.woff2?url";
import inter500 from "@fontsource/inter/files/inter-latin-500-normal.woff2?url";
import inter600 from "@fontsource/inter/files/inter-latin-600-normal.woff2?url";
import { addFontFaces, type FontFile } from "./font-faces.ts";

/** Each face's file as the build serves it. */
const urls: Record<FontFile, string> = {
  "inter-latin-400-normal": inter400,
  "inter-latin-500-normal": inter500,
  "inter-latin-600-normal": inter600,
  "fraunces-latin-600-normal": fraunces600,
  "fraunces-latin-400-italic": fraunces400Italic,
};

export function registerWebFonts(): void {
  if (typeof document === "undefined") return;
  addFontFaces(document, urls);
}
