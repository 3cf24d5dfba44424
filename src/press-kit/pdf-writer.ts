import { jsPDF } from "jspdf";
import type { JpegImage, PdfImage } from "./load-jpeg";

// Page geometry of both PDFs: portrait pages, 20-unit margins, and a new page whenever
// content would pass 30 units from the bottom.
const MARGIN = 20;
const BOTTOM_LIMIT = 30;
const INK: [number, number, number] = [31, 26, 20];
const OCHRE: [number, number, number] = [168, 106, 24];
const MUTED: [number, number, number] = [95, 85, 72];

/** A top-to-bottom writer over jsPDF that wraps text and breaks pages cleanly. */
export class PdfWriter {
  readonly doc = new jsPDF({ orientation: "portrait", unit: "mm", format: "a4" });
  y = MARGIN;

  get width() {
    return this.doc.internal.pageSize.getWidth();
  }
  get height() {
    return this.doc.internal.pageSize.getHeight();
  }
  get contentWidth() {
    return this.width - MARGIN * 2;
  }

  newPage() {
    this.doc.addPage("a4", "portrait");
    this.y = MARGIN;
  }

  /** Starts a new page if the next block of this height would pass the bottom limit. */
  ensureSpace(height: number) {
    if (this.y + height > this.height - BOTTOM_LIMIT) this.newPage();
  }

  private lines(text: string, size: number, style: "normal" | "bold" | "italic", color = INK, gapAfter = 2, indent = 0) {
    this.doc.setFont("helvetica", style);
    this.doc.setFontSize(size);
    this.doc.setTextColor(...color);
    const lineHeight = size * 0.3528 * 1.35;
    const wrapped: string[] = this.doc.splitTextToSize(text, this.contentWidth - indent);
    for (const line of wrapped) {
      this.ensureSpace(lineHeight);
      this.doc.text(line, MARGIN + indent, this.y + lineHeight * 0.75);
      this.y += lineHeight;
    }
    this.y += gapAfter;
  }

  title(text: string, size = 28) {
    this.lines(text, size, "bold", INK, 4);
  }

  heading(text: string) {
    this.ensureSpace(20);
    this.y += 4;
    this.lines(text.toUpperCase(), 15, "bold", OCHRE, 1);
    this.doc.setDrawColor(...OCHRE);
    this.doc.setLineWidth(0.4);
    this.doc.line(MARGIN, this.y, MARGIN + 30, this.y);
    this.y += 5;
  }

  subheading(text: string) {
    this.ensureSpace(12);
    this.lines(text, 12, "bold", INK, 1);
  }

  paragraph(text: string, options: { italic?: boolean; muted?: boolean; indent?: number } = {}) {
    this.lines(text, 10.5, options.italic ? "italic" : "normal", options.muted ? MUTED : INK, 3, options.indent ?? 0);
  }

  /** "Label: value" rows in two columns, label in bold; long labels and values wrap in their column. */
  keyValues(rows: { label: string; value: string }[]) {
    const size = 10.5;
    const lineHeight = size * 0.3528 * 1.35;
    const labelWidth = 52;
    this.doc.setFontSize(size);
    this.doc.setTextColor(...INK);
    for (const r of rows) {
      this.doc.setFont("helvetica", "bold");
      const label: string[] = this.doc.splitTextToSize(`${r.label}:`, labelWidth - 4);
      this.doc.setFont("helvetica", "normal");
      const value: string[] = this.doc.splitTextToSize(r.value, this.contentWidth - labelWidth);
      const height = Math.max(label.length, value.length) * lineHeight;
      this.ensureSpace(height);
      const baseline = this.y + lineHeight * 0.75;
      this.doc.setFont("helvetica", "bold");
      this.doc.text(label, MARGIN, baseline, { lineHeightFactor: 1.35 });
      this.doc.setFont("helvetica", "normal");
      this.doc.text(value, MARGIN + labelWidth, baseline, { lineHeightFactor: 1.35 });
      this.y += height + 1;
    }
    this.y += 3;
  }

  /** An image scaled to fit the content width and at most maxHeight. */
  image(img: JpegImage, maxHeight: number) {
    const scale = Math.min(this.contentWidth / img.width, maxHeight / img.height);
    const w = img.width * scale;
    const h = img.height * scale;
    this.ensureSpace(h);
    this.doc.addImage(img.dataUrl, "JPEG", MARGIN + (this.contentWidth - w) / 2, this.y, w, h);
    this.y += h + 4;
  }

  /** Images side by side, each `height` tall, centred as a row, scaled down when wider than the page. */
  imageRow(images: PdfImage[], height: number, gap = 6) {
    if (images.length === 0) return;
    const widths = images.map((img) => (img.width * height) / img.height);
    const natural = widths.reduce((a, b) => a + b, 0) + gap * (images.length - 1);
    const scale = Math.min(1, this.contentWidth / natural);
    this.ensureSpace(height * scale);
    let x = (this.width - natural * scale) / 2;
    images.forEach((img, i) => {
      // Deflated: jsPDF stores a PNG's pixels uncompressed otherwise (1.2 MB for one laurel).
      this.doc.addImage(img.dataUrl, img.format, x, this.y, widths[i]! * scale, height * scale, undefined, "FAST");
      x += (widths[i]! + gap) * scale;
    });
    this.y += height * scale + 2;
  }

  centred(text: string, size: number, style: "normal" | "bold" | "italic", color = INK) {
    this.doc.setFont("helvetica", style);
    this.doc.setFontSize(size);
    this.doc.setTextColor(...color);
    const lineHeight = size * 0.3528 * 1.35;
    this.ensureSpace(lineHeight);
    this.doc.text(text, this.width / 2, this.y + lineHeight * 0.75, { align: "center" });
    this.y += lineHeight;
  }

  gap(mm: number) {
    this.y += mm;
  }

  toBlob(): Blob {
    return this.doc.output("blob");
  }
}
