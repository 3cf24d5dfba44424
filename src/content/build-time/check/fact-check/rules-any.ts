// The facts any language states the same way, for a language the kit has no rules for: an aspect
// ratio written as the trade writes a film's ("2.39:1", "2,39:1") whatever the words around it.
// A screen's "16:9" is left to a language's own rules, which read what it is about: the key art's
// "16:9" is not the film's.
import { findAll, type Found } from "../text-values.ts";
import { FILM, type Rule } from "./core.ts";

// "2.39:1" or "2,39:1", "16:9", "4:3"; not "2:1" (a degree's class in a bio) or a time like "10:30".
// A comma or point may end the sentence's clause after it, so only one followed by a figure counts.
const ratioPatterns = [
  /(?<![\d:]|\d[.,])(\d[.,]\d{1,3})\s?:\s?1(?![\d:]|[.,]\d)/g,
  /(?<![\d:]|\d[.,])(16|4|21)\s?:\s?(9|3)(?![\d:]|[.,]\d)/g,
];
const ratioOf = (f: Found) => (f.pattern === 0 ? Number(f.groups[0]!.replace(",", ".")) : Number(f.groups[0]) / Number(f.groups[1]));

/** The aspect ratio as `patterns` find it (a language's own, or any language's), compared with content/film.yaml's. */
export const ratioRule =
  (patterns: RegExp[]): Rule =>
  (s, canon) => {
    const [own] = findAll(canon.aspectRatio, patterns);
    if (!own) return [];
    return findAll(s.value, patterns).flatMap((f) =>
      Math.abs(ratioOf(f) - ratioOf(own)) < 0.005
        ? []
        : [{ fact: "aspect ratio", stated: f.text, canonical: `${FILM} ${canon.aspectRatio}` }],
    );
  };

/** The aspect ratio as any language writes it, with a decimal comma or point. */
export const aspectRatio = ratioRule(ratioPatterns);

export const rulesAny: Rule[] = [ratioRule(ratioPatterns.slice(0, 1))];

/** What the rules of a language check that rulesAny does not, as the build's report lists them. */
export const factsInWords =
  "runtime, budget, shooting days, dates, year, audio, languages, location, the counts of festivals and crew, and an aspect ratio written as 16:9 or 4:3";
