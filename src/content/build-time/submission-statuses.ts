// The answers a festival gives a submission, named once: the content schema takes them as a
// festival's allowed statuses, and the laurel rules (laurel-rules.ts) make laurels of those that
// say yes. A leaf, so neither imports the other for them.

/** The statuses a festival's laurel is made for: it said yes. */
export const laurelStatuses = ["Official Selection", "Nominee", "Winner"] as const;

/** Every status a submission may have, as content/festivals.yaml writes them. */
export const submissionStatuses = ["In Consideration", ...laurelStatuses, "Not Selected"] as const;
