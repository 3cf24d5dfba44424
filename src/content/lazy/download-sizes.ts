import { decimalSeparator } from "#lang/facts.json";
import measured from "#lang/download-sizes.json";

// The size of each file the site makes or serves, measured by the build
// (scripts/prepare/assets/download-sizes.ts): the stills archive from the upload list, the two
// PDFs by making them with the browser's own code, the laurels download from the file written.
// Only the sizes of files hosted elsewhere are typed (content/downloads.yaml).

/** Bytes of each download, as src/generated/content/<lang>/download-sizes.json holds them; laurels is null while there are none. */
export type MeasuredSizes = { pressPackage: number; festivalStrategy: number; stillsArchive: number; laurels: number | null };

export const measuredBytes = measured as MeasuredSizes;

/**
 * A file size as press kits and download managers show it, in decimal units: "19.6 MB", "0.9 MB",
 * "38 KB" (under 0.1 MB), "2.1 GB". One decimal, so the figure is within 0.05 of the unit; the
 * decimal mark is the language's ("19,6 MB" in Spanish), worked out by the build, so the
 * browser writes a size without Intl.
 */
export function fileSize(bytes: number, decimal: string = decimalSeparator): string {
  const oneDecimal = (n: number) => n.toFixed(1).replace(".", decimal);
  if (bytes >= 999_950_000) return `${oneDecimal(bytes / 1e9)} GB`;
  if (bytes >= 99_500) return `${oneDecimal(bytes / 1e6)} MB`;
  return `${Math.max(1, Math.round(bytes / 1e3))} KB`;
}

/** The measured sizes as the pages show them. */
export const downloadSizes = {
  pressPackage: fileSize(measuredBytes.pressPackage),
  festivalStrategy: fileSize(measuredBytes.festivalStrategy),
  stillsArchive: fileSize(measuredBytes.stillsArchive),
  laurels: measuredBytes.laurels === null ? undefined : fileSize(measuredBytes.laurels),
};
