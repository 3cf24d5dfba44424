import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

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
