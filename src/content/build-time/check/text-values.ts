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

// Spanish: "catorce", "veintidós", "noventa y siete"; digits group thousands with "." or a space
// ("6.000", "20 000") and take a decimal comma ("2,35").
const unitsEs = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"];
const teensEs = ["once", "doce", "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho", "diecinueve", "veinte"];
const twentiesEs = [
  "veintiuno",
  "veintidós",
  "veintitrés",
  "veinticuatro",
  "veinticinco",
  "veintiséis",
  "veintisiete",
  "veintiocho",
  "veintinueve",
];
const tensEs = ["treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"];
/** "un", "una" and "veintiún" are the forms of 1 and 21 before a noun. */
const oneEs: Record<string, number> = { un: 1, una: 1, veintiún: 21, veintiuna: 21 };

/** A number in Spanish digits ("6.000", "20 000", "2,35") or words up to noventa y nueve. */
export const NUMBER_ES = [
  String.raw`(?:\d{1,3}(?:[.\u00a0\u202f ]\d{3})+|\d+)(?:,\d+)?`,
  `(?:${tensEs.join("|")})(?: y (?:${[...unitsEs.slice(1, 10), "un", "una"].sort(byLength).join("|")}))?`,
  [...unitsEs, ...teensEs, ...twentiesEs, ...Object.keys(oneEs)].sort(byLength).join("|"),
].join("|");

export function parseNumberEs(text: string): number | undefined {
  const t = text.toLowerCase();
  if (/^\d/.test(t)) return Number(t.replace(/[.\s]/g, "").replace(",", "."));
  const [ten, unit] = t.split(" y ");
  const one = (w: string) => oneEs[w] ?? [...unitsEs, ...teensEs].indexOf(w);
  if (unit === undefined) {
    const small = one(ten!);
    if (small >= 0) return small;
    if (twentiesEs.includes(ten!)) return 21 + twentiesEs.indexOf(ten!);
  }
  const tensIndex = tensEs.indexOf(ten!);
  if (tensIndex < 0) return undefined;
  return (tensIndex + 3) * 10 + (unit ? one(unit) : 0);
}

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

/** Sentences, split after ".", "!" or "?" followed by a space (so "2.35:1", "5.1" and "sept. 2025" stay whole). */
export function sentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  // Not after a month's abbreviation before a year or day: "19 sept. 2025", "Sept. 19" (not "mar",
  // "ago" or "set", which are words too).
  const re = /[^]*?(?:[.!?](?=\s+\D|$)|(?<!(?<!\p{L})(?:jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec|ene|abr|dic))[.!?](?=\s)|$)/giu;
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

// Spanish: "19 de septiembre de 2025", "19 sept. 2025", "del 14 al 28 de octubre de 2024",
// "14–28 de octubre de 2024", "septiembre de 2025".
const MONTH_ES =
  "ene(?:ro)?|feb(?:rero)?|mar(?:zo)?|abr(?:il)?|may(?:o)?|jun(?:io)?|jul(?:io)?|ago(?:sto)?|sep(?:t(?:iembre)?)?|set(?:iembre)?|oct(?:ubre)?|nov(?:iembre)?|dic(?:iembre)?";
const monthNumberEs = (name: string) =>
  ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"].indexOf(
    name.slice(0, 3).toLowerCase().replace("set", "sep"),
  ) + 1;
const OF = String.raw`\s+(?:de\s+)?`;
const datePatternsEs = [
  new RegExp(String.raw`\b(\d{1,2})\s?(?:[–-]|\s+al\s+)\s?(\d{1,2})\s+de\s+(${MONTH_ES})\.?${OF}(\d{4})\b`, "gi"),
  new RegExp(String.raw`\b(\d{1,2})${OF}(${MONTH_ES})\.?${OF}(\d{4})\b`, "gi"),
  /\b(\d{4})-(\d{2})-(\d{2})\b/g,
  new RegExp(String.raw`(?<!\p{L})(${MONTH_ES})\.?${OF}(\d{4})\b`, "giu"),
];

export function dateMentions(text: string, lang: "en" | "es" = "en"): DateMention[] {
  if (lang === "es") return dateMentionsEs(text);
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

function dateMentionsEs(text: string): DateMention[] {
  return findAll(text, datePatternsEs).map(({ text, index, groups: g, pattern }) => {
    const at = (from: string, to = from, precision: DateMention["precision"] = "day") => ({ text, index, from, to, precision });
    const n = g.map(Number);
    switch (pattern) {
      case 0: // del 14 al 28 de octubre de 2024
        return at(iso(n[3]!, monthNumberEs(g[2]!), n[0]!), iso(n[3]!, monthNumberEs(g[2]!), n[1]!));
      case 1: // 19 de septiembre de 2025, 19 sept. 2025
        return at(iso(n[2]!, monthNumberEs(g[1]!), n[0]!));
      case 2: // 2025-09-19
        return at(iso(n[0]!, n[1]!, n[2]!));
      default: {
        // octubre de 2024: every day of the month
        const m = monthNumberEs(g[0]!);
        return at(iso(n[1]!, m, 1), iso(n[1]!, m, lastDay(n[1]!, m)), "month");
      }
    }
  });
}
