// The fact check's shared part: the canon (each fact's one value, from content/film.yaml and the
// lists' counts), how a finding is worded, and the helpers both languages' rules use.
import type { CollectionData } from "../../collections.ts";
import { fileCollections as collections } from "../../registry.ts";
import { rootLanguage, type Lang } from "../../../../lib/languages.ts";
import type { ContentString } from "../content-strings.ts";
import type { LoadedFiles } from "../read-texts.ts";
import { sentences, type DateMention, type Found, type Sentence } from "../text-values.ts";
import { currencyName } from "../../schema/formats.ts";

/** The canonical values: the film's facts, the documentary's length and the counts of the lists. */
export type Canon = {
  title: string;
  runtimeMinutes: number;
  /** The amount in whole units of the currency, the currency's ISO 4217 code. */
  budget: { amount: number; currency: string };
  shootingDays: number;
  year: number;
  releaseDate: string;
  productionStart: string;
  productionEnd: string;
  aspectRatio: string;
  audio: string;
  languages: { code: string; name: string }[];
  location: string;
  region: string;
  /** Every capitalised word of content/film.yaml: the places the film names (Granada, Córdoba, Écija). */
  filmWords: Set<string>;
  /** Every submission, and those still shown (a festival that said no is never named). */
  submissions?: number;
  shownSubmissions?: number;
  targetFestivals?: number;
  onSetCrew?: number;
  documentaryMinutes?: number;
};

/**
 * The facts from the files as loaded (so tests can break content/film.yaml itself); undefined when
 * that file has a problem. Facts written in words (location, region, audio, language names) are in
 * `lang`, the language of the texts they are compared with.
 */
