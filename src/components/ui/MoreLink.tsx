import ArrowRight from "lucide-react/icons/arrow-right";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/utils.ts";

/** A link on to the page that says more ("Browse all stills", "Every country"): words and an arrow, underlined on hover. */
export function MoreLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        "inline-flex items-center gap-1 font-semibold text-cream underline-offset-4 hover:text-sunflower hover:underline",
        className,
      )}
    >
      {children} <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
