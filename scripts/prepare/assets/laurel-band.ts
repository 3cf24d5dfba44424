// A row of laurels over a picture, as posters, key art and the link preview carry them: the
// laurels' own SVGs placed side by side in one SVG the size of the picture, over an ink
// gradient that keeps them readable on any artwork, for sharp (librsvg) to composite.
import { laurelSize } from "#src/content/laurels.ts";
import { themeColor } from "#src/styles/theme-color.ts";

/** At most this many laurels in a row: more would each be too small to read. */
export const laurelRowMax = 4;

/** A laurel's SVG document as a group scaled to `height` at (x, y), to sit inside another SVG. */
export function placedLaurel(svg: string, x: number, y: number, height: number): string {
  const inner = svg.replace(/^<svg[^>]*>\n?/, "").replace(/\n?<\/svg>\n?$/, "");
  const scale = height / laurelSize.height;
  return `<g transform="translate(${round(x)} ${round(y)}) scale(${round(scale, 5)})">${inner}</g>`;
}

const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;

/** The width a row of `count` laurels `height` tall takes, `gap` apart. */
export const laurelRowWidth = (count: number, height: number, gap: number) =>
  count * Math.round((height * laurelSize.width) / laurelSize.height) + Math.max(0, count - 1) * gap;

/** The laurels (at most four) side by side, centred on `centre`, their top at `top`. */
export function laurelRow(
  svgs: readonly string[],
  { centre, top, height, gap }: { centre: number; top: number; height: number; gap: number },
): string {
  const shown = svgs.slice(0, laurelRowMax);
  const width = Math.round((height * laurelSize.width) / laurelSize.height);
  const left = centre - laurelRowWidth(shown.length, height, gap) / 2;
  return shown.map((svg, i) => placedLaurel(svg, left + i * (width + gap), top, height)).join("");
}

/**
 * An SVG of `width` × `height`: the laurels along the bottom (`laurelHeight` tall, `lift`
 * above the edge) over a gradient of the site's ink rising from the bottom.
 */
export function laurelBandSvg(
  svgs: readonly string[],
  {
    width,
    height,
    laurelHeight,
    gap,
    lift,
    fade,
  }: { width: number; height: number; laurelHeight: number; gap: number; lift: number; fade: number },
): string {
  const fadeTop = height - laurelHeight - lift - fade;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${themeColor}" stop-opacity="0"/><stop offset="0.55" stop-color="${themeColor}" stop-opacity="0.78"/><stop offset="1" stop-color="${themeColor}" stop-opacity="0.92"/></linearGradient></defs>`,
    `<rect x="0" y="${fadeTop}" width="${width}" height="${height - fadeTop}" fill="url(#band)"/>`,
    laurelRow(svgs, { centre: width / 2, top: height - laurelHeight - lift, height: laurelHeight, gap }),
    `</svg>`,
  ].join("");
}
