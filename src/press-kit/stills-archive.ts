import { downloadZip } from "client-zip";
import uploads from "../generated/uploads.json";
import { fileNames } from "../content/notifications";
import type { Progress } from "../components/press/useDownload";

type Upload = { name: string; bytes: number };

/** How many files are fetched ahead of the one being zipped. */
const LOOKAHEAD = 4;

/**
 * Every original in the uploads folder (listed at build time), fetched from the site and
 * stored, not recompressed, under its own name in one folder. Any failed fetch rejects the
 * whole archive, so nothing partial is ever saved.
 */
export async function buildStillsArchive(onProgress: (p: Progress) => void = () => {}, files: Upload[] = uploads): Promise<Blob> {
  const total = files.length;
  const fetchOne = async (f: Upload) => {
    const response = await fetch(`/uploads/${encodeURIComponent(f.name)}`);
    if (!response.ok) throw new Error(`${f.name}: HTTP ${response.status}`);
    return response;
  };

  async function* entries() {
    yield { name: `${fileNames.stillsFolder}/` };
    const pending = files.slice(0, LOOKAHEAD).map(fetchOne);
    pending.forEach((p) => p.catch(() => {})); // rejections are rethrown in order below
    for (let i = 0; i < total; i++) {
      const next = files[i + LOOKAHEAD];
      if (next) {
        const p = fetchOne(next);
        p.catch(() => {});
        pending.push(p);
      }
      // The body streams straight into the zip; the generator resumes once it is consumed.
      yield { name: `${fileNames.stillsFolder}/${files[i]!.name}`, input: await pending[i]!, lastModified: new Date() };
      onProgress({ done: i + 1, total });
    }
  }

  onProgress({ done: 0, total });
  return downloadZip(entries()).blob();
}
