import { downloadItems as items } from "#lang/downloads.json";
import { downloadSizes } from "./download-sizes.ts";
import type { DownloadItem, DownloadKind } from "../build-time/schema/types.ts";

// The press page's Download Materials grid, edited in content/downloads.yaml. The sizes of what
// the site makes or serves are measured by the build; only hosted files' sizes are typed.
const measured: Partial<Record<DownloadKind, string>> = {
  "press-pdf": downloadSizes.pressPackage,
  "stills-zip": downloadSizes.stillsArchive,
  laurels: downloadSizes.laurels,
  artwork: downloadSizes.artwork,
};

/** A card as shown: every card has a size, measured or typed. */
export type ShownDownloadItem = DownloadItem & { size: string };

export const downloadItems: ShownDownloadItem[] = (items as DownloadItem[]).map((item) => ({
  ...item,
  size: measured[item.kind] ?? item.size ?? "",
}));
