import type { ReactNode } from "react";
import { cn } from "../../lib/utils.ts";

/**
 * A long text as the pages set it (the synopsis, the director's statement, the festival strategy):
 * its paragraphs in the body's large type, then anything that closes it (an attribution). The
 * editor's preview sets the team's draft with it too.
 */
export function LongText({ paragraphs, className, children }: { paragraphs: readonly string[]; className?: string; children?: ReactNode }) {
  return (
    <div className={cn("space-y-4 text-lg text-sand", className)}>
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {children}
    </div>
  );
}
