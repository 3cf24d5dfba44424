// One set of button looks, applied to <button>, <a> and router <Link> alike.
const base =
  "inline-flex items-center justify-center gap-2 rounded-full text-center px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

const variants = {
  primary: "bg-sunflower text-ink hover:bg-[#ffd54f]",
  outline: "border border-sand/60 text-cream hover:border-sunflower hover:text-sunflower",
  ghost: "text-cream hover:text-sunflower",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
