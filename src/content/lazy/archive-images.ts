import uploads from "../../generated/uploads.json";
import manifest from "../../generated/images.json";
import webCopies from "../../generated/web-copies.json";
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
  /** Its web copy (JPEG, 2048 px on the long edge, under 1 MB), as served at /uploads/web. */
  web: { name: string; bytes: number; width: number; height: number };
};

const sizes: Record<string, { width: number; height: number }> = manifest;
const webCopyOf: Record<string, ArchiveImage["web"]> = webCopies;

const formats: Record<string, string> = { jpg: "JPEG", jpeg: "JPEG", tif: "TIFF", tiff: "TIFF", webp: "WebP" };
const formatOf = (file: string) => {
  const ext = file.slice(file.lastIndexOf(".") + 1).toLowerCase();
  return formats[ext] ?? ext.toUpperCase();
};

/** The archive's files in its own order (by name), each with its press caption. */
export const archiveImages: ArchiveImage[] = uploads.map((u) => {
  const size = sizes[u.name];
  const press = pressCaption(u.name);
  const web = webCopyOf[u.name];
  // The build refuses an upload without a caption, and resizes every upload and makes its web copy, so none is missing.
  if (!size || !press || !web)
    throw new Error(`${u.name}: no ${!size ? "pixel size" : !press ? "press caption" : "web copy"}; run scripts/prepare/index.ts`);
  const { name, bytes, width, height } = web;
  return {
    file: u.name,
    format: formatOf(u.name),
    bytes: u.bytes,
    width: size.width,
    height: size.height,
    web: { name, bytes, width, height },
    ...press,
  };
});
