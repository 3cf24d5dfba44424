import manifest from "../../generated/images.json";
import type { Image } from "../../content/build-time/schema/types.ts";

// scripts/prepare/index.ts writes the manifest: each original's size and the widths of the
// resized WebP copies made from it in public/img.
type Entry = { width: number; height: number; widths: number[] };
const entries: Record<string, Entry> = manifest;

export function imageSources(image: Pick<Image, "file">) {
  const entry = entries[image.file];
  if (!entry) throw new Error(`No resized copies for ${image.file}: run scripts/prepare/index.ts`);
  const base = image.file.replace(/\.[a-z]+$/, "");
  const url = (w: number, ext = "webp") => `/img/${base}-${w}.${ext}`;
  const largest = entry.widths[entry.widths.length - 1] ?? entry.width;
  return {
    width: entry.width,
    height: entry.height,
    src: url(largest),
    srcSet: entry.widths.map((w) => `${url(w)} ${w}w`).join(", "),
    avifSrcSet: entry.widths.map((w) => `${url(w, "avif")} ${w}w`).join(", "),
    variants: entry.widths.map((w) => ({ src: url(w), width: w, height: Math.round((entry.height * w) / entry.width) })),
  };
}

/**
 * A route-level preload for the image that is the page's largest paint, so it starts
 * before any script, at high priority, in AVIF (what the <picture> will pick). Literal `rel`
 * and `as`: React Router's link types accept an image preload by srcset, without href.
 */
export function preloadImage(image: Pick<Image, "file">, sizes: string) {
  return {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: imageSources(image).avifSrcSet,
    imageSizes: sizes,
    fetchPriority: "high",
  } as const;
}
