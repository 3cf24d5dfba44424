/** The units a language writes a file's size in: "KB", "MB", "GB" ("Ko", "Mo", "Go" in French). */
export type SizeUnits = { kilobytes: string; megabytes: string; gigabytes: string };

const decimalUnits: SizeUnits = { kilobytes: "KB", megabytes: "MB", gigabytes: "GB" };

/**
 * A file size as press kits and download managers show it, in decimal units: "19.6 MB", "0.9 MB",
 * "38 KB" (under 0.1 MB), "2.1 GB". One decimal, so the figure is within 0.05 of the unit, with
 * the language's decimal mark and units ("19,6 MB" in Spanish, "19,6 Mo" in French).
 */
export function fileSize(bytes: number, decimal: string, units: SizeUnits = decimalUnits): string {
  const oneDecimal = (n: number) => n.toFixed(1).replace(".", decimal);
  if (bytes >= 999_950_000) return `${oneDecimal(bytes / 1e9)} ${units.gigabytes}`;
  if (bytes >= 99_500) return `${oneDecimal(bytes / 1e6)} ${units.megabytes}`;
  return `${Math.max(1, Math.round(bytes / 1e3))} ${units.kilobytes}`;
}
