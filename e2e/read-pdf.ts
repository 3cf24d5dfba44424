import { readFile } from "node:fs/promises";
import path from "node:path";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

export type PdfReport = {
  pages: { width: number; height: number; text: string; images: number }[];
  text: string;
  images: number;
};

/** Reads a PDF back with pdf.js: page sizes, extracted text and drawn images per page. */
export async function readPdf(file: string): Promise<PdfReport> {
  const data = new Uint8Array(await readFile(file));
  const standardFontDataUrl = `${path.resolve(import.meta.dirname, "../node_modules/pdfjs-dist/standard_fonts")}/`;
  const doc = await getDocument({ data, standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: PdfReport["pages"] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const text = content.items
      .map((i) => ("str" in i ? i.str : ""))
      .join(" ")
      .replace(/\s+/g, " ");
    const ops = await page.getOperatorList();
    const images = ops.fnArray.filter((f) => f === OPS.paintImageXObject || f === OPS.paintInlineImageXObject).length;
    pages.push({ width, height, text, images });
  }
  await doc.destroy();
  return { pages, text: pages.map((p) => p.text).join(" "), images: pages.reduce((s, p) => s + p.images, 0) };
}
