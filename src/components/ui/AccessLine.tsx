import type { AccessLine as Line } from "../../content/access.ts";
import { cn } from "../../lib/utils.ts";

/** What a screening or a release offers, after its label ("Access: open captions (OC) · …"); nothing when it says nothing. */
export function AccessLine({ access, className }: { access: Line; className?: string }) {
  if (access.features.length === 0) return null;
  return (
    <p className={cn("mt-1 text-sm text-cream", className)}>
      <span className="font-semibold">{access.label}</span> {access.features.join(" · ")}
    </p>
  );
}
