// A fact stated twice with two values. Each fact lives once (content/film.yaml, or counted from a list);
// every other string of content may mention it but must not state another value. Statements
// are found by wording, and only wordings that state *this* fact count: "a 15-minute
// documentary", "the first three days of the shoot" or "three days of thunder" are other facts.
import type { Lang } from "../../../../lib/languages.ts";
import { at, type ContentString } from "../content-strings.ts";
import type { Canon } from "./core.ts";
import { rulesEn } from "./rules-en.ts";
import { rulesEs } from "./rules-es.ts";

export { canonFrom, type Canon } from "./core.ts";

/**
 * One message per fact per field: a field that states the runtime wrong twice is one problem.
 * `lang` is the language of the strings (and of the canon's words); messages stay in English.
 */
export function factProblems(strings: ContentString[], canon: Canon | undefined, lang: Lang = "en"): string[] {
  if (!canon) return [];
  const rules = lang === "es" ? rulesEs : rulesEn;
  const problems = new Map<string, string>();
  for (const s of strings) {
    for (const rule of rules) {
      for (const f of rule(s, canon)) {
        const key = `${s.where}: ${s.path}: ${f.fact}`;
        if (!problems.has(key)) problems.set(key, `${at(s)} states ${f.fact} "${f.stated}" but ${f.canonical}`);
      }
    }
  }
  return [...problems.values()];
}
