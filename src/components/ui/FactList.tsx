import type { LabelValue } from "../../content/build-time/schema/types.ts";

/** Facts as a description list, each label small above its value: the Press page's specifications and its exhibitors' copies. */
export function FactList({ rows, className }: { rows: LabelValue[]; className?: string }) {
  return (
    <dl className={className}>
      {rows.map((r) => (
        <div key={r.label}>
          <dt className="text-sm text-sand">{r.label}</dt>
          <dd className="font-medium text-cream">{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
