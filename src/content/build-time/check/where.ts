// How a message names the place of a value, shared by the loader that makes it and the checks
// that use it (stale-content.ts), so neither imports the other for it.

/** `where(["submissions", 3, "status"])` is "content/festivals.yaml:42", for messages about a value. */
export type Where = (at: PropertyKey[]) => string;
