import data from "#lang/festivals.json";
import texts from "#lang/texts.json";
import type { Festivals, Submission, TargetFestival } from "./schema";

// The festival list is edited in content/festivals.yaml; the build checks it and writes it here.
// Real festivals are public facts. "N Festivals" and "Submitted to N festivals" count the
// submissions.
const festivals = data as Festivals;

/** A festival that said no is never named: not on a page, in a PDF, a count or a preview. */
export const shownSubmissions = (list: readonly Submission[]) => list.filter((s) => s.status !== "Not Selected");

/** What a submission's badge says: its status, with the award for a nomination or a win. */
export function statusLabel(s: Pick<Submission, "status" | "award">): string {
  return (s.status === "Winner" || s.status === "Nominee") && s.award ? `${s.status} · ${s.award}` : s.status;
}

/** Where and when a selected film screens: section, premiere and edition, as given. */
export const selectionDetails = (s: Submission) => [s.section, s.premiere, s.year].filter((x) => x !== undefined).join(" · ");

/** Every submission, declined ones included: "Submitted to N festivals" stays true. */
export const allSubmissions: Submission[] = festivals.submissions;
export const submissions = shownSubmissions(allSubmissions);
export const targetFestivals: TargetFestival[] = festivals.targets;

/** Edited in content/texts.yaml; the notification dates come from the list above. */
export const festivalStrategy: string[] = texts.festivalStrategy;
