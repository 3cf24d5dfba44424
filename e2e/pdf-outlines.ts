import { readFileSync } from "node:fs";
import path from "node:path";
import type { PdfOutlines } from "../scripts/prepare/assets/press-pdfs";

/** The bookmarks the build made each PDF with, from the builders' own section lists (src/generated/pdf-outlines.json). */
export const pdfOutlines = (root = path.resolve(import.meta.dirname, "..")): PdfOutlines =>
  JSON.parse(readFileSync(path.join(root, "src/generated/pdf-outlines.json"), "utf8")) as PdfOutlines;
