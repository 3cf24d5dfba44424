// Reads a PDF's structure back as a screen reader meets it, with pdf.js: whether it is tagged,
// its language, and its elements in reading order (role, text, alternative text). The build
// checks both PDFs with it after making them, so one that loses a heading or an image's
// alternative text never ships; the tests read the files with it too.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import path from "node:path";

/** One element of the structure, in reading order: its role, the text it marks, its alternative text. */
export type StructElement = { role: string; text: string; alt?: string; page: number };
export type PdfStructure = { tagged: boolean; lang: string | undefined; pages: number; elements: StructElement[] };

type Node = { role?: string; alt?: string; type?: string; id?: string; children?: Node[] };
type TextItem = { type?: string; id?: string; str?: string };

const standardFontDataUrl = `${path.resolve(import.meta.dirname, "../../../node_modules/pdfjs-dist/standard_fonts")}/`;

/** The PDF's structure, page by page in reading order: a Sect and its content, then the next. */
export async function readPdfStructure(bytes: Uint8Array): Promise<PdfStructure> {
  const doc = await getDocument({ data: bytes.slice(), standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const markInfo = (await doc.getMarkInfo()) as { Marked?: boolean } | null;
    const { info } = (await doc.getMetadata()) as { info: { Language?: string } };
    const elements: StructElement[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      // The text of each marked content, by its id ("p12R_mc3").
      const textOf = new Map<string, string>();
      let open: string[] = [];
      for (const item of (await page.getTextContent({ includeMarkedContent: true })).items as TextItem[]) {
        if (item.type === "beginMarkedContentProps" && item.id) open.push(item.id);
        else if (item.type === "beginMarkedContent") open.push("");
        else if (item.type === "endMarkedContent") open = open.slice(0, -1);
        else if (typeof item.str === "string" && open.at(-1)) textOf.set(open.at(-1)!, (textOf.get(open.at(-1)!) ?? "") + item.str);
      }
      const walk = (node: Node) => {
        if (node.type === "content") return;
        if (node.role && node.role !== "Root") {
          const text = (node.children ?? []).flatMap((c) => (c.type === "content" && c.id ? [textOf.get(c.id) ?? ""] : [])).join("");
          elements.push({
            role: node.role,
            text: text.replace(/\s+/g, " ").trim(),
            ...(node.alt !== undefined ? { alt: node.alt } : {}),
            page: n,
          });
        }
        (node.children ?? []).forEach(walk);
      };
      const tree = (await page.getStructTree()) as Node | null;
      if (tree) walk(tree);
    }
    return { tagged: markInfo?.Marked === true, lang: info.Language, pages: doc.numPages, elements };
  } finally {
    await doc.destroy();
  }
}

/**
 * What a screen reader would miss in a PDF: no tags, no language, no document heading, a
 * section without its heading (H2, or H3 for one within a section, found by its bookmark's title), an image without alternative text
 * (named by its section). Each problem names the file.
 */
export function structureProblems(
  pdf: PdfStructure,
  { file, sections }: { file: string; sections: { title: string; role: "H2" | "H3" }[] },
): string[] {
  if (!pdf.tagged) return [`${file} is not tagged: a screen reader would find no headings, paragraphs or image descriptions in it`];
  const problems: string[] = [];
  if (!pdf.lang) problems.push(`${file} does not say its language`);
  if (!pdf.elements.some((e) => e.role === "H1" && e.text !== "")) problems.push(`${file} has no document heading (H1) on its cover`);
  for (const { title, role } of sections)
    if (!pdf.elements.some((e) => e.role === role && e.text === title))
      problems.push(`${file}: the section "${title}" has no heading in the document's structure (${role})`);
  let section = "the cover";
  for (const e of pdf.elements) {
    if (e.role === "H2") section = `"${e.text}"`;
    if (e.role === "Figure" && !e.alt?.trim())
      problems.push(`${file}: an image in ${section} (page ${e.page}) has no alternative text for screen readers`);
  }
  return problems;
}
