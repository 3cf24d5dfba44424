// The press PDFs as the build makes them, in the language the bench runs in (English): how long
// making both takes (their images read and sized, then laid out, then read back for their tags),
// and how large each comes out. Timed in this process, after one run that loads the modules.
import path from "node:path";
import { readPdfStructure } from "../prepare/assets/pdf-structure.ts";
import { readPdfAssets } from "../prepare/assets/press-pdfs.ts";
import { median } from "./stats.ts";

const RUNS = 5;
const publicDir = path.resolve(import.meta.dirname, "../../public");

export type PdfBench = {
  runs: number[];
  layoutRuns: number[];
  checkRuns: number[];
  sizes: { name: string; bytes: number; pages: number }[];
};

export async function benchPdfs(): Promise<PdfBench> {
  const site = await import("#src/content/index.ts");
  const { buildPressPackage } = await import("#src/press-kit/press-package.ts");
  const { buildFestivalStrategy } = await import("#src/press-kit/festival-strategy.ts");
  const { fileNames } = await import("#src/content/lazy/notifications.ts");
  const runs: number[] = [];
  const layoutRuns: number[] = [];
  const checkRuns: number[] = [];
  let made: { name: string; bytes: Uint8Array }[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const start = performance.now();
    const assets = await readPdfAssets(publicDir);
    const laid = performance.now();
    const [press, strategy] = await Promise.all([buildPressPackage(site, assets), buildFestivalStrategy(site, assets)]);
    const checked = performance.now();
    await Promise.all([readPdfStructure(press.bytes), readPdfStructure(strategy.bytes)]);
    const end = performance.now();
    made = [
      { name: fileNames.pressPackage, bytes: press.bytes },
      { name: fileNames.festivalStrategy, bytes: strategy.bytes },
    ];
    if (i === 0) continue; // the first run loads pdf.js, sharp and fontkit
    runs.push(Math.round(end - start));
    layoutRuns.push(Math.round(checked - laid));
    checkRuns.push(Math.round(end - checked));
  }
  const sizes = await Promise.all(
    made.map(async (m) => ({ name: m.name, bytes: m.bytes.length, pages: (await readPdfStructure(m.bytes)).pages })),
  );
  return { runs, layoutRuns, checkRuns, sizes };
}

export const pdfBenchMedian = (b: PdfBench) => ({ all: median(b.runs), layout: median(b.layoutRuns), check: median(b.checkRuns) });
