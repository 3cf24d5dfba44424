// What the editor says when a save meets someone else's (merge-draft.ts): the team's words, which
// the browser tests read from here.
import { fieldWords } from "./checked-fields.ts";
import type { Clash } from "./merge-draft.ts";

export const mergeWords = {
  clash: "Not saved: someone else saved this file after you opened it, with other words where you changed them.",
  again: "Save again to keep yours over theirs, or write theirs in first. Everything else they changed is kept either way.",
  problems: "Not saved: someone else saved this file after you opened it, and with their changes it would have these problems:",
};

const quoted = (v: unknown) => (typeof v === "string" ? `"${v}"` : v === undefined ? "(nothing)" : JSON.stringify(v));

/** A value both people changed, where it stands and both values, as the team reads them. */
export const clashWords = ({ lang, path, mine, theirs }: Clash) =>
  `${fieldWords(path.join("."))} (${lang === "en" ? "English" : "Spanish"}) now reads ${quoted(theirs)}; yours, ${quoted(mine)}.`;

/** The refusal of a save over values both people changed. */
export const clashRefusal = (clashes: readonly Clash[]) => [mergeWords.clash, ...clashes.map(clashWords), mergeWords.again].join("\n");
