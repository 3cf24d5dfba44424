import type { SubmissionStatus } from "../../content/build-time/schema/types.ts";
import type { BadgeTone } from "./primitives.tsx";

// Status badges: In Consideration in the accent colour; a selection, nomination or win green
// (the festival said yes); Not Selected red; anything else neutral. Tier badges: Tier 1
// primary, Tier 2 secondary, any other tier neutral.
const statusTones: Record<SubmissionStatus, BadgeTone> = {
  "In Consideration": "accent",
  "Official Selection": "success",
  Nominee: "success",
  Winner: "success",
  "Not Selected": "danger",
};

export function submissionTone(status: string): BadgeTone {
  return statusTones[status as SubmissionStatus] ?? "neutral";
}

export function tierTone(tier: string): BadgeTone {
  if (tier === "Tier 1") return "primary";
  if (tier === "Tier 2") return "secondary";
  return "neutral";
}
