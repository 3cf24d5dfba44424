import { downloadItems as items } from "../generated/content/downloads.json";
import type { DownloadItem } from "./schema";

// The press page's Download Materials grid, edited in content/downloads.yaml. Sizes are display
// text only: nothing measures the files they describe.
export const downloadItems = items as DownloadItem[];
