import type { BadgeTone } from "./Badge";

// Spec section 4: submission status and tier badge styling.
export function submissionTone(status: string): BadgeTone {
  if (status === "In Consideration") return "accent";
  if (status === "Accepted") return "success";
  if (status === "Rejected") return "danger";
  return "neutral";
}

export function tierTone(tier: string): BadgeTone {
  if (tier === "Tier 1") return "primary";
  if (tier === "Tier 2") return "secondary";
  return "neutral";
}
