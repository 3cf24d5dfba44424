import type { ReactNode } from "react";

// Badge tones carry meaning (spec section 4): accent for In Consideration, green for Accepted,
// red for Rejected, primary/secondary for tiers, neutral for anything else.
const tones = {
  primary: "bg-sunflower text-ink",
  secondary: "bg-dusk-light text-ink",
  accent: "bg-ochre text-ink",
  success: "bg-[#7fc47f] text-ink",
  danger: "bg-[#e7735a] text-ink",
  neutral: "bg-ink-line text-cream",
  outline: "border border-sand/50 text-sand",
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}>
      {children}
    </span>
  );
}
