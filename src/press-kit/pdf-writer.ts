import PDFDocument from "pdfkit";
import { palette } from "./pdf-palette.ts";
import { BODY, MARGIN, PAGE, type FontName, type PdfFile, type PdfFonts, type PdfMeta, type TextStyle } from "./pdf-page.ts";

// The page design both PDFs share, in the site's typefaces and palette: A4 portrait, text pages
// with a running footer, section headings in Fraunces that are bookmarks, and blocks that are
// measured before they are placed so that no heading or block is split from what it introduces.
// PDFKit runs at build time (scripts/prepare/assets/press-pdfs.ts), so nothing here ships to
// the browser.

/** A top-to-bottom writer over PDFKit: text that wraps, blocks kept whole, bookmarks, footers. */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  /** Pages (0-based) without the running footer: the cover. */
  private readonly bare = new Set<number>();
  /** Pages (0-based) that are pictures: the cover, the stills. */
  private readonly pictures = new Set<number>();
  private readonly fontFiles: PdfFonts;
  private sectionItem: PDFKit.PDFOutline | null = null;
  private readonly meta: PdfMeta;

  constructor(fonts: PdfFonts, meta: PdfMeta) {
    this.meta = meta;
    this.fontFiles = fonts;
    this.doc = new PDFDocument({
      size: "A4",
      margins: MARGIN,
      autoFirstPage: false,
      bufferPages: true,
      lang: meta.lang,
      displayTitle: true,
      // No creation date in the file: the same content gives the same bytes. PDFKit derives the
      // file identifier from a date and reads one for its XMP packet (not written in PDF 1.3, its
      // default), so it gets a fixed one that is not enumerable, and the information dictionary,
      // written from the enumerable keys, leaves it out.
      info: { Title: meta.title, Subject: meta.subject, Author: meta.author, Keywords: meta.keywords, CreationDate: new Date(0) },
    });
    Object.defineProperty(this.doc.info, "CreationDate", { value: new Date(0), enumerable: false });
    this.doc.info.Producer = meta.author;
    this.doc.info.Creator = meta.author;
    for (const [name, data] of Object.entries(fonts)) this.doc.registerFont(name, Buffer.from(data));
  }

  get left() {
    return MARGIN.left;
  }
  get contentWidth() {
    return PAGE.width - MARGIN.left - MARGIN.right;
  }
  get bottom() {
    return PAGE.height - this.doc.page.margins.bottom;
  }
  get y() {
    return this.doc.y;
  }
  set y(value: number) {
    this.doc.y = value;
  }
  /** The space left on this page above the bottom margin. */
  get room() {
    return this.bottom - this.doc.y;
  }

  /** A new page; `bare` leaves the running footer off it (the cover). */
  page(options: { bare?: boolean } = {}) {
    // A bare page is drawn edge to edge: no bottom margin to flow text on to another page.
    if (options.bare) {
      this.doc.addPage({ size: "A4", margins: { ...MARGIN, bottom: 0 } });
      this.bare.add(this.doc.bufferedPageRange().count - 1);
    } else this.doc.addPage();
    this.doc.x = MARGIN.left;
    this.doc.y = MARGIN.top;
  }

  /**
   * Starts a new page unless a block of this height fits above the bottom margin. A heading
   * waiting to be set (`heading`) is set first, on the page where it fits with the block, so a
   * heading never ends a page.
   */
  keep(height: number) {
    const pending = this.pending;
    this.pending = null;
    if (!pending) {
      if (height > this.room) this.page();
      return;
    }
    const space = () => (this.doc.y <= MARGIN.top + 1 ? 0 : pending.before) + pending.height;
    if (space() + height > this.room) this.page();
    this.setHeading(pending);
  }

  /** Refuses a character the embedded face does not have (it would print as a box), naming the text. */
  private checkGlyphs(text: string, font: FontName) {
    const face = (this.doc as unknown as { _font: { font: { hasGlyphForCodePoint(c: number): boolean } } })._font.font;
    for (const ch of text) {
      const code = ch.codePointAt(0)!;
      if (code > 0x20 && !face.hasGlyphForCodePoint(code))
        throw new Error(`"${ch}" (U+${code.toString(16).toUpperCase().padStart(4, "0")}) in "${text}" is not in the ${font} font`);
    }
  }

  private style(s: TextStyle) {
    const font = s.font ?? "body";
    this.doc
      .font(font)
      .fontSize(s.size ?? BODY.size)
      .fillColor(s.color ?? palette.ink);
    return font;
  }

  private options(s: TextStyle): PDFKit.Mixins.TextOptions {
    return {
      width: s.width ?? this.contentWidth,
      lineGap: s.lineGap ?? BODY.lineGap,
      align: s.align ?? "left",
      characterSpacing: s.characterSpacing ?? 0,
      ...(s.link ? { link: s.link, underline: false } : {}),
    };
  }

  /** The height `text` takes in style `s`. */
  measure(text: string, s: TextStyle = {}) {
    this.style(s);
    return this.doc.heightOfString(text, this.options(s));
  }

  /** Text at the current position (or at `s.x`), wrapped to the content width; it flows on to the next page. */
  text(text: string, s: TextStyle = {}, gapAfter = 0) {
    const font = this.style(s);
    this.checkGlyphs(text, font);
    // Two lines at least stay together at the foot of a page.
    const lineHeight = this.doc.currentLineHeight(true);
    const height = this.doc.heightOfString(text, this.options(s));
    if (this.pending) this.keep(Math.min(height, lineHeight * 3));
    if (height > this.room && this.room < lineHeight * 2.2) this.page();
    this.style(s);
    this.doc.text(text, s.x ?? MARGIN.left, this.doc.y, this.options(s));
    this.doc.x = MARGIN.left;
    this.doc.y += gapAfter;
  }

  /**
   * Words in several faces and sizes set as centred lines on a shared baseline, as a poster's
   * billing block is: each group (a credit: its role and names) is kept whole on a line. Returns the height.
   */
  centredRuns(groups: (TextStyle & { text: string })[][], box: { x: number; width: number; lineHeight: number; draw?: boolean }) {
    type Run = TextStyle & { text: string };
    const space = 4;
    const widthOf = (r: Run) => {
      this.style(r);
      return this.doc.widthOfString(r.text, { characterSpacing: r.characterSpacing ?? 0 });
    };
    const lines: { runs: Run[]; width: number }[] = [];
    for (const group of groups) {
      const w = group.reduce((sum, r) => sum + widthOf(r), 0) + space * (group.length - 1);
      const line = lines.at(-1);
      if (line && line.width + space + w <= box.width) {
        line.runs.push(...group);
        line.width += space + w;
      } else lines.push({ runs: [...group], width: w });
    }
    if (box.draw !== false) {
      const top = this.doc.y;
      lines.forEach((line, i) => {
        let x = box.x + (box.width - line.width) / 2;
        const baseline = top + (i + 0.8) * box.lineHeight;
        for (const r of line.runs) {
          const font = this.style(r);
          this.checkGlyphs(r.text, font);
          this.doc.text(r.text, x, baseline, { lineBreak: false, baseline: "alphabetic", characterSpacing: r.characterSpacing ?? 0 });
          x += widthOf(r) + space;
        }
      });
      this.doc.x = MARGIN.left;
      this.doc.y = top + lines.length * box.lineHeight;
    }
    return lines.length * box.lineHeight;
  }

  private pending: { title: string; level: 1 | 2; style: TextStyle; before: number; height: number } | null = null;

  /**
   * A section heading in Fraunces with the accent rule and a bookmark to it. It is set with
   * the first block that follows (`keep`), on the same page. `level: 2` nests the bookmark under
   * the last section's and sets a smaller heading.
   */
  heading(title: string, options: { level?: 1 | 2 } = {}) {
    const level = options.level ?? 1;
    const style: TextStyle =
      level === 1
        ? { font: "display", size: 21, color: palette.ochreOnPaper, lineGap: 2 }
        : { font: "display", size: 14, color: palette.dusk, lineGap: 2 };
    this.pending = { title, level, style, before: level === 1 ? 18 : 12, height: this.measure(title, style) + (level === 1 ? 16 : 8) };
  }

  private setHeading(h: NonNullable<typeof this.pending>) {
    if (this.doc.y > MARGIN.top + 1) this.doc.y += h.before;
    if (h.level === 1) this.sectionItem = this.doc.outline.addItem(h.title);
    else (this.sectionItem ?? this.doc.outline).addItem(h.title);
    this.text(h.title, h.style);
    if (h.level === 1) {
      const y = this.doc.y + 5;
      this.doc
        .moveTo(MARGIN.left, y)
        .lineTo(MARGIN.left + 42, y)
        .lineWidth(2)
        .strokeColor(palette.sunflower)
        .stroke();
      this.doc.y = y + 11;
    } else this.doc.y += 5;
  }

  paragraph(text: string, s: TextStyle = {}) {
    this.text(text, s, 7);
  }

  /**
   * Rows of a table, each kept whole on a page: `columns` gives each column's share of the
   * content width; the first row can be a header in small capitals.
   */
  table(
    rows: (string | { text: string; style?: TextStyle })[][],
    columns: number[],
    header?: string[],
    intro?: { text: string; style: TextStyle },
  ) {
    const total = columns.reduce((a, b) => a + b, 0);
    const gutter = 12;
    const widths = columns.map((c) => (this.contentWidth + gutter) * (c / total) - gutter);
    const xs = widths.map((_, i) => MARGIN.left + widths.slice(0, i).reduce((a, w) => a + w + gutter, 0));
    const cellStyle = (cell: (typeof rows)[number][number], i: number): { text: string; style: TextStyle } => {
      const c = typeof cell === "string" ? { text: cell } : cell;
      return { text: c.text, style: { ...(i === 0 ? { font: "bodyBold" as const } : {}), ...c.style, width: widths[i], x: xs[i] } };
    };
    const headerCells = (header ?? []).map((h, i) => ({
      text: h.toUpperCase(),
      style: { font: "bodyBold" as const, size: 7, color: palette.muted, width: widths[i], x: xs[i] },
    }));
    const rowHeight = (cells: { text: string; style: TextStyle }[], pad: number) =>
      Math.max(0, ...cells.map((c) => this.measure(c.text, c.style))) + pad * 2;
    const drawRow = (cells: { text: string; style: TextStyle }[], pad: number) => {
      const height = rowHeight(cells, pad);
      const top = this.doc.y;
      cells.forEach((c) => {
        this.doc.y = top + pad;
        this.text(c.text, c.style);
      });
      this.doc.y = top + height;
      this.doc
        .moveTo(MARGIN.left, this.doc.y)
        .lineTo(MARGIN.left + this.contentWidth, this.doc.y)
        .lineWidth(0.5)
        .strokeColor(palette.rule)
        .stroke();
    };
    const cells = rows.map((r) => r.map(cellStyle));
    const heights = cells.map((c) => rowHeight(c, 5));
    const headerHeight = header ? rowHeight(headerCells, 3) : 0;
    // A short table is kept whole; a longer one starts where at least its header and four rows
    // fit, breaks between rows, and repeats its header at the top of the next page.
    const introHeight = intro ? this.measure(intro.text, intro.style) + 7 : 0;
    const whole = introHeight + headerHeight + heights.reduce((a, b) => a + b, 0);
    const start = introHeight + headerHeight + heights.slice(0, 4).reduce((a, b) => a + b, 0);
    this.keep(whole <= 340 ? whole : start);
    if (intro) this.text(intro.text, intro.style, 7);
    if (header) drawRow(headerCells, 3);
    cells.forEach((row, i) => {
      // The last row never goes to a page alone: the one before it goes with it.
      const last = i === cells.length - 2 && heights[i]! + heights[i + 1]! > this.room;
      if (heights[i]! > this.room || last) {
        this.page();
        if (header) drawRow(headerCells, 3);
      }
      drawRow(row, 5);
    });
    this.doc.y += 10;
  }

  /** A JPEG or PNG drawn in a box (it is sized to the box by the build); a link or bookmark may sit on it. */
  image(data: Uint8Array, x: number, y: number, width: number, height: number) {
    this.doc.image(Buffer.from(data), x, y, { width, height });
  }

  /** Fills a rectangle: a colour, or a vertical fade of the ink from `from` to `to` opacity. */
  fill(x: number, y: number, width: number, height: number, fade?: { from: number; to: number }) {
    if (!fade) {
      this.doc.rect(x, y, width, height).fill(palette.ink);
      return;
    }
    const gradient = this.doc
      .linearGradient(0, y, 0, y + height)
      .stop(0, palette.ink, fade.from)
      .stop(1, palette.ink, fade.to);
    this.doc.rect(x, y, width, height).fill(gradient);
  }

  /** The running footer, "Girasol — Press Package · page 2 of 12", on every page but the bare ones. */
  private footers() {
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      if (this.bare.has(i)) continue;
      this.doc.switchToPage(i);
      const y = PAGE.height - 40;
      this.doc.page.margins.bottom = 0;
      this.doc
        .moveTo(MARGIN.left, y - 9)
        .lineTo(PAGE.width - MARGIN.right, y - 9)
        .lineWidth(0.5)
        .strokeColor(palette.rule)
        .stroke();
      this.doc.font("displayItalic").fontSize(8.5).fillColor(palette.inkLine);
      this.doc.text(this.meta.footer, MARGIN.left, y, { lineBreak: false, continued: true });
      this.doc
        .font("body")
        .fontSize(8)
        .fillColor(palette.muted)
        .text(`  ·  ${this.meta.pageOf.replace("{page}", String(i + 1)).replace("{pages}", String(count))}`, { lineBreak: false });
      this.doc.page.margins.bottom = MARGIN.bottom;
    }
  }

  /** Marks this page as a picture page (the cover, a page of stills), where a few lines of caption are all the text. */
  picturePage() {
    this.pictures.add(this.doc.bufferedPageRange().count - 1);
  }

  /** The finished file. */
  async toFile(): Promise<PdfFile> {
    this.footers();
    const chunks: Buffer[] = [];
    this.doc.on("data", (c: Buffer) => chunks.push(c));
    const ended = new Promise<void>((resolve, reject) => {
      this.doc.on("end", () => resolve());
      this.doc.on("error", reject);
    });
    this.doc.end();
    await ended;
    return { bytes: new Uint8Array(Buffer.concat(chunks)), picturePages: [...this.pictures].sort((a, b) => a - b).map((i) => i + 1) };
  }

  /** The font files, for a second document of the same design. */
  get fonts() {
    return this.fontFiles;
  }
}
