// What `npm run demand -- --notices` leaves on the site's workflow for the editor: one notice
// (a workflow command, which the git host keeps as an annotation of the job) holding the matches
// with their messages, or why the list could not be read, as JSON the editor reads back
// (admin/people-waiting.ts). Counts, places and the messages only, as in the report.
import { peopleWaitingTitle, type PeopleWaiting } from "../../admin/people-waiting.ts";
import { annotations } from "../prepare/content/annotations.ts";
import type { Match, Unmatched } from "./matches.ts";
import { matchLine } from "./report.ts";

// An annotation's message holds 64 KB: the matches that do not fit are counted, not cut in half.
const room = 60_000;

export function peopleWaiting(matches: readonly Match[], unmatched: readonly Unmatched[]): PeopleWaiting {
  const all = matches.map((m) => ({
    line: matchLine(m),
    soldOut: m.soldOut,
    send: m.send.map((s) => ({ lang: s.lang, count: s.count, audience: s.audience, subject: s.message.subject, body: s.message.body })),
  }));
  const said = { matches: all, unmatched: unmatched.map((u) => `${u.place}: ${u.what}.`), left: 0 };
  while (said.matches.length > 0 && JSON.stringify(said).length > room) {
    said.matches = said.matches.slice(0, -1);
    said.left += 1;
  }
  return said;
}

/** The workflow command that leaves `said` on the job. */
export const peopleWaitingNotice = (said: PeopleWaiting) => annotations([JSON.stringify(said)], "notice", peopleWaitingTitle);
