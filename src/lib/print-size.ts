// The size a picture prints at on a picture desk: 300 dots per inch, the resolution magazines
// and newspapers print photographs at, and the reason desks ask for at least 3000 px on the
// long edge (25.4 cm at 300 dpi). Plain arithmetic, so /stills and the build say the same.

/** The resolution desks print photographs at. */
export const printDpi = 300;
/** The long edge, in pixels, below which the build warns: what picture desks ask for. */
export const printLongEdge = 3000;

/** Centimetres at 300 dpi, to one decimal where it has one ("30.5", "13"), with the language's decimal mark. */
export function printCentimetres(pixels: number, decimal = "."): string {
  const cm = Math.round((pixels / printDpi) * 2.54 * 10) / 10;
  return String(cm).replace(".", decimal);
}

/** Whether an image of this size is big enough for print at 300 dpi. */
export const isPrintSize = (width: number, height: number) => Math.max(width, height) >= printLongEdge;
