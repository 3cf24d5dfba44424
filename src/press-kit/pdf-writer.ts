import PDFDocument from "pdfkit";
import { palette } from "./pdf-palette.ts";
import { BODY, MARGIN, PAGE, type FontName, type PdfFile, type PdfFonts, type PdfMeta, type TextStyle } from "./pdf-page.ts";
import { drawTable, type TableCell } from "./pdf-table.ts";
import { PdfTagging, type Element } from "./pdf-tagging.ts";
import { fitTitle, hyphenatorFor } from "./title-fit.ts";

// The page design both PDFs share, in the site's typefaces and palette: A4 portrait, text pages
// with a running footer, section headings in Fraunces that are bookmarks, and blocks that are
// measured before they are placed so that no heading or block is split from what it introduces.
// PDFKit runs at build time (scripts/prepare/assets/press-pdfs.ts), so nothing here ships to
// the browser. Both PDFs are tagged for screen readers (PDF/UA-1): the structure every text and
// picture is drawn in is pdf-tagging.ts's, and the tables are drawn by pdf-table.ts.

/** A top-to-bottom writer over PDFKit: text that wraps, blocks kept whole, bookmarks, footers. */
/**
 * `text` with the spaces Intl sets in French and other languages' numbers and dates ("20 000 £",
 * the narrow no-break space U+202F; the thin space U+2009) as the no-break space the PDFs' faces have.
 */
