import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

// The rounded, bordered panel used across the site. cardVariants gives the class names for any
// element (a <li> in a list, a router <Link>); Card renders them on a <div>, or the element `as`
// names. The size sets the padding (none when an image fills the card edge to edge); a caller's
// className adds only layout, never a second padding, border or background.
export const cardVariants = cva("rounded-2xl border", {
  variants: {
    variant: {
      default: "border-ink-line bg-ink-soft",
      dusk: "border-dusk bg-dusk/30",
    },
    size: {
      default: "p-6",
      sm: "p-5",
      none: "",
    },
  },
  defaultVariants: { variant: "default", size: "default" },
});

export type CardVariantProps = VariantProps<typeof cardVariants>;
type CardElement = "div" | "li" | "figure" | "aside";

export function Card<E extends CardElement = "div">({
  as,
  variant,
  size,
  className,
  ...props
}: { as?: E } & ComponentProps<E> & CardVariantProps) {
  // The signature checks the props per element; each card element's props are a <div>'s plus its own.
  const Element = (as ?? "div") as "div";
  return <Element className={cn(cardVariants({ variant, size }), className)} {...(props as ComponentProps<"div">)} />;
}
