import manifest from "../../generated/images.json";
import type { Image } from "../../content/schema";

// scripts/prepare.ts writes the manifest: each original's size and the widths of the
// resized WebP copies made from it in public/img.
type Entry = { width: number; height: number; widths: number[] };
const entries: Record<string, Entry> = manifest;

export function imageSources(image: Pick<Image, "file">) {
  const entry = entries[image.file];
  if (!entry) throw new Error(`No resized copies for ${image.file}: run scripts/prepare.ts`);
  const base = image.file.replace(/\.[a-z]+$/, "");
  const url = (w: number) => `/img/${base}-${w}.webp`;
  const largest = entry.widths[entry.widths.length - 1] ?? entry.width;
  return {
    width: entry.width,
    height: entry.height,
    src: url(largest),
    srcSet: entry.widths.map((w) => `${url(w)} ${w}w`).join(", "),
    variants: entry.widths.map((w) => ({ src: url(w), width: w, height: Math.round((entry.height * w) / entry.width) })),
    original: `/uploads/${image.file}`,
  };
}
