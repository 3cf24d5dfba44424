import { film } from "./film";
import data from "../generated/content/festivals.json";
import type { CollectionData } from "./collections";
import type { Submission, TargetFestival } from "./schema";

// The festival list is edited in content/festivals.yaml; the build checks it and writes it here.
// Real festivals are public facts. "N Festivals" and "Submitted to N festivals" count the
// submissions.
const festivals = data as CollectionData<"festivals">;

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

const firstNotification = submissions[0]!.notificationDate;
const lastNotification = submissions[submissions.length - 1]!.notificationDate;

export const festivalStrategy = [
  `${film.title} is submitted in two waves: festivals notifying between ${firstNotification} and ${lastNotification}, then a targeted 2026 run of A-list, European and UK festivals chosen for their record with first features and independent drama.`,
  "We prioritise festivals with a market or industry section, so that the film meets sales agents and distributors as well as audiences, and we keep world premiere status for a Tier 1 invitation.",
];
