import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readPdf } from "../../e2e/support/read-pdf.ts";
import { readPdfFonts } from "../../scripts/prepare/assets/press-pdfs.ts";
import * as site from "../content/index.ts";
import { buildFestivalStrategy } from "./festival-strategy.ts";
import type { PdfImages } from "./pdf-types.ts";

const noImages: PdfImages = { cover: null, keyArt: null, stills: new Map(), headshots: new Map(), laurels: [] };

describe("a table's cells", () => {
  it("keep a word wider than its column whole, set a little smaller, rather than cut inside it", async () => {
    // A festival's place as German writes a long one, in the festivals table's first column.
    const word = "Donaudampfschifffahrtsgesellschaft";
    const submissions = site.submissions.map((s, i) => (i === 0 ? { ...s, location: `${word}, Deutschland` } : s));
    expect(submissions.length).toBeGreaterThan(0);
    const { bytes } = await buildFestivalStrategy(
      { ...site, submissions, allSubmissions: submissions },
      { fonts: readPdfFonts(), images: noImages },
    );
    const file = path.join(mkdtempSync(path.join(tmpdir(), "pdf-table-")), "strategy.pdf");
    writeFileSync(file, bytes);
    const pdf = await readPdf(file);
    // pdf.js reads each line as a run: a word cut across two lines would read with a space inside.
    expect(pdf.text).toContain(word);
  });
});
