import { film } from "./film";
import data from "../generated/content/festivals.json";
import type { CollectionData } from "./collections";
import type { Submission, TargetFestival } from "./schema";

// The festival list is edited in content/festivals.yaml; the build checks it and writes it here.
// Real festivals are public facts. "N Festivals" and "Submitted to N festivals" count the
// submissions.
const festivals = data as CollectionData<"festivals">;

export const submissions: Submission[] = festivals.submissions;
export const targetFestivals: TargetFestival[] = festivals.targets;

const firstNotification = submissions[0]!.notificationDate;
const lastNotification = submissions[submissions.length - 1]!.notificationDate;

export const festivalStrategy = [
  `${film.title} is submitted in two waves: festivals notifying between ${firstNotification} and ${lastNotification}, then a targeted 2026 run of A-list, European and UK festivals chosen for their record with first features and independent drama.`,
  "We prioritise festivals with a market or industry section, so that the film meets sales agents and distributors as well as audiences, and we keep world premiere status for a Tier 1 invitation.",
];
