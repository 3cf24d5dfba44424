import { decimalSeparator, sizeUnits } from "#lang/facts.json";
import measured from "#lang/download-sizes.json";
import { fileSize as sizeText } from "../../lib/file-size.ts";

// The size of each file the site makes or serves, measured by the build
// (scripts/prepare/assets/download-sizes.ts): the stills archive from the upload list, the two
// PDFs by making them, the laurels and artwork downloads from the files written.
// Only the sizes of files hosted elsewhere are typed (content/downloads.yaml).

/** Bytes of each download, as src/generated/content/<lang>/download-sizes.json holds them; laurels is null while there are none. */
export type MeasuredSizes = {
  pressPackage: number;
  festivalStrategy: number;
  stillsArchive: number;
  laurels: number | null;
  artwork: number;
};

export const measuredBytes = measured as MeasuredSizes;

/** A file size as press kits show it ("19.6 MB", "38 KB"), with the pages' decimal mark and units, worked out by the build, so the browser writes a size without Intl. */
export const fileSize = (bytes: number, decimal: string = decimalSeparator) => sizeText(bytes, decimal, sizeUnits);

/** The measured sizes as the pages show them. */
export const downloadSizes = {
  pressPackage: fileSize(measuredBytes.pressPackage),
  festivalStrategy: fileSize(measuredBytes.festivalStrategy),
  stillsArchive: fileSize(measuredBytes.stillsArchive),
  laurels: measuredBytes.laurels === null ? undefined : fileSize(measuredBytes.laurels),
  artwork: fileSize(measuredBytes.artwork),
};