export const settable = (text: string) => text.replace(/[\u202f\u2009]/g, "\u00a0");

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  /** Pages (0-based) without the running footer: the cover. */
  private readonly bare = new Set<number>();
  /** Pages (0-based) that are pictures: the cover, the stills. */
  private readonly pictures = new Set<number>();
  private readonly fontFiles: PdfFonts;
  private sectionItem: PDFKit.PDFOutline | null = null;
  private readonly meta: PdfMeta;
  /** The document's structure for screen readers, written as the pages are. */
  private readonly tagging: PdfTagging;

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
      pdfVersion: "1.7",
      tagged: true,
      // PDFKit writes PDF/UA's identification into the XMP metadata; its types do not list it yet.
      subset: "PDF/UA" as unknown as PDFKit.Mixins.PDFSubsets,
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
    this.tagging = new PdfTagging(this.doc);
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
  measure(written: string, s: TextStyle = {}) {
    const text = settable(written);
    this.style(s);
    return this.doc.heightOfString(text, this.options(s));
  }

  /** Text at the current position (or at `s.x`), wrapped to the content width; it flows on to the next page. */
  text(written: string, s: TextStyle = {}, gapAfter = 0, into?: Element | null) {
    const text = settable(written);
    const font = this.style(s);
    this.checkGlyphs(text, font);
    // Two lines at least stay together at the foot of a page.
    const lineHeight = this.doc.currentLineHeight(true);
    const height = this.doc.heightOfString(text, this.options(s));
    if (this.pending) this.keep(Math.min(height, lineHeight * 3));
    if (height > this.room && this.room < lineHeight * 2.2) this.page();
    this.style(s);
    this.tagging.tagged(() => this.doc.text(text, s.x ?? MARGIN.left, this.doc.y, this.options(s)), s, into);
    this.doc.x = MARGIN.left;
    this.doc.y += gapAfter;
  }

  /**
   * The film's title as a cover sets it: at the largest size from `s.size` down to `box.minSize`
   * at which it stands in the content width and `box.height`, on up to `box.maxLines` balanced
   * lines broken between its words (title-fit.ts), hyphenated in `language` only where a word
   * alone is wider than the page at the smallest size.
   */
  title(
    title: string,
    s: TextStyle & { size: number },
    box: { minSize: number; maxLines: number; height: number; language: string },
    gapAfter = 0,
  ) {
    const font = s.font ?? "display";
    this.doc.font(font).fontSize(1);
    const leading = this.doc.currentLineHeight(true);
    const widthOf = (text: string) => this.doc.font(font).fontSize(1).widthOfString(settable(text));
    // Narrower than the width PDFKit wraps at: it measures word by word, a little wider than the
    // line whole, and would break a line measured to fit exactly (a dash left alone on a line).
    const width = (s.width ?? this.contentWidth) * 0.97;
    const fit = fitTitle(
      title,
      { width, height: box.height, maxSize: s.size, minSize: box.minSize, maxLines: box.maxLines, leading },
      widthOf,
      hyphenatorFor(box.language),
    );
    this.text(fit.lines.join("\n"), { ...s, size: fit.size }, gapAfter);
  }

  /**
   * Words in several faces and sizes set as centred lines on a shared baseline, as a poster's
   * billing block is: each group (a credit: its role and names) is kept whole on a line. Returns the height.
   */
  centredRuns(written: (TextStyle & { text: string })[][], box: { x: number; width: number; lineHeight: number; draw?: boolean }) {
    type Run = TextStyle & { text: string };
    const groups = written.map((g) => g.map((r) => ({ ...r, text: settable(r.text) })));
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
      // One paragraph: each run ends with the space a reader needs between words and credits.
      const block = this.tagging.element("P");
      lines.forEach((line, i) => {
        let x = box.x + (box.width - line.width) / 2;
        const baseline = top + (i + 0.8) * box.lineHeight;
        for (const r of line.runs) {
          const font = this.style(r);
          this.checkGlyphs(r.text, font);
          block.add(() =>
            this.doc.text(`${r.text} `, x, baseline, {
              lineBreak: false,
              baseline: "alphabetic",
              characterSpacing: r.characterSpacing ?? 0,
            }),
          );
          x += widthOf(r) + space;
        }
      });
      block.end();
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
    if (h.level === 1) {
      this.sectionItem = this.doc.outline.addItem(h.title);
      // A section of the structure per bookmark: its heading (H2, under the cover's H1) and all that follows.
      this.tagging.startSection(h.title);
    } else (this.sectionItem ?? this.doc.outline).addItem(h.title);
    const heading = this.tagging.element(h.level === 1 ? "H2" : "H3");
    this.text(h.title, h.style, 0, heading);
    heading.end();
    if (h.level === 1) {
      const y = this.doc.y + 5;
      this.tagging.artifact("Layout", () =>
        this.doc
          .moveTo(MARGIN.left, y)
          .lineTo(MARGIN.left + 42, y)
          .lineWidth(2)
          .strokeColor(palette.sunflower)
          .stroke(),
      );
      this.doc.y = y + 11;
    } else this.doc.y += 5;
  }

  paragraph(text: string, s: TextStyle = {}) {
    this.text(text, s, 7);
  }

  /** A table (pdf-table.ts): `columns` gives each column's share of the content width, `header` its column headers. */
  table(rows: TableCell[][], columns: number[], header?: string[], intro?: { text: string; style: TextStyle }) {
    drawTable(this, this.tagging, rows, columns, header, intro);
  }

  /**
   * A JPEG or PNG drawn in a box (it is sized to the box by the build); a link or bookmark may
   * sit on it. With `alt` it is a Figure a screen reader reads out; without, a decoration.
   */
  image(data: Uint8Array, x: number, y: number, width: number, height: number, alt?: string) {
    const draw = () => this.doc.image(Buffer.from(data), x, y, { width, height });
    if (alt === undefined) return this.tagging.artifact("Layout", draw);
    const figure = this.tagging.element("Figure", { alt, bbox: [x, y, x + width, y + height], placement: "Block" });
    figure.add(draw);
    figure.end();
  }

  /** Fills a rectangle: a colour, or a vertical fade of the ink from `from` to `to` opacity. */
  fill(x: number, y: number, width: number, height: number, fade?: { from: number; to: number }) {
    this.tagging.artifact("Layout", () => {
      if (!fade) return this.doc.rect(x, y, width, height).fill(palette.ink);
      const gradient = this.doc
        .linearGradient(0, y, 0, y + height)
        .stop(0, palette.ink, fade.from)
        .stop(1, palette.ink, fade.to);
      this.doc.rect(x, y, width, height).fill(gradient);
    });
  }

  /** The running footer, "<Title> — Press Package · page 2 of 12", on every page but the bare ones. */
  private footers() {
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      if (this.bare.has(i)) continue;
      this.doc.switchToPage(i);
      const y = PAGE.height - 40;
      this.doc.page.margins.bottom = 0;
      this.tagging.artifact("Pagination", () => {
        this.doc
          .moveTo(MARGIN.left, y - 9)
          .lineTo(PAGE.width - MARGIN.right, y - 9)
          .lineWidth(0.5)
          .strokeColor(palette.rule)
          .stroke();
        const pageOf = `  ·  ${this.meta.pageOf.replace("{page}", String(i + 1)).replace("{pages}", String(count))}`;
        const room = this.contentWidth - this.doc.font("body").fontSize(8).widthOfString(pageOf);
        this.doc.font("displayItalic").fontSize(8.5).fillColor(palette.inkLine);
        this.doc.text(this.footerIn(room), MARGIN.left, y, { lineBreak: false, continued: true });
        this.doc.font("body").fontSize(8).fillColor(palette.muted).text(pageOf, { lineBreak: false });
      });
      this.doc.page.margins.bottom = MARGIN.bottom;
    }
  }

  /**
   * The footer's words in `room` points, in the face set: a title too long for the line gives way,
   * word by word from its end ("Der lange Sommer der… — Presseheft"), to the document's name.
   */
  private footerIn(room: number): string {
    const at = this.meta.footer.lastIndexOf(" — ");
    const name = at < 0 ? "" : this.meta.footer.slice(at);
    const words = (at < 0 ? this.meta.footer : this.meta.footer.slice(0, at)).split(" ");
    let footer = this.meta.footer;
    while (this.doc.widthOfString(footer) > room && words.length > 1) {
      words.pop();
      footer = `${words.join(" ").replace(/[\s\p{P}]+$/u, "")}…${name}`;
    }
    return footer;
  }

  /** Marks this page as a picture page (the cover, a page of stills), where a few lines of caption are all the text. */
  picturePage() {
    this.pictures.add(this.doc.bufferedPageRange().count - 1);
  }

  /** The finished file. */
  async toFile(): Promise<PdfFile> {
    this.tagging.end();
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
