// The page both PDFs are laid out on (A4, its margins and body text) and what a writer of it takes and gives.

/** The faces the PDFs use: the site's Fraunces for display, Inter for text. */
export type FontName = "display" | "displayItalic" | "body" | "bodyItalic" | "bodyBold";
/** The font files, read by the build from the site's own @fontsource packages. */
export type PdfFonts = Record<FontName, Uint8Array>;

/** The document's metadata, and its running footer: `footer`, then `pageOf` ("page {page} of {pages}") filled in. */
export type PdfMeta = { title: string; subject: string; author: string; keywords: string; lang: string; footer: string; pageOf: string };

/** A4 in points. */
export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = { top: 64, bottom: 72, left: 62, right: 62 };
export const BODY = { size: 10, lineGap: 4.2 };

export type TextStyle = {
  font?: FontName;
  size?: number;
  color?: string;
  lineGap?: number;
  align?: "left" | "center" | "right" | "justify";
  link?: string;
  characterSpacing?: number;
  width?: number;
  x?: number;
  /**
   * What the text is in the document's structure, for screen readers: a paragraph unless said
   * (the title on the cover is the document's heading, "H1").
   */
  tag?: "P" | "H1";
};

/** A finished PDF, with the pages (numbered from 1) that are pictures more than text: the cover, the stills. */
export type PdfFile = { bytes: Uint8Array; picturePages: number[] };
