import type * as site from "../content/index.ts";
import type { PdfFonts } from "./pdf-page.ts";

// What the PDF builders take, named once for the press package, the festival strategy, their
// shared blocks and the build step that gathers the assets (scripts/prepare/assets/press-pdfs.ts).

/** Everything the content modules export, as the builders read it. */
export type SiteContent = typeof site;

/**
 * What the build reads for a PDF (scripts/prepare/assets/press-pdfs.ts): the site's fonts and
 * the images, already cropped and sized for where they go. An image that could not be read is
 * absent and the PDF goes on without it.
 */
export type PdfImages = {
  /** The poster's artwork, cropped to the page's proportions: the full-bleed cover. */
  cover: Uint8Array | null;
  /** The key art, cropped to a wide band: the festival strategy's cover. */
  keyArt: Uint8Array | null;
  /** The press stills, by file name, at their own proportions. */
  stills: Map<string, { data: Uint8Array; width: number; height: number }>;
  /** The principal cast's headshots, by file name, cropped to 4:5. */
  headshots: Map<string, { data: Uint8Array; width: number; height: number }>;
  /** The featured laurels in their light version (the cover is dark), PNG, in order. */
  laurels: { data: Uint8Array; width: number; height: number }[];
};
export type PdfAssets = { fonts: PdfFonts; images: PdfImages };
