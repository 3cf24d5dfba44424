import data from "#lang/festivals.json";
import { category as categoryWords, status as statusWords, tier as tierWords } from "#lang/words/submissions.json";
import type { Festivals, Submission, SubmissionStatus, TargetFestival } from "./build-time/schema/types.ts";

// The festival list is edited in content/festivals.yaml; the build checks it and writes it here.
// Real festivals are public facts. "N Festivals" and "Submitted to N festivals" count the
// submissions.
const festivals = data as Festivals;

/** A festival that said no is never named: not on a page, in a PDF, a count or a preview. */
export const shownSubmissions = (list: readonly Submission[]) => list.filter((s) => s.status !== "Not Selected");

/** What a submission's badge says: its status, with the award for a nomination or a win. */
export function statusLabel(s: Pick<Submission, "status" | "award">): string {
  const name = statusNames[s.status];
  return (s.status === "Winner" || s.status === "Nominee") && s.award ? `${name} · ${s.award}` : name;
}

/** A status, as the page's language says it (content/words/submissions.yaml). */
const statusNames: Record<SubmissionStatus, string> = {
  "In Consideration": statusWords.inConsideration,
  "Official Selection": statusWords.officialSelection,
  Nominee: statusWords.nominee,
  Winner: statusWords.winner,
  "Not Selected": statusWords.notSelected,
};

const tierNames: Record<Submission["tier"], string> = { "Tier 1": tierWords.tier1, "Tier 2": tierWords.tier2 };
/** A submission's tier, as the page's language says it. */
export const tierLabel = (tier: Submission["tier"]): string => tierNames[tier];

const categoryNames: Record<TargetFestival["category"], string> = {
  "International A-List": categoryWords.internationalAList,
  "European Focus": categoryWords.europeanFocus,
  "UK Focus": categoryWords.ukFocus,
};
/** A target festival's category, as the page's language says it. */
export const categoryLabel = (category: TargetFestival["category"]): string => categoryNames[category];

/** Where and when a selected film screens: section, premiere and edition, as given. */
export const selectionDetails = (s: Submission) => [s.section, s.premiere, s.year].filter((x) => x !== undefined).join(" · ");

/** Every submission, declined ones included: "Submitted to N festivals" stays true. */
export const allSubmissions: Submission[] = festivals.submissions;
export const submissions = shownSubmissions(allSubmissions);
export const targetFestivals: TargetFestival[] = festivals.targets;
