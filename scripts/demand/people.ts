// What `npm run demand` keeps of each person on the list: where they are and their language,
// never their address. The readers of each service's API (buttondown.ts, mailchimp.ts, netlify.ts)
// make one of these of each record as they read it and let the rest go.

/** One person who asked: a country code (ISO 3166, "GB"), the town as typed ("" if none), a language code. */
export type Person = { country: string; town: string; language: string };

/** What the site's form sent, as the service gives it back: `country`, `town` and `language`, trimmed. */
export function personOf(fields: { country?: unknown; town?: unknown; language?: unknown }): Person {
  const text = (v: unknown) => (typeof v === "string" ? v.replace(/\s+/g, " ").trim() : "");
  const country = text(fields.country).toUpperCase();
  return { country: /^[A-Z]{2}$/.test(country) ? country : "", town: text(fields.town), language: text(fields.language).toLowerCase() };
}

/** What a service's list gave: its people, and (Buttondown) how many have not yet confirmed. */
export type ListRead = { people: Person[]; unconfirmed?: number };

/** The team's own words for a list that refused, could not be read, or is not set: printed as they are. */
export class ListProblem extends Error {
  /** The key's variable, where the problem is the key (missing or refused): on the git host, a secret of that name. */
  keyVariable?: string;
  constructor(message: string, keyVariable?: string) {
    super(message);
    this.keyVariable = keyVariable;
  }
}
