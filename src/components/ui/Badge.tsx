import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

// Badge tones carry meaning: the accent colour for In Consideration, green for Accepted, red for
// Rejected, primary and secondary for festival tiers, outline for categories, neutral for anything
// else. Every tone is a theme colour. A caller's className adds only layout.
export const badgeVariants = cva("inline-flex items-center rounded-full font-semibold whitespace-nowrap", {
  variants: {
    tone: {
      primary: "bg-sunflower text-ink",
      secondary: "bg-dusk-light text-ink",
      accent: "bg-ochre text-ink",
      success: "bg-success text-ink",
      danger: "bg-danger text-ink",
      neutral: "bg-ink-line text-cream",
      outline: "border border-sand/50 text-sand",
    },
    size: {
      default: "px-2.5 py-0.5 text-xs",
    },
  },
  defaultVariants: { tone: "neutral", size: "default" },
});

export type BadgeVariantProps = VariantProps<typeof badgeVariants>;
export type BadgeTone = NonNullable<BadgeVariantProps["tone"]>;

export function Badge({ tone, size, className, ...props }: ComponentProps<"span"> & BadgeVariantProps) {
  return <span className={cn(badgeVariants({ tone, size }), className)} {...props} />;
}
