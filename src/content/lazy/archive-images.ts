import uploads from "../../generated/uploads.json";
import manifest from "../../generated/images.json";
import { pressCaption, type PressCaption } from "./captions.ts";

// Every file of the stills archive as /stills lists it for picture desks: the original's name,
// pixel size and bytes (measured by the build), with the caption and credit to print with it.
// Imported by /stills alone, not re-exported from ./index: no other page carries the captions.

/** One original of the archive, as a picture editor chooses it. */
export type ArchiveImage = PressCaption & {
  /** Its file name in the archive and in /uploads. */
  file: string;
  /** Its format as press kits name it: "JPEG", "PNG", "TIFF". */
  format: string;
  bytes: number;
  width: number;
  height: number;
};

const sizes: Record<string, { width: number; height: number }> = manifest;

const formats: Record<string, string> = { jpg: "JPEG", jpeg: "JPEG", tif: "TIFF", tiff: "TIFF", webp: "WebP" };
const formatOf = (file: string) => {
  const ext = file.slice(file.lastIndexOf(".") + 1).toLowerCase();
  return formats[ext] ?? ext.toUpperCase();
};

/** The archive's files in its own order (by name), each with its press caption. */
export const archiveImages: ArchiveImage[] = uploads.map((u) => {
  const size = sizes[u.name];
  const press = pressCaption(u.name);
  // The build refuses an upload without a caption and resizes every upload, so neither is missing.
  if (!size || !press) throw new Error(`${u.name}: no ${size ? "press caption" : "pixel size"}; run scripts/prepare/index.ts`);
  return { file: u.name, format: formatOf(u.name), bytes: u.bytes, width: size.width, height: size.height, ...press };
});
