// A fact stated twice with two values. Each fact lives once (content/film.yaml, or counted from a list);
// every other string of content may mention it but must not state another value. Statements
// are found by wording, and only wordings that state *this* fact count: "a 15-minute
// documentary", "the first three days of the shoot" or "three days of thunder" are other facts.
import { languageNameOf, languages, rootLanguage, type Lang } from "../../../../lib/languages.ts";
import { at, type ContentString } from "../content-strings.ts";
import type { Canon, Rule } from "./core.ts";
import { factsInWords, rulesAny } from "./rules-any.ts";
import { rulesEn } from "./rules-en.ts";
import { rulesEs } from "./rules-es.ts";

/** Each language's rules, one module a language; a language without its module is held to rulesAny alone. */
const rulesByLanguage: Record<Lang, readonly Rule[]> = { en: rulesEn, es: rulesEs };

/**
 * What the fact check cannot read in the site's languages that have no rules of their own, once,
 * for the build's report: the checks that do not run there, and the one that does.
 */
export function factCheckGaps(siteLanguages: readonly Lang[] = languages): string[] {
  const without = siteLanguages.filter((l) => !(l in rulesByLanguage));
  if (without.length === 0) return [];
  const names = new Intl.ListFormat("en").format(without.map(languageNameOf));
  const has = new Intl.ListFormat("en").format(Object.keys(rulesByLanguage).map(languageNameOf));
  return [
    `The fact check does not read ${names}: ${factsInWords} stated in its texts are not compared with content/film.yaml and the lists (the kit reads them in ${has}); an aspect ratio written as 2.39:1 still is. Check those texts by hand, or add the language's rules to the kit`,
  ];
}

export { canonFrom, type Canon } from "./core.ts";

/**
 * One message per fact per field: a field that states the runtime wrong twice is one problem.
 * `lang` is the language of the strings (and of the canon's words); messages stay in English.
 */
export function factProblems(strings: ContentString[], canon: Canon | undefined, lang: Lang = rootLanguage): string[] {
  if (!canon) return [];
  const rules = rulesByLanguage[lang] ?? rulesAny;
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
