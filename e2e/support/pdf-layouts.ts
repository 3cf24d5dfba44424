import { readFileSync } from "node:fs";
import path from "node:path";
import type { PdfLayouts } from "../../scripts/prepare/assets/press-pdfs.ts";
import { seed } from "./sites.ts";

/**
 * What the build made each PDF of a language with (src/generated/content/<lang>/pdf-layouts.json):
 * the bookmarks, from the builders' own section lists, and the picture pages (the cover, the stills).
 */
export const pdfLayouts = (lang: "en" | "es" = "en", root = seed.root): PdfLayouts =>
  JSON.parse(readFileSync(path.join(root, "src/generated/content", lang, "pdf-layouts.json"), "utf8")) as PdfLayouts;
