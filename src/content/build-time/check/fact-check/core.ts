// The fact check's shared part: the canon (each fact's one value, from content/film.yaml and the
// lists' counts), how a finding is worded, and the helpers both languages' rules use.
import type { CollectionData } from "../../collections.ts";
import { fileCollections as collections } from "../../registry.ts";
import { rootLanguage, type Lang } from "../../../../lib/languages.ts";
import type { ContentString } from "../content-strings.ts";
import type { LoadedFiles } from "../read-texts.ts";
import { sentences, type DateMention, type Found, type Sentence } from "../text-values.ts";

/** The canonical values: the film's facts, the documentary's length and the counts of the lists. */
export type Canon = {
  title: string;
  runtimeMinutes: number;
  budgetGBP: number;
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
export const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });

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
