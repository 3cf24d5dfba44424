// The size of every download the site makes or serves in one language, for the cards that name
// it (src/content/lazy/download-sizes.ts reads src/generated/content/<lang>/download-sizes.json): the stills archive
// from the upload list, exactly as the browser will zip it; the press package and festival
// strategy PDFs as written to public/downloads (press-pdfs.ts); the laurels and artwork
// downloads from the files written.
import { existsSync, statSync } from "node:fs";
import type { MeasuredSizes } from "#src/content/lazy/download-sizes.ts";
import type { Upload } from "#src/press-kit/stills-archive.ts";
import { writePressPdfs, type PdfLayouts } from "./press-pdfs.ts";

/**
 * Makes the PDFs and measures every download. `laurelsZip` is the laurels download's file,
 * absent while there are no laurels; `artwork` the artwork download's size, as written. Run after the content, the laurels and uploads.json are
 * written: the builders read the content modules, the laurels and the upload list.
 */
export async function measureDownloads(
  publicDir: string,
  uploads: Upload[],
  laurelsZip: string,
  artwork: number,
): Promise<{ sizes: MeasuredSizes; layouts: PdfLayouts; made: boolean }> {
  const { stillsArchiveSize } = await import("#src/press-kit/stills-archive.ts");
  const pdfs = await writePressPdfs(publicDir);
  return {
    sizes: {
      ...pdfs.sizes,
      stillsArchive: stillsArchiveSize(uploads),
      laurels: existsSync(laurelsZip) ? statSync(laurelsZip).size : null,
      artwork,
    },
    layouts: pdfs.layouts,
    made: pdfs.made,
  };
}
