import type { SubmissionStatus } from "./schema";

/**
 * The statuses a festival's laurel is made for: it said yes. Its own module, free of zod, so
 * that the pages (src/content/laurels.ts) and the content schema share it.
 */
export const laurelStatuses = ["Official Selection", "Nominee", "Winner"] as const satisfies readonly SubmissionStatus[];
