import type { BadgeTone } from "./primitives";

// Status badges: In Consideration in the accent colour, Accepted green, Rejected red, anything
// else neutral. Tier badges: Tier 1 primary, Tier 2 secondary, any other tier neutral.
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
