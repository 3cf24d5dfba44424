// The festivals aimed for next, as both PDFs set them out: a table of name, category and
// deadline, and why each one.
import { categoryLabel } from "../content/index.ts";
import { tables } from "#lang/words/press-kit.json";
import { fill } from "../lib/fill.ts";
import type { PdfWriter } from "./pdf-writer.ts";
import type { SiteContent } from "./pdf-types.ts";

export function targetFestivalsTable(pdf: PdfWriter, targets: SiteContent["targetFestivals"]) {
  pdf.table(
    targets.map((f) => [
      f.name,
      `${categoryLabel(f.category)}\n${fill(tables.deadline, { deadline: f.deadline })}`,
      { text: f.reason, style: { size: 9 } },
    ]),
    [1.5, 1.2, 2.6],
    [tables.festival, tables.categoryAndDeadline, tables.why],
  );
}
