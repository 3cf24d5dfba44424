// The message for the people waiting where a screening or release comes, in their language, from
// content/words/sign-up.yaml (message): the film, the day and hour on the venue's clock, the venue,
// the tickets and calendar links, or the release's service and link.
import { calendarPathIn, type ShownScreening } from "#src/content/screening-events.ts";
import { dayText, type ShownRelease } from "#src/content/release-events.ts";
import { countryName } from "#src/lib/country-names.ts";
import { fill } from "#src/lib/fill.ts";
import type { Lang } from "#src/lib/languages.ts";

export type MessageWords = Record<
  | "screeningSubject"
  | "screening"
  | "tickets"
  | "calendar"
  | "releaseSubject"
  | "release"
  | "watch"
  | "thanks"
  | "signature"
  | "why"
  | "leaveAtFoot"
  | "leaveByReply",
  string
>;

export type Message = { subject: string; body: string };

/** What every message needs besides the screening or release: the film in the language, the site, how to leave. */
export type MessageContext = { lang: Lang; title: string; words: MessageWords; address: string; sendsMail: boolean };

function message(c: MessageContext, subject: string, lines: (string | undefined)[]): Message {
  const site = new URL(c.address).host;
  const ending = [fill(c.words.thanks, {}), fill(c.words.signature, { title: c.title })];
  const why = `${fill(c.words.why, { site })} ${c.sendsMail ? c.words.leaveAtFoot : c.words.leaveByReply}`;
  const body = [lines.filter((l) => l !== undefined).join("\n"), ending.join("\n"), why].join("\n\n");
  return { subject, body: `${body}\n` };
}

/** The message for a screening, `s` as the site shows it in `c.lang`. */
export function screeningMessage(c: MessageContext, s: ShownScreening): Message {
  const values = { title: c.title, city: s.city, venue: s.venue, when: s.when, date: dayText(s.start.slice(0, 10), c.lang) };
  return message(c, fill(c.words.screeningSubject, values), [
    fill(c.words.screening, values),
    s.kind,
    fill(c.words.tickets, { url: s.tickets }),
    fill(c.words.calendar, { url: `${c.address}${calendarPathIn(c.lang, s)}` }),
  ]);
}

/** The message for a release in `country` (a code: a worldwide release is named by the reader's country). */
export function releaseMessage(c: MessageContext, r: ShownRelease, country: string): Message {
  const at = r.territories.indexOf(country);
  const values = {
    title: c.title,
    country: at >= 0 ? r.territoryNames[at]! : countryName(country, c.lang),
    date: r.fromText,
    where: r.where,
    kind: r.kindName,
  };
  return message(c, fill(c.words.releaseSubject, values), [fill(c.words.release, values), r.note, fill(c.words.watch, { url: r.url })]);
}
