import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { readPdf } from "../../../e2e/support/read-pdf.ts";
import { seedSite } from "../../test/fixture-site.ts";
import { readPdfStructure, structureProblems } from "./pdf-structure.ts";

// The four PDFs of the seed's site (both PDFs in both languages), read back with tools we did
// not write: poppler's pdfinfo, qpdf and pdf.js.
const downloads = path.join(seedSite, "public/downloads");
const pdfs = readdirSync(downloads).filter((f) => f.endsWith(".pdf"));
const pdfinfo = (file: string, ...args: string[]) => execFileSync("pdfinfo", [...args, file], { encoding: "utf8" });

/** The catalog's entries a screen reader and a viewer read first, as qpdf gives them. */
function catalogOf(file: string) {
  const json = JSON.parse(execFileSync("qpdf", ["--json", file], { encoding: "utf8", maxBuffer: 1 << 28 })) as {
    qpdf: [unknown, Record<string, { value?: Record<string, unknown> }>];
  };
  const objects = json.qpdf[1];
  const deref = (v: unknown) => (typeof v === "string" && / R$/.test(v) ? objects[`obj:${v}`]?.value : v) as Record<string, unknown>;
  const catalog = Object.values(objects).find((o) => o.value?.["/Type"] === "/Catalog")!.value!;
  return {
    marked: deref(catalog["/MarkInfo"])?.["/Marked"],
    structTreeRoot: deref(catalog["/StructTreeRoot"])?.["/Type"],
    lang: catalog["/Lang"],
    displayDocTitle: deref(catalog["/ViewerPreferences"])?.["/DisplayDocTitle"],
  };
}

describe("the press PDFs, tagged for screen readers", () => {
  it("are four: both PDFs in both languages", () => {
    expect(pdfs).toHaveLength(4);
  });

  it.each(pdfs)("%s: poppler says it is tagged, qpdf finds its marks, structure, language and title shown", (name) => {
    const file = path.join(downloads, name);
    expect(pdfinfo(file)).toMatch(/^Tagged:\s+yes$/m);
    const catalog = catalogOf(file);
    expect(catalog).toMatchObject({ marked: true, structTreeRoot: "/StructTreeRoot", displayDocTitle: true });
    expect(catalog.lang).toMatch(/^u:(en-GB|es-ES)$/);
  });

  it.each(pdfs)("%s: pdf.js reads the title first, a heading per bookmark in order, and every image with its description", async (name) => {
    const file = path.join(downloads, name);
    const [structure, report] = await Promise.all([readPdfStructure(new Uint8Array(readFileSync(file))), readPdf(file, { drawing: true })]);
    expect(structure.lang).toBe(report.lang);
    expect(["en-GB", "es-ES"]).toContain(structure.lang);
    // The document's heading (the title) on the cover, before any section's.
    const firstHeading = structure.elements.find((e) => /^H\d$/.test(e.role))!;
    expect(firstHeading).toMatchObject({ role: "H1", page: 1 });
    // Each bookmark but the cover's is a section heading, in the bookmarks' order.
    const headings = structure.elements.filter((e) => e.role === "H2" || e.role === "H3").map((e) => e.text);
    expect(headings).toEqual(report.outline.slice(1));
    // As many figures as images drawn, each described.
    const figures = structure.elements.filter((e) => e.role === "Figure");
    expect(figures).toHaveLength(report.images.reduce((sum, n) => sum + n, 0));
    for (const f of figures) expect(f.alt?.trim(), `a figure on page ${f.page}`).toBeTruthy();
    // The running footer is not in the structure: no element reads "page 2 of …".
    expect(structure.elements.some((e) => /\d+ (of|de) \d+$/.test(e.text))).toBe(false);
    expect(structureProblems(structure, { file: name, sections: [] })).toEqual([]);
  });

  it.each(pdfs)("%s: poppler reads each section's heading before its text, tables with their header cells", async (name) => {
    const file = path.join(downloads, name);
    const text = pdfinfo(file, "-struct-text");
    const sections = text.split(/\n {2}Sect /).slice(1);
    expect(sections.length).toBeGreaterThan(2);
    // Each section opens with its heading (poppler prints a section's title in its own encoding,
    // so the headings are held to pdf.js's reading of them instead).
    const headings = sections.map((section) => {
      const lines = section.split("\n").filter((l) => l.trim() !== "");
      expect(lines[1]!.trim()).toMatch(/^H2\b/);
      return JSON.parse(lines[2]!.trim()) as string;
    });
    const structure = await readPdfStructure(new Uint8Array(readFileSync(file)));
    expect(headings).toEqual(structure.elements.filter((e) => e.role === "H2").map((e) => e.text));
    for (const table of text.split(/\bTable \(block\)/).slice(1))
      expect(table.split(/\n {4}\S/)[0]).toMatch(/TH:\s+\/Scope \/(Column|Row)/);
  });
});

/** A PDF made with PDFKit as a fixture: `draw` writes its one page. */
async function fixturePdf(options: PDFKit.PDFDocumentOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: "A4", ...options });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => doc.on("end", resolve));
  draw(doc);
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
// A one-pixel PNG, to stand for a still.
const pixel = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

describe("a PDF a screen reader would not read right", () => {
  it("is refused when it has no tags at all, and poppler agrees", async () => {
    const bytes = await fixturePdf({ lang: "en-GB" }, (doc) => doc.text("Synopsis").text("A lost dog finds a lost girl."));
    const file = path.join(mkdtempSync(path.join(tmpdir(), "pdf-structure-")), "untagged.pdf");
    writeFileSync(file, bytes);
    expect(pdfinfo(file)).toMatch(/^Tagged:\s+no$/m);
    expect(
      structureProblems(await readPdfStructure(bytes), { file: "untagged.pdf", sections: [{ title: "Synopsis", role: "H2" }] }),
    ).toEqual(["untagged.pdf is not tagged: a screen reader would find no headings, paragraphs or image descriptions in it"]);
  });

  it("is refused for an image without its description and a section without its heading, naming both", async () => {
    const bytes = await fixturePdf({ lang: "en-GB", tagged: true, pdfVersion: "1.7" }, (doc) => {
      const root = doc.struct("Document");
      doc.addStructure(root);
      const h1 = doc.struct("H1");
      root.add(h1);
      h1.add(() => doc.text("La Dernière Vague"));
      h1.end();
      const section = doc.struct("Sect");
      root.add(section);
      for (const [role, text] of [
        ["H2", "Production Stills"],
        ["P", "Synopsis"],
      ] as const) {
        const el = doc.struct(role);
        section.add(el);
        el.add(() => doc.text(text));
        el.end();
        if (role === "H2") {
          const figure = doc.struct("Figure");
          section.add(figure);
          figure.add(() => doc.image(pixel, 72, 200, { width: 100, height: 42 }));
          figure.end();
        }
      }
      section.end();
      root.end();
    });
    const sections = [
      { title: "Production Stills", role: "H2" as const },
      { title: "Synopsis", role: "H2" as const },
    ];
    expect(structureProblems(await readPdfStructure(bytes), { file: "press.pdf", sections })).toEqual([
      'press.pdf: the section "Synopsis" has no heading in the document\'s structure (H2)',
      'press.pdf: an image in "Production Stills" (page 1) has no alternative text for screen readers',
    ]);
  });
});
