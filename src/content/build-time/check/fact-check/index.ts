// A fact stated twice with two values. Each fact lives once (content/film.yaml, or counted from a list);
// every other string of content may mention it but must not state another value. Statements
// are found by wording, and only wordings that state *this* fact count: "a 15-minute
// documentary", "the first three days of the shoot" or "three days of thunder" are other facts.
import { languageNameOf, languages, rootLanguage, type Lang } from "../../../../lib/languages.ts";
import { at, type ContentString } from "../content-strings.ts";
import type { Canon, Finding, Rule } from "./core.ts";
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
 * What the rules found in each string at the last check in a language, for the canon they read.
 * The editor checks the whole content at every change, and every string but those of the field
 * edited is as it was: the rules' patterns over every sentence were most of a check's time once
 * the files are read (read-texts.ts keeps those). Only the strings of the last check are kept.
 */
const lastFound = new Map<Lang, { canon: string; byString: Map<string, Finding[]> }>();

/**
 * One message per fact per field: a field that states the runtime wrong twice is one problem.
 * `lang` is the language of the strings (and of the canon's words); messages stay in English.
 */
export function factProblems(strings: ContentString[], canon: Canon | undefined, lang: Lang = rootLanguage): string[] {
  if (!canon) return [];
  const rules = rulesByLanguage[lang] ?? rulesAny;
  const canonKey = JSON.stringify(canon, (_, v: unknown) => (v instanceof Set ? [...(v as Set<string>)] : v));
  const before = lastFound.get(lang);
  const kept = before?.canon === canonKey ? before.byString : undefined;
  const found = new Map<string, Finding[]>();
  const problems = new Map<string, string>();
  for (const s of strings) {
    // What a rule reads of a string: its text, and its field's key and label.
    const key = JSON.stringify([s.key, s.label ?? "", s.value]);
    const findings = found.get(key) ?? kept?.get(key) ?? rules.flatMap((rule) => rule(s, canon));
    found.set(key, findings);
    for (const f of findings) {
      const place = `${s.where}: ${s.path}: ${f.fact}`;
      if (!problems.has(place)) problems.set(place, `${at(s)} states ${f.fact} "${f.stated}" but ${f.canonical}`);
    }
  }
  lastFound.set(lang, { canon: canonKey, byString: found });
  return [...problems.values()];
}
