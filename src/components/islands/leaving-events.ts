/**
 * What tells that the visitor is leaving the page: a navigation has started (`beforeunload`), or
 * the page is going (`pagehide`). A load that fails after either was cancelled by the leaving, and
 * is no error: the islands' loads (hydrate-islands.tsx) and the page's start-up script
 * (scripts/postbuild/optimise-html.ts) both stay quiet then.
 */
export const leavingEvents = ["beforeunload", "pagehide"] as const;
