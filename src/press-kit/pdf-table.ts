// The PDFs' tables (the technical specifications, the cast and crew, the festivals): columns by
// their share of the width, rows kept whole across pages with the header repeated, and header and
// data cells in the structure. Kept apart from the writer (pdf-writer.ts), whose text, measures
// and pages it draws with: the largest piece of the layout, with rules of its own.
import { palette } from "./pdf-palette.ts";
import { BODY, MARGIN, type TextStyle } from "./pdf-page.ts";
import type { Element, PdfTagging } from "./pdf-tagging.ts";

/**
 * What a table draws with: the writer's text, measures and pages (pdf-writer.ts's PdfWriter has
 * them). Stated here, so the writer imports the table and the table never the writer.
 */
export type TableWriter = {
  readonly doc: PDFKit.PDFDocument;
  readonly contentWidth: number;
  readonly room: number;
  page(): unknown;
  keep(height: number): unknown;
  measure(text: string, s?: TextStyle): number;
  text(text: string, s?: TextStyle, gapAfter?: number, into?: Element | null): unknown;
};

/** A cell of a table: its text, in the table's style or its own. */
export type TableCell = string | { text: string; style?: TextStyle };

/**
 * The size a cell's text is set at: the table's, or smaller, down to four fifths of it, where a
 * word of it is wider than its column ("Prioridade" in Portuguese, a German compound), so the
 * word stands whole instead of being cut inside; cut only where even that is too wide.
 */
function sizeForWords(pdf: TableWriter, text: string, style: TextStyle, width: number): number {
  const size = style.size ?? BODY.size;
  pdf.doc.font(style.font ?? "body").fontSize(size);
  const widest = Math.max(
    0,
    ...text.split(/\s+/).map((word) => pdf.doc.widthOfString(word, { characterSpacing: style.characterSpacing ?? 0 })),
  );
  return widest <= width ? size : Math.max(size * 0.8, (size * width) / widest);
}

/**
 * Rows of a table, each kept whole on a page: `columns` gives each column's share of the
 * content width; the first row can be a header in small capitals.
 */
export function drawTable(
  pdf: TableWriter,
  tagging: PdfTagging,
  rows: TableCell[][],
  columns: number[],
  header?: string[],
  intro?: { text: string; style: TextStyle },
) {
  const total = columns.reduce((a, b) => a + b, 0);
  const gutter = 12;
  const widths = columns.map((c) => (pdf.contentWidth + gutter) * (c / total) - gutter);
  const xs = widths.map((_, i) => MARGIN.left + widths.slice(0, i).reduce((a, w) => a + w + gutter, 0));
  const cellStyle = (cell: TableCell, i: number): { text: string; style: TextStyle } => {
    const c = typeof cell === "string" ? { text: cell } : cell;
    const style: TextStyle = { ...(i === 0 ? { font: "bodyBold" as const } : {}), ...c.style, width: widths[i], x: xs[i] };
    return { text: c.text, style: { ...style, size: sizeForWords(pdf, c.text, style, widths[i]!) } };
  };
  const headerCells = (header ?? []).map((h, i) => ({
    text: h.toUpperCase(),
    style: { font: "bodyBold" as const, size: 7, color: palette.muted, width: widths[i], x: xs[i] },
  }));
  const rowHeight = (cells: { text: string; style: TextStyle }[], pad: number) =>
    Math.max(0, ...cells.map((c) => pdf.measure(c.text, c.style))) + pad * 2;
  // In the structure: a row of header cells (scope Column) once, then each row with its first
  // cell as the row's header (scope Row: the person, the fact) and the others as data. A header
  // repeated on a later page is an artifact: a reader has heard it.
  const drawRow = (cells: { text: string; style: TextStyle }[], pad: number, kind: "header" | "row" | "repeat") => {
    const height = rowHeight(cells, pad);
    const top = pdf.doc.y;
    const row = kind === "repeat" ? null : tagging.element("TR", {}, table);
    cells.forEach((c, i) => {
      pdf.doc.y = top + pad;
      if (!row) return tagging.artifact("Pagination", () => pdf.text(c.text, c.style, 0, null));
      const cell =
        kind === "header"
          ? tagging.element("TH", { scope: "Column" }, row)
          : i === 0
            ? tagging.element("TH", { scope: "Row" }, row)
            : tagging.element("TD", {}, row);
      pdf.text(c.text, c.style, 0, cell);
      cell.end();
    });
    row?.end();
    pdf.doc.y = top + height;
    tagging.artifact("Layout", () =>
      pdf.doc
        .moveTo(MARGIN.left, pdf.doc.y)
        .lineTo(MARGIN.left + pdf.contentWidth, pdf.doc.y)
        .lineWidth(0.5)
        .strokeColor(palette.rule)
        .stroke(),
    );
  };
  const cells = rows.map((r) => r.map(cellStyle));
  const heights = cells.map((c) => rowHeight(c, 5));
  const headerHeight = header ? rowHeight(headerCells, 3) : 0;
  // A short table is kept whole; a longer one starts where at least its header and four rows
  // fit, breaks between rows, and repeats its header at the top of the next page.
  const introHeight = intro ? pdf.measure(intro.text, intro.style) + 7 : 0;
  const whole = introHeight + headerHeight + heights.reduce((a, b) => a + b, 0);
  const start = introHeight + headerHeight + heights.slice(0, 4).reduce((a, b) => a + b, 0);
  pdf.keep(whole <= 340 ? whole : start);
  if (intro) pdf.text(intro.text, intro.style, 7);
  const table = tagging.element("Table");
  if (header) drawRow(headerCells, 3, "header");
  cells.forEach((row, i) => {
    // The last row never goes to a page alone: the one before it goes with it.
    const last = i === cells.length - 2 && heights[i]! + heights[i + 1]! > pdf.room;
    if (heights[i]! > pdf.room || last) {
      pdf.page();
      if (header) drawRow(headerCells, 3, "repeat");
    }
    drawRow(row, 5, "row");
  });
  table.end();
  pdf.doc.y += 10;
}
