// Numbers, dates and sentences read out of prose, for the fact check: "ninety-seven",
// "14th–28th October 2024", "19 Sept 2025", "October 2025".

const units = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const teens = ["eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const tens = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const byLength = (a: string, b: string) => b.length - a.length;

/** A number in digits ("1,200", "2.35") or in words up to ninety-nine ("twelve", "ninety-seven"). */
export const NUMBER = [
  String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`,
  `(?:${tens.join("|")})(?:[- ](?:${units.slice(1, 10).join("|")}))?`,
  [...units, ...teens].sort(byLength).join("|"),
].join("|");

export function parseNumber(text: string): number | undefined {
  const t = text.toLowerCase().replace(/,/g, "");
  if (/^\d/.test(t)) return Number(t);
  const [ten, unit] = t.split(/[- ]/);
  const small = [...units, ...teens].indexOf(ten!);
  if (small >= 0) return small;
  const tensIndex = tens.indexOf(ten!);
  if (tensIndex < 0) return undefined;
  return (tensIndex + 2) * 10 + (unit ? units.indexOf(unit) : 0);
}

export type Sentence = { text: string; index: number };

/** Sentences, split after ".", "!" or "?" followed by a space (so "2.35:1" and "5.1" stay whole). */
export function sentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  const re = /[^]*?(?:[.!?](?=\s|$)|$)/g;
  for (const m of text.matchAll(re)) {
    const trimmed = m[0].trim();
    if (trimmed) out.push({ text: trimmed, index: m.index + m[0].indexOf(trimmed) });
    if (m[0] === "") re.lastIndex++;
  }
  return out;
}

/** A match, with the index of the pattern that made it. */
export type Found = { text: string; index: number; groups: string[]; pattern: number };

/**
 * Matches of the patterns, earlier patterns first; a match overlapping one already taken is
 * dropped, so "19 Sept 2025" is one full date and not also the month "Sept 2025".
 */
export function findAll(text: string, patterns: RegExp[]): Found[] {
  const taken: Found[] = [];
  for (const [pattern, re] of patterns.entries()) {
    for (const m of text.matchAll(re)) {
      const found = { text: m[0], index: m.index, groups: m.slice(1).map((g) => g ?? ""), pattern };
      const overlaps = taken.some((t) => found.index < t.index + t.text.length && t.index < found.index + found.text.length);
      if (!overlaps) taken.push(found);
    }
  }
  return taken.sort((a, b) => a.index - b.index);
}

const MONTH =
  "Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?";
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const monthNumber = (name: string) =>
  ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"].indexOf(name.slice(0, 3).toLowerCase()) + 1;

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** A date or a span of dates, as the first and last ISO day it covers; "month" when no day is named. */
export type DateMention = { text: string; index: number; from: string; to: string; precision: "day" | "month" };

const datePatterns = [
  new RegExp(String.raw`\b${DAY}\s?[–-]\s?${DAY}\s+(${MONTH})\.?,?\s+(\d{4})\b`, "g"),
  new RegExp(String.raw`\b${DAY}(?:\s+of)?\s+(${MONTH})\.?,?\s+(\d{4})\b`, "g"),
  new RegExp(String.raw`\b(${MONTH})\.?\s+${DAY},?\s+(\d{4})\b`, "g"),
  /\b(\d{4})-(\d{2})-(\d{2})\b/g,
  new RegExp(String.raw`\b(${MONTH})\.?\s+(\d{4})\b`, "g"),
];

export function dateMentions(text: string): DateMention[] {
  return findAll(text, datePatterns).map(({ text, index, groups: g, pattern }) => {
    const at = (from: string, to = from, precision: DateMention["precision"] = "day") => ({ text, index, from, to, precision });
    const n = g.map(Number);
    switch (pattern) {
      case 0: // 14th–28th October 2024
        return at(iso(n[3]!, monthNumber(g[2]!), n[0]!), iso(n[3]!, monthNumber(g[2]!), n[1]!));
      case 1: // 19 Sept 2025
        return at(iso(n[2]!, monthNumber(g[1]!), n[0]!));
      case 2: // September 19, 2025
        return at(iso(n[2]!, monthNumber(g[0]!), n[1]!));
      case 3: // 2025-09-19
        return at(iso(n[0]!, n[1]!, n[2]!));
      default: {
        // October 2024: every day of the month
        const m = monthNumber(g[0]!);
        return at(iso(n[1]!, m, 1), iso(n[1]!, m, lastDay(n[1]!, m)), "month");
      }
    }
  });
}
