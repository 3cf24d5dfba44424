import { readFile } from "node:fs/promises";
import path from "node:path";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

export type PdfPage = {
  width: number;
  height: number;
  text: string;
  /** Lines of text: the distinct baselines the page's text sits on. */
  lines: number;
  /** The targets of the page's link annotations (web, mailto: and tel: addresses). */
  links: string[];
  /** Each run of text the page draws, where it stands: its left edge and baseline from the page's bottom left, its width and height, in points. */
  runs: { text: string; x: number; y: number; width: number; height: number }[];
};

export type PdfReport = {
  pages: PdfPage[];
  text: string;
  /** The bookmarks, depth first, as a reader's outline lists them. */
  outline: string[];
  title: string | undefined;
  lang: string | undefined;
  author: string | undefined;
};

/** What the pages draw, which pdf.js learns by drawing them: its images decoded, a second a package. */
export type PdfDrawing = {
  /** The images each page paints, by page. */
  images: number[];
  /** Every font the pages use: its name in the file, and whether the file embeds it. */
  fonts: { name: string; embedded: boolean }[];
};

type OutlineNode = { title: string; items: OutlineNode[] };
const flatten = (nodes: OutlineNode[]): string[] => nodes.flatMap((n) => [n.title, ...flatten(n.items)]);

/**
 * Reads a PDF back with pdf.js: pages (size, text, lines, links), outline, title and language;
 * with `drawing`, what the pages draw too (their images and fonts), which only the tests that
 * count them ask for.
 */
export async function readPdf(file: string): Promise<PdfReport>;
export async function readPdf(file: string, options: { drawing: true }): Promise<PdfReport & PdfDrawing>;
export async function readPdf(file: string, { drawing = false } = {}): Promise<PdfReport & Partial<PdfDrawing>> {
  const data = new Uint8Array(await readFile(file));
  const standardFontDataUrl = `${path.resolve(import.meta.dirname, "../../node_modules/pdfjs-dist/standard_fonts")}/`;
  const doc = await getDocument({ data, standardFontDataUrl, useSystemFonts: false, isEvalSupported: false, fontExtraProperties: true })
    .promise;
  const pages: PdfPage[] = [];
  const images: number[] = [];
  const fonts = new Map<string, boolean>();
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const items = content.items.flatMap((i) => ("str" in i ? [i] : []));
    const text = items
      .map((i) => i.str)
      .join(" ")
      .replace(/\s+/g, " ");
    const lines = new Set(items.filter((i) => i.str.trim() !== "").map((i) => Math.round(i.transform[5] as number))).size;
    if (drawing) {
      const ops = await page.getOperatorList();
      images.push(ops.fnArray.filter((f) => f === OPS.paintImageXObject || f === OPS.paintInlineImageXObject).length);
      ops.fnArray.forEach((f, i) => {
        if (f !== OPS.setFont) return;
        const font = page.commonObjs.get((ops.argsArray[i] as [string])[0]) as { name: string; missingFile: boolean };
        fonts.set(font.name, !font.missingFile);
      });
    }
    const links = (await page.getAnnotations())
      .filter((a: { subtype: string; url?: string }) => a.subtype === "Link" && a.url)
      .map((a: { url: string }) => a.url);
    const runs = items
      .filter((i) => i.str.trim() !== "")
      .map((i) => ({ text: i.str, x: i.transform[4] as number, y: i.transform[5] as number, width: i.width, height: i.height }));
    pages.push({ width, height, text, lines, links, runs });
  }
  const outline = flatten(((await doc.getOutline()) ?? []) as OutlineNode[]);
  const { info } = (await doc.getMetadata()) as unknown as { info: Record<string, unknown> };
  await doc.destroy();
  return {
    pages,
    text: pages.map((p) => p.text).join(" "),
    outline,
    title: info.Title as string | undefined,
    lang: info.Language as string | undefined,
    author: info.Author as string | undefined,
    ...(drawing && { images, fonts: [...fonts].map(([name, embedded]) => ({ name, embedded })) }),
  };
}
