/** An image drawn through an in-page canvas and re-encoded as JPEG, ready for jsPDF. */
export type JpegImage = { dataUrl: string; width: number; height: number };

/** How the PDF's photographs are scaled and encoded; the build's own loader (for the size it shows) uses the same. */
export const pdfJpeg = { maxWidth: 1400, quality: 0.85 };

/** An image for jsPDF with the format it is encoded in. */
export type PdfImage = JpegImage & { format: "JPEG" | "PNG" };

/**
 * Decodes a same-site image (an SVG too) and draws it at the width `widthFor` picks from its
 * natural width, on a canvas of its proportions.
 */
async function drawn(src: string, widthFor: (naturalWidth: number) => number): Promise<HTMLCanvasElement> {
  const img = new Image();
  img.decoding = "async";
  img.src = src;
  try {
    await img.decode();
  } catch {
    throw new Error(`Could not load image ${src}`);
  }
  const width = Math.round(widthFor(img.naturalWidth));
  const height = Math.round((img.naturalHeight * width) / img.naturalWidth);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("Could not get canvas context");
  ctx.drawImage(img, 0, 0, width, height);
  return canvas;
}

/**
 * Loads a same-site image and converts it to JPEG through a canvas, scaled down to maxWidth
 * so the PDF stays light. Fails with "Could not get canvas context" when drawing is unavailable.
 */
export async function loadJpeg(src: string, maxWidth = pdfJpeg.maxWidth): Promise<JpegImage> {
  const canvas = await drawn(src, (natural) => Math.min(natural, maxWidth));
  return { dataUrl: canvas.toDataURL("image/jpeg", pdfJpeg.quality), width: canvas.width, height: canvas.height };
}

/**
 * Loads a same-site image (an SVG too) and draws it `width` pixels wide through a canvas into a
 * PNG, keeping its transparency: the laurels on the press package's cover.
 */
export async function loadPng(src: string, width: number): Promise<PdfImage> {
  const canvas = await drawn(src, () => width);
  return { dataUrl: canvas.toDataURL("image/png"), width: canvas.width, height: canvas.height, format: "PNG" };
}
