import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils.ts";

// The UI primitives: Button, Card and Badge, each a cva function for the class names (usable on
// any element) and a component. Each variant and size sets padding, type size and colours once,
// and cn() does not resolve conflicts, so a caller's className adds only layout (margins, flex,
// wrapping). The three share one module so a page loads them as one script: split into three,
// each pays its own imports and compression overhead, on every page's first load (Home's budget
// is 100 KB gzip, e2e/budget.spec.ts).

// One set of button looks for <button>, <a>, router <Link> and ExternalLink alike: buttonVariants
// returns the class names, Button renders a <button> with them. The size sets padding and type
// together; a caller's className adds only layout (margins, wrapping), never a second padding,
// type size or colour, so no two classes on a button set the same property.
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-sunflower text-ink hover:bg-sunflower-light",
        outline: "border border-sand/60 text-cream hover:border-sunflower hover:text-sunflower",
        ghost: "text-cream hover:text-sunflower",
      },
      size: {
        default: "px-5 py-2.5 text-sm",
        // Two side by side in a narrow card: the same height (a 44 px target), less padding.
        sm: "min-h-11 px-3.5 py-2.5 text-sm",
        lg: "px-6 py-3 text-sm",
        xl: "px-7 py-3 text-sm",
      },
    },
    defaultVariants: { variant: "primary", size: "default" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
export type ButtonVariant = NonNullable<ButtonVariantProps["variant"]>;

export function Button({ variant, size, className, ...props }: ComponentProps<"button"> & ButtonVariantProps) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

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

// Badge tones carry meaning: the accent colour for In Consideration, green for a festival's yes,
// red for its no, primary and secondary for festival tiers, outline for categories, neutral for
// anything else. Every tone is a theme colour. A caller's className adds only layout.
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
