import type { FactColumn } from "../../content/fact-rows.ts";
import type { LabelValue } from "../../content/build-time/schema/types.ts";
import { Card } from "../ui/primitives.tsx";
import { FactList } from "../ui/FactList.tsx";

// The Press page's tables of the film's facts, shown by the page and by the editor's preview of
// the film's file (admin/preview/): their rows come from src/content/fact-rows.ts.

/** The quick facts: a card for each column, its heading and its label-value rows. */
export function QuickFacts({ columns }: { columns: FactColumn[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {columns.map((col) => (
        <Card key={col.heading}>
          <h3 className="mb-4 text-xl font-semibold text-sunflower">{col.heading}</h3>
          <dl className="space-y-3 text-sm">
            {col.rows.map((r) => (
              <div key={r.label}>
                <dt className="text-sand">{r.label}</dt>
                <dd className="font-medium text-cream">{r.value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
    </div>
  );
}

/** The technical specifications, in one card. */
export function TechnicalSpecs({ rows }: { rows: LabelValue[] }) {
  return (
    <Card>
      <FactList rows={rows} className="grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-4" />
    </Card>
  );
}