export function canonFrom(files: Partial<LoadedFiles>, lang: Lang = rootLanguage): Canon | undefined {
  const film = (files.film?.languages?.[lang] ?? files.film?.data) as CollectionData<"film"> | undefined;
  if (!film || !files.film?.data) return undefined; // the loader names the problem
  const festivals = files.festivals?.data as CollectionData<"festivals"> | undefined;
  const people = files.people?.data as CollectionData<"people"> | undefined;
  const links = files.links?.data as CollectionData<"links"> | undefined;
  const filmWords = new Set([...JSON.stringify([film, files.film.data]).matchAll(/\p{Lu}[\p{L}'-]*/gu)].map((m) => m[0].toLowerCase()));
  return {
    ...film,
    filmWords,
    submissions: festivals?.submissions.length,
    shownSubmissions: festivals?.submissions.filter((s) => s.status !== "Not Selected").length,
    targetFestivals: festivals?.targets.length,
    onSetCrew: people?.keyCrew.filter((c) => c.onSet).length,
    documentaryMinutes: links?.documentaryMinutes,
  };
}

/** How a message names where a fact is stated: "content/film.yaml says". */
export const says = (file: string, verb = "says") => `${file} ${verb}`;
export const FILM = says(collections.film.file);

/** A statement that contradicts the canon: `states <fact> "<stated>" but <canonical>`. */
export type Finding = { fact: string; stated: string; canonical: string };
export type Rule = (s: ContentString, canon: Canon) => Finding[];

export const re = (source: string, flags = "giu") => new RegExp(source, flags);

/** The budget as a message gives it, unmistakably in English: "£20,000", "€150,000", "US$1,200,000". */
export const moneyOf = ({ amount, currency }: Canon["budget"]) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amount);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const alternatives = (list: Iterable<string>) =>
  [...new Set(list)]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|");
const signOf = (code: string, lang: string, currencyDisplay: "symbol" | "narrowSymbol") =>
  new Intl.NumberFormat(lang, { style: "currency", currency: code, currencyDisplay }).formatToParts(1).find((p) => p.type === "currency")!
    .value;
const allCurrencies = Intl.supportedValuesOf("currency");

/**
 * How `lang` writes a currency, as patterns (no groups): `sign`, its signs and its code as they
 * stand before or after a figure ("£", "US$", "$", "GBP"; never the "$" of "CA$"), and `name`, its
 * name, the noun alone or whole ("pounds", "British pounds"; "libras", "libras esterlinas"). The
 * noun is a name's last word in English and its first in Spanish (`noun`).
 */
export type CurrencyForms = { sign: string; name: string };
const formsCache = new Map<string, CurrencyForms>();
export function currencyForms(code: string, lang: Lang, noun: "first" | "last"): CurrencyForms {
  const key = `${code} ${lang}`;
  const cached = formsCache.get(key);
  if (cached) return cached;
  const signs = [lang, "en"].flatMap((l) => [signOf(code, l, "symbol"), signOf(code, l, "narrowSymbol")]).filter((s) => s !== code);
  const ownCode = `(?<![\\p{L}\\d])${code}(?![\\p{L}])`;
  const sign = signs.length === 0 ? `(?:${ownCode})` : `(?:(?<![\\p{L}\\p{Sc}])(?:${alternatives(signs)})|${ownCode})`;
  const names = [currencyName(code, lang, 1), currencyName(code, lang, 2)].map((n) => n.split(/\s+/));
  const nouns = alternatives(names.map((words) => (noun === "first" ? words[0]! : words.at(-1)!)));
  const rest = alternatives(
    names.map((words) => (noun === "first" ? words.slice(1) : words.slice(0, -1)).join(" ")).filter(Boolean),
  ).replace(/ /g, "\\s+");
  const name = rest === "" ? `(?:${nouns})` : noun === "first" ? `(?:${nouns})(?:\\s+(?:${rest}))?` : `(?:(?:${rest})\\s+)?(?:${nouns})`;
  const forms = { sign, name: `(?<![\\p{L}])${name}(?![\\p{L}])` };
  formsCache.set(key, forms);
  return forms;
}

const nounsCache = new Map<string, Set<string>>();
/** Every currency's noun in `lang`, singular and plural ("dollars", "euro", "libras"): what may name another currency than the film's. */
function currencyNouns(lang: Lang, noun: "first" | "last"): Set<string> {
  const key = `${lang} ${noun}`;
  let nouns = nounsCache.get(key);
  if (!nouns) {
    nouns = new Set(
      allCurrencies.flatMap((code) =>
        ([1, 2] as const).map((n) => {
          const words = currencyName(code, lang, n).toLowerCase().split(/\s+/);
          return noun === "first" ? words[0]! : words.at(-1)!;
        }),
      ),
    );
    nounsCache.set(key, nouns);
  }
  return nouns;
}

/**
 * Whether a figure written without the film's currency stands beside another one's: a sign or
 * code before it ("$25k", "CA$25k", "CHF 25k"), a code or a currency's name after it ("25k
 * dollars", "25k de dólares"). Such a budget is in another currency than the film's, and the
 * fact check does not compare it: converting it would take a rate of a day.
 */
export function inAnotherCurrency(text: string, f: Found, lang: Lang, noun: "first" | "last"): boolean {
  const prior = text.slice(Math.max(0, f.index - 4), f.index);
  const code = /(?<![\p{L}])([A-Z]{3})\s?$/u.exec(prior)?.[1];
  if (/\p{Sc}\s?$/u.test(prior) || (code !== undefined && allCurrencies.includes(code))) return true;
  const next = /^\s?(?:de\s+)?(\p{Sc}|\p{L}+)/u.exec(after(text, f))?.[1];
  if (next === undefined) return false;
  return /^\p{Sc}$/u.test(next) || allCurrencies.includes(next) || currencyNouns(lang, noun).has(next.toLowerCase());
}

/** Whether the string's own field, or its object's label ("Budget", "World premiere"), is about a fact. */
export const fieldIs = (s: ContentString, key: RegExp, label = key) => key.test(s.key) || label.test(s.label ?? "");

export const before = (text: string, f: Found) => text.slice(Math.max(0, f.index - 30), f.index);
export const after = (text: string, f: Found) => text.slice(f.index + f.text.length);

/**
 * Values in sentences that name the fact (`keyword`), the one nearest the keyword ("made on a
 * £20k budget, with £5k raised for festivals"); in a field that is itself about the fact
 * (`whole`: its key or label says so), every value.
 */
export function anchored<T extends { index: number }>(
  s: ContentString,
  keyword: RegExp,
  whole: boolean,
  values: (sentence: Sentence) => T[],
): T[] {
  return sentences(s.value).flatMap((sentence) => {
    const found = values(sentence);
    if (whole || found.length <= 1) return whole || keyword.test(sentence.text) ? found : [];
    const k = keyword.exec(sentence.text);
    if (!k) return [];
    const nearest = found.reduce((a, b) => (Math.abs(b.index - k.index) < Math.abs(a.index - k.index) ? b : a));
    return [nearest];
  });
}

/** A feature runs more than 40 minutes (BFI and Academy rules); shorter durations are other things. */
export const featureMinimum = 40;

/** A date mention wholly inside, or touching, a period. */
export const within = (d: DateMention, from: string, to: string) => d.from >= from && d.to <= to;
export const overlaps = (d: DateMention, from: string, to: string) => d.from <= to && d.to >= from;
