// The PDFs' structure for screen readers: the document's root and its open section, the elements
// added to them in reading order, and the artifacts kept out of them. A module of its own because
// the writer (pdf-writer.ts) and the tables (pdf-table.ts) both write into the one structure.
//
// Both PDFs are tagged (PDF/UA-1): every text and picture is drawn inside an element of the
// document's structure, in reading order (the document, then a section per heading with its
// paragraphs, tables and figures, each figure with its alternative text), and what only
// decorates (fills, rules, the running footer) is marked as an artifact, which a screen reader
// skips.
import type { TextStyle } from "./pdf-page.ts";

/** A structure element of PDFKit, and the options it takes beyond those its types know. */
export type Element = PDFKit.PDFStructureElement;
type ElementOptions = {
  title?: string;
  alt?: string;
  scope?: "Column" | "Row";
  bbox?: [number, number, number, number];
  placement?: "Block";
};

/** The structure of one document as it is written: its root, and the section now open. */
export class PdfTagging {
  private readonly doc: PDFKit.PDFDocument;
  /** The structure's root, and the section (a heading and what follows it) now being written. */
  private readonly root: Element;
  private section: Element | null = null;

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
    this.root = doc.struct("Document");
    doc.addStructure(this.root);
  }

  /** A new structure element of `type` in the reading order: in the open section, or in `into`. */
  element(type: string, options: ElementOptions = {}, into: Element = this.section ?? this.root): Element {
    const el = this.doc.struct(type, options as PDFKit.Mixins.StructureElementOptions);
    into.add(el);
    return el;
  }

  /** Ends the open section and starts the next, titled, in the root: a section per bookmark. */
  startSection(title: string) {
    this.section?.end();
    this.section = this.element("Sect", { title }, this.root);
  }

  /** Draws what only decorates (a fill, a rule, the footer) as an artifact, outside the structure. */
  artifact(type: "Layout" | "Pagination", draw: () => void) {
    this.doc.markContent("Artifact", { type });
    draw();
    this.doc.endMarkedContent();
  }

  /**
   * Marks what `draw` sets as the content of `into` (a table cell), or of a new element (a
   * paragraph, or the tag the style names), or not at all when `into` is null (inside an
   * artifact); a link is a Link element inside it, holding its annotation, as PDF/UA asks.
   */
  tagged(draw: () => void, s: TextStyle, into?: Element | null) {
    if (into === null) return draw();
    const el = into ?? this.element(s.tag ?? "P");
    if (s.link) {
      const link = this.element("Link", {}, el);
      link.add(draw);
      link.end();
    } else el.add(draw);
    if (!into) el.end();
  }

  /** Ends the open section and the root: the structure is complete. */
  end() {
    this.section?.end();
    this.root.end();
  }
}
