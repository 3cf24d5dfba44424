// A fact stated twice with two values. Each fact lives once (content/film.yaml, or counted from a list);
// every other string of content may mention it but must not state another value. Statements
// are found by wording, and only wordings that state *this* fact count: "a 15-minute
// documentary", "the first three days of the shoot" or "three days of thunder" are other facts.
import { collections, type CollectionData } from "../../../src/content/collections";
import { at, type ContentString } from "./content-strings";
import type { LoadedFiles } from "./load-collections";
import type { Lang } from "../../../src/lib/languages";
import {
  NUMBER,
  NUMBER_ES,
  parseNumberEs,
  dateMentions,
  findAll,
  parseNumber,
  sentences,
  type DateMention,
  type Found,
  type Sentence,
} from "./text-values";

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
export function canonFrom(files: Partial<LoadedFiles>, lang: Lang = "en"): Canon | undefined {
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
const says = (file: string, verb = "says") => `${file} ${verb}`;
const FILM = says(collections.film.file);

/** A statement that contradicts the canon: `states <fact> "<stated>" but <canonical>`. */
type Finding = { fact: string; stated: string; canonical: string };
type Rule = (s: ContentString, canon: Canon) => Finding[];

const re = (source: string, flags = "giu") => new RegExp(source, flags);
const N = `(${NUMBER})`;
const num = (text: string) => parseNumber(text) ?? NaN;
const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });

/** Whether the string's own field, or its object's label ("Budget", "World premiere"), is about a fact. */
const fieldIs = (s: ContentString, key: RegExp, label = key) => key.test(s.key) || label.test(s.label ?? "");

/** Words just before a count that make it a part, not the whole: "the first three days". */
const partOf = /\b(?:first|last|final|opening|closing|next|previous|other|extra|additional|deleted|every|each|those|these|few)\s+$/i;
const before = (text: string, f: Found) => text.slice(Math.max(0, f.index - 30), f.index);
const after = (text: string, f: Found) => text.slice(f.index + f.text.length);

/**
 * Values in sentences that name the fact (`keyword`), the one nearest the keyword ("made on a
 * £20k budget, with £5k raised for festivals"); in a field that is itself about the fact
 * (`whole`: its key or label says so), every value.
 */
function anchored<T extends { index: number }>(
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

// --- runtime and the documentary's length -------------------------------------------------

const durations = [
  re(String.raw`\b${N}\s?(?:h|hrs?|hours?)\s?(?:and\s)?${N}\s?(?:m|mins?|minutes?)\b`),
  re(String.raw`\b${N}[\s-]?(?:minutes?|mins?)\b`),
];
const documentaryNext = /^[\s-]*(?:long\s+)?(?:behind-the-scenes\s+|making-of\s+)?documentary\b/i;
const otherThingNext =
  /^[\s-]*(?:long\s+)?(?:documentary|doc|featurette|teaser|trailer|short|clip|promo|interview|q&a|scene|sequence|take|shot|walk|drive|ride|journey|flight|train|bus|trip|break|wait|delay|rehearsal|session|lunch|nap|call|segment|version|cut|edit|of (?:footage|material|rushes|music|score))\b/i;
/** "over 90 minutes", "about 100 minutes", "Tier 1 festivals": approximate or not a count. */
const approximately = /\b(?:tier|top|over|under|more than|fewer than|less than|nearly|almost|about|around|some|up to|just)\s+$/i;
/** A feature runs more than 40 minutes (BFI and Academy rules); shorter durations are other things. */
const featureMinimum = 40;

const runtime: Rule = (s, canon) =>
  findAll(s.value, durations).flatMap((f) => {
    const minutes = f.pattern === 0 ? num(f.groups[0]!) * 60 + num(f.groups[1]!) : num(f.groups[0]!);
    if (documentaryNext.test(after(s.value, f))) {
      return canon.documentaryMinutes !== undefined && minutes !== canon.documentaryMinutes
        ? [{ fact: "documentary length", stated: f.text, canonical: `${says(collections.links.file)} ${canon.documentaryMinutes}` }]
        : [];
    }
    const skip = otherThingNext.test(after(s.value, f)) || partOf.test(before(s.value, f)) || approximately.test(before(s.value, f));
    if (skip || minutes < featureMinimum) return [];
    return minutes === canon.runtimeMinutes ? [] : [{ fact: "runtime", stated: f.text, canonical: `${FILM} ${canon.runtimeMinutes}` }];
  });

// --- budget -------------------------------------------------------------------------------

const AMOUNT = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;
const money = [
  re(String.raw`(?:£|\bGBP\s?)\s?(${AMOUNT})(?:\s?(k|m|thousand|million)(?!\p{L}))?`),
  re(String.raw`\b(${AMOUNT})(?:\s?(k|m|thousand|million))?\s?(?:pounds|GBP)\b`),
  re(String.raw`\b(${AMOUNT})\s?(k|thousand)(?!\p{L})`),
];
const multiplier: Record<string, number> = { "": 1, k: 1_000, thousand: 1_000, m: 1_000_000, million: 1_000_000 };

const budget: Rule = (s, canon) =>
  anchored(s, /\bbudget\b|\b(?:made|shot|produced) (?:for|on)\b/i, fieldIs(s, /budget/i), (sentence) =>
    findAll(sentence.text, money),
  ).flatMap((f) => {
    const value = Number(f.groups[0]!.replace(/,/g, "")) * multiplier[f.groups[1]!.toLowerCase()]!;
    return value === canon.budgetGBP ? [] : [{ fact: "budget", stated: f.text, canonical: `${FILM} ${gbp.format(canon.budgetGBP)}` }];
  });

// --- shooting days ------------------------------------------------------------------------

const dayCount = re(String.raw`\b${N}[\s-](?:(shooting|filming|shoot)[\s-])?days?\b`);
const shootNext = /^\s+(?:of\s+(?:shooting|filming|principal photography)|shoot(?:ing)?\b|filming\b|on location\b|on set\b|schedule\b)/i;
const notTheShootNext = /^\s+(?:of|later|after|before|ago|earlier|off|left|late|early|each|per|in a row|to go|a (?:week|month))\b/i;
const gerundNext = /^\s+(?!shooting|filming)\p{L}+ing\b/iu;
const shootWords = /\b(?:shoot|shooting|shot|filmed|filming|principal photography|schedule|on location|on set)\b/i;

const shootingDays: Rule = (s, canon) =>
  sentences(s.value).flatMap((sentence) =>
    findAll(sentence.text, [dayCount]).flatMap((f) => {
      const next = after(sentence.text, f);
      if (partOf.test(before(sentence.text, f))) return [];
      const explicit = f.groups[1] !== "" || shootNext.test(next);
      if (!explicit) {
        if (notTheShootNext.test(next) || gerundNext.test(next)) return [];
        // A bare figure ("12 days.") counts alone, or where the sentence or field is about the shoot.
        const aboutTheShoot = shootWords.test(sentence.text) || sentence.text.split(/\s+/).length <= 3 || fieldIs(s, /shoot|days/i);
        if (!aboutTheShoot) return [];
      }
      return num(f.groups[0]!) === canon.shootingDays
        ? []
        : [{ fact: "shooting days", stated: f.text, canonical: `${FILM} ${canon.shootingDays}` }];
    }),
  );

// --- dates: release (premiere) and the shoot -----------------------------------------------

const within = (d: DateMention, from: string, to: string) => d.from >= from && d.to <= to;
const overlaps = (d: DateMention, from: string, to: string) => d.from <= to && d.to >= from;

const releaseDate: Rule = (s, canon) =>
  anchored(
    s,
    // Not "UK premiere" or "digital release date": the film's release date is the world premiere.
    /(?<!\b(?:UK|US|USA|European|Spanish|North American|Latin American|international|regional|national|festival|online|streaming|TV|digital)\s+)(?:\bpremi[eè]re[sd]?\b|\brelease date\b)/i,
    fieldIs(s, /^(releaseDate|premiere)$/, /\bpremiere\b|\brelease date\b/i),
    (sentence) => dateMentions(sentence.text),
  ).flatMap((d) =>
    // "19 Sept 2025" must be the date; "September 2025" must hold it.
    d.from <= canon.releaseDate && canon.releaseDate <= d.to
      ? []
      : [{ fact: "release date", stated: d.text, canonical: `${FILM} ${canon.releaseDate}` }],
  );

/** "shot in", "filmed between", "Principal photography:" directly before the date. */
const shootBefore =
  /(?<!\b(?:after|before|since|until|following)\s+(?:the\s+)?)\b(?:shot|filmed|shooting|filming|principal photography|shoot)(?:\s+(?:took place|ran|was|were|happened|began|started))?\s*(?:in|on|during|between|from|over|:)?\s*$/i;

const shootDates: Rule = (s, canon) => {
  const whole = fieldIs(s, /^production(Dates|Month|Start|End)$/, /principal photography|^shoot$/i);
  return dateMentions(s.value)
    .filter((d) => whole || shootBefore.test(s.value.slice(Math.max(0, d.index - 50), d.index)))
    .flatMap((d) => {
      // A day or span of days must lie within the shoot; a month must overlap it.
      const fits = (d.precision === "day" ? within : overlaps)(d, canon.productionStart, canon.productionEnd);
      return fits ? [] : [{ fact: "shoot dates", stated: d.text, canonical: `${FILM} ${canon.productionStart} to ${canon.productionEnd}` }];
    });
};

// --- year, aspect ratio, audio --------------------------------------------------------------

const year: Rule = (s, canon) => {
  const title = canon.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const patterns = fieldIs(s, /^year$/i)
    ? [/\b((?:19|20)\d{2})\b/g]
    : [
        re(
          String.raw`\b(?:a|an|the)\s+((?:19|20)\d{2})\s+(?:feature|film|melodrama|drama|road[\s-]movie|movie)\b(?!\s+(?:festivals?|season|circuit|market|awards?|programme|edition|slate|fund))`,
        ),
        re(String.raw`${title}\s*\(((?:19|20)\d{2})\)`),
      ];
  return findAll(s.value, patterns).flatMap((f) =>
    Number(f.groups[0]) === canon.year ? [] : [{ fact: "year", stated: f.text, canonical: `${FILM} ${canon.year}` }],
  );
};

// "2.35:1", "16:9", "4:3"; not "2:1" (a UK degree in a bio) or a time like "10:30".
const ratioPatterns = [/(?<![\d.:])(\d\.\d{1,3})\s?:\s?1(?![\d.:])/g, /(?<![\d.:])(16|4|21)\s?:\s?(9|3)(?![\d.:])/g];
const ratioOf = (f: Found) => (f.pattern === 0 ? Number(f.groups[0]) : Number(f.groups[0]) / Number(f.groups[1]));

const aspectRatio: Rule = (s, canon) => {
  const [own] = findAll(canon.aspectRatio, ratioPatterns);
  if (!own) return [];
  return findAll(s.value, ratioPatterns).flatMap((f) =>
    Math.abs(ratioOf(f) - ratioOf(own)) < 0.005
      ? []
      : [{ fact: "aspect ratio", stated: f.text, canonical: `${FILM} ${canon.aspectRatio}` }],
  );
};

const audioPatterns = [/\b(stereo|mono(?:phonic)?|dolby atmos|atmos)\b/gi, /\b([257]\.[01])\s?(?:surround|channel|sound|audio|mix)/gi];
const channels = (f: Found) =>
  ({ stereo: "2.0", mono: "1.0", monophonic: "1.0", "dolby atmos": "atmos" })[f.groups[0]!.toLowerCase()] ?? f.groups[0]!.toLowerCase();

const audio: Rule = (s, canon) => {
  const [own] = findAll(canon.audio, audioPatterns);
  if (!own) return [];
  return findAll(s.value, audioPatterns).flatMap((f) =>
    channels(f) === channels(own) ? [] : [{ fact: "audio", stated: f.text, canonical: `${FILM} ${canon.audio}` }],
  );
};

// --- language and location ------------------------------------------------------------------

const language: Rule = (s, canon) => {
  const names = canon.languages.map((l) => l.name.toLowerCase());
  const codes = canon.languages.map((l) => l.code);
  const canonical = `${FILM} ${canon.languages.map((l) => l.name).join(", ")}`;
  if (fieldIs(s, /^language(s|Codes)?$/i, /^languages?$/i)) {
    return [...s.value.matchAll(/\b[A-Z]{2}\b|\p{Lu}\p{Ll}+/gu)]
      .map((m) => m[0])
      .filter((w) => (/^[A-Z]{2}$/.test(w) ? !codes.includes(w) : !names.includes(w.toLowerCase())))
      .map((w) => ({ fact: "language", stated: w, canonical }));
  }
  return [...s.value.matchAll(/(\p{Lu}\p{Ll}+(?:(?:[-/]|\s(?:and|&)\s)\p{Lu}\p{Ll}+)*)[\s-](?:co-)?[Ll]anguages?\b/gu)].flatMap((m) =>
    m[1]!
      .split(/[-/]|\s(?:and|&)\s/)
      .filter((w) => !names.includes(w.toLowerCase()))
      .map((w) => ({ fact: "language", stated: w, canonical })),
  );
};

const notPlaces = /^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Super|Digital|IMAX|CinemaScope|Scope|Academy|Colou?r|Black)/;

const location: Rule = (s, canon) => {
  // The region and the places content/film.yaml names are the film's; another place contradicts it.
  const accepted = [canon.location, ...canon.region.split(/,\s*/)].map((p) => p.toLowerCase());
  const isFilmPlace = (place: string) =>
    accepted.includes(place.toLowerCase()) || place.split(/\s+/).every((w) => canon.filmWords.has(w.toLowerCase()));
  const languages = canon.languages.map((l) => l.name);
  return [
    ...s.value.matchAll(
      /\b(?:[Ff]ilmed|[Ss]hot)\s+(?:entirely\s+|wholly\s+|on location\s+)?in\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*)/gu,
    ),
  ]
    .map((m) => m[1]!)
    .filter((place) => !notPlaces.test(place) && !languages.includes(place) && !isFilmPlace(place))
    .map((place) => ({ fact: "location", stated: place, canonical: `${FILM} ${canon.location}` }));
};

// --- counts derived from lists ----------------------------------------------------------------

const festivalCounts = [
  re(String.raw`\b${N}\s+(target\s+)?(?:film\s+)?festivals\b`),
  re(String.raw`\bsubmitted\s+to\s+${N}\b`),
  re(String.raw`\b${N}\s+festival\s+submissions\b`),
];

const festivals: Rule = (s, canon) =>
  findAll(s.value, festivalCounts).flatMap((f) => {
    if (approximately.test(before(s.value, f)) || /\b(?:of|among)\s+$/i.test(before(s.value, f))) return []; // "one of 10 festivals that..."
    const target = f.pattern === 0 && f.groups[1] !== "";
    const listed = target ? canon.targetFestivals : canon.submissions;
    // "Submitted to 14 festivals" counts them all; "13 Festivals" above the list, those shown.
    const accepted = target ? [listed] : [canon.submissions, canon.shownSubmissions];
    if (listed === undefined || accepted.includes(num(f.groups[0]!))) return [];
    return [
      {
        fact: target ? "target festivals" : "festival submissions",
        stated: f.text,
        canonical: `${says(collections.festivals.file, "lists")} ${listed}`,
      },
    ];
  });

const crewCounts = [
  re(String.raw`\bcrew\s+of\s+${N}\b`),
  re(String.raw`\b${N}[\s-](?:person|strong)[\s-]crew\b`),
  re(String.raw`(?:^|\ba\s+)${N}\s+crew\b`),
];

const crew: Rule = (s, canon) =>
  sentences(s.value).flatMap((sentence) =>
    findAll(sentence.text, crewCounts).flatMap((f) =>
      canon.onSetCrew === undefined || num(f.groups[0]!) === canon.onSetCrew
        ? []
        : [{ fact: "crew size", stated: f.text, canonical: `${says(collections.people.file, "lists")} ${canon.onSetCrew} on set` }],
    ),
  );

const rulesEn: Rule[] = [
  runtime,
  budget,
  shootingDays,
  releaseDate,
  shootDates,
  year,
  aspectRatio,
  audio,
  language,
  location,
  festivals,
  crew,
];

// --- the same facts in Spanish ------------------------------------------------------------------
// Spanish puts the thing before its length ("un documental de 20 minutos", "un tráiler de 2
// minutos") and the part after the count ("los tres primeros días"); accented words need
// letter-aware edges (B, E) where English uses \b.

const B = String.raw`(?<![\p{L}\d])`;
const E = String.raw`(?![\p{L}\d])`;
const NE = `(${NUMBER_ES})`;
const numEs = (text: string) => parseNumberEs(text) ?? NaN;
const partOfEs =
  /(?<!\p{L})(?:primer[oa]s|últim[oa]s|otr[oa]s|cada|es[oa]s|est[oa]s|aquell[oa]s|demás|siguientes|anteriores|pocos|pocas)\s+$/iu;
const partOfEsNext = /^\s+(?:primer[oa]s|últim[oa]s|siguientes|restantes|anteriores|extra)(?!\p{L})/iu;
/** "más de 90 minutos", "unos 100 minutos", "festivales de categoría 1": approximate or not a count. */
const approximatelyEs =
  /(?<!\p{L})(?:más de|menos de|casi|unos|unas|alrededor de|cerca de|aproximadamente|hasta|apenas|categoría|nivel|tier|top)\s+$/iu;

const durationsEs = [
  re(String.raw`${B}${NE}\s?(?:h|horas?)\s?(?:y\s)?${NE}\s?(?:min(?:utos?)?|m)${E}\.?`),
  re(String.raw`${B}${NE}[\s-]?(?:minutos?|min)${E}\.?`),
];
const documentaryBeforeEs = /(?<!\p{L})(?:documental|reportaje|making[\s-]of)(?:\s+\p{L}+)?\s+de\s+$/iu;
const otherThingBeforeEs =
  /(?<!\p{L})(?:tráiler|trailer|teaser|avance|corto|cortometraje|clip|fragmento|vídeo|video|entrevista|coloquio|escena|secuencia|toma|plano|trayecto|viaje|paseo|recorrido|vuelo|tren|autobús|pausa|descanso|espera|retraso|ensayo|sesión|siesta|llamada|versión|montaje|caminata|distancia|a)\s+(?:\p{L}+\s+)?de\s+$/iu;
const otherThingNextEs =
  /^\s+(?:de\s+(?:metraje|material|brutos|música|banda sonora|trayecto|viaje|coche|tren|camino|pausa|descanso|entrevista|espera|cola)|a pie|en coche|en tren|en autobús|de distancia)(?!\p{L})/iu;

const runtimeEs: Rule = (s, canon) =>
  findAll(s.value, durationsEs).flatMap((f) => {
    const text = f.text.replace(/\.$/, "");
    const minutes = f.pattern === 0 ? numEs(f.groups[0]!) * 60 + numEs(f.groups[1]!) : numEs(f.groups[0]!);
    const prior = before(s.value, f);
    if (documentaryBeforeEs.test(prior)) {
      return canon.documentaryMinutes !== undefined && minutes !== canon.documentaryMinutes
        ? [{ fact: "documentary length", stated: text, canonical: `${says(collections.links.file)} ${canon.documentaryMinutes}` }]
        : [];
    }
    const skip =
      otherThingBeforeEs.test(prior) || otherThingNextEs.test(after(s.value, f)) || partOfEs.test(prior) || approximatelyEs.test(prior);
    if (skip || minutes < featureMinimum) return [];
    return minutes === canon.runtimeMinutes ? [] : [{ fact: "runtime", stated: text, canonical: `${FILM} ${canon.runtimeMinutes}` }];
  });

const AMOUNT_ES = String.raw`(?:\d{1,3}(?:[.\u00a0\u202f ]\d{3})+|\d+)(?:,\d+)?`;
const SCALE_ES = String.raw`(?:\s?(k|mil|millones|millón)${E})`;
const moneyEs = [
  re(String.raw`(?:£|${B}GBP\s?)\s?(${AMOUNT_ES})${SCALE_ES}?`),
  re(String.raw`${B}(${AMOUNT_ES})${SCALE_ES}?\s?(?:de\s+)?(?:£|libras(?:\s+esterlinas)?${E}|GBP${E})`),
  re(String.raw`${B}(${AMOUNT_ES})\s?(k)${E}`),
];
const multiplierEs: Record<string, number> = { "": 1, k: 1_000, mil: 1_000, millón: 1_000_000, millones: 1_000_000 };

const budgetEs: Rule = (s, canon) =>
  anchored(
    s,
    /presupuesto|(?:rodad|hech|producid|realizad|filmad)[oa]\s+(?:con|por)(?!\p{L})/iu,
    fieldIs(s, /budget/i, /presupuesto/i),
    (sentence) => findAll(sentence.text, moneyEs),
  ).flatMap((f) => {
    const value = numEs(f.groups[0]!) * multiplierEs[f.groups[1]!.toLowerCase()]!;
    return value === canon.budgetGBP ? [] : [{ fact: "budget", stated: f.text, canonical: `${FILM} ${gbp.format(canon.budgetGBP)}` }];
  });

const dayCountEs = re(String.raw`${B}${NE}\s+días?(?:\s+de\s+(rodaje|grabación|filmación))?${E}`);
const notTheShootNextEs =
  /^\s+(?:de\s+(?!rodaje|grabación|filmación)\p{L}+|después|antes|más tarde|atrás|libres?|de descanso|seguidos|por semana|al día|a la semana|para)(?!\p{L})/iu;
const notTheShootBeforeEs = /(?<!\p{L})(?:hace|en|durante los|cada|dentro de|tras|a los)\s+$/iu;
const shootWordsEs =
  /(?<!\p{L})(?:rodaje|rodad[oa]s?|rodamos|rodó|rodar|filmad[oa]s?|filmamos|grabad[oa]s?|grabamos|plan de rodaje)(?!\p{L})/iu;

const shootingDaysEs: Rule = (s, canon) =>
  sentences(s.value).flatMap((sentence) =>
    findAll(sentence.text, [dayCountEs]).flatMap((f) => {
      const next = after(sentence.text, f);
      const prior = before(sentence.text, f);
      if (partOfEs.test(prior) || partOfEsNext.test(next)) return [];
      if (f.groups[1] === "") {
        const during = /(?<!\p{L})(?:rodad[oa]s?|rodamos|rodó|filmad[oa]s?|grabad[oa]s?)\s+en\s+$/iu.test(prior);
        if (!during && (notTheShootNextEs.test(next) || notTheShootBeforeEs.test(prior))) return [];
        // A bare figure ("12 días.") counts alone, or where the sentence or field is about the shoot.
        const aboutTheShoot =
          during || shootWordsEs.test(sentence.text) || sentence.text.split(/\s+/).length <= 3 || fieldIs(s, /shoot|days/i, /rodaje|días/i);
        if (!aboutTheShoot) return [];
      }
      return numEs(f.groups[0]!) === canon.shootingDays
        ? []
        : [{ fact: "shooting days", stated: f.text, canonical: `${FILM} ${canon.shootingDays}` }];
    }),
  );

const releaseDateEs: Rule = (s, canon) =>
  anchored(
    s,
    // Not "estreno en el Reino Unido" or "estreno digital": the film's release date is the world premiere.
    /(?<!\p{L})(?:estren\p{L}*(?!\p{L})(?!\s+(?:en\s+(?:el\s+|los\s+)?(?:Reino Unido|España|Estados Unidos|EE\.\s?UU\.|salas|cines|plataformas|televisión|streaming|línea|festivales)|digital|comercial|nacional|regional|europeo|británico|español|internacional|online|en\s+festival))|fecha de estreno)/iu,
    fieldIs(s, /^(releaseDate|premiere)$/, /estreno mundial|fecha de estreno/i),
    (sentence) => dateMentions(sentence.text, "es"),
  ).flatMap((d) =>
    d.from <= canon.releaseDate && canon.releaseDate <= d.to
      ? []
      : [{ fact: "release date", stated: d.text, canonical: `${FILM} ${canon.releaseDate}` }],
  );

/** "rodada del", "se rodó en", "rodaje:" directly before the date; not "tras el rodaje, en". */
const shootBeforeEs =
  /(?<!(?:tras|después\s+del?|antes\s+del?|desde|hasta)\s+(?:el\s+)?)(?<!\p{L})(?:rodad[oa]s?|rodamos|se rodó|rodó|filmad[oa]s?|filmamos|rodaje|grabad[oa]s?)(?:\s+(?:tuvo lugar|fue|se desarrolló|comenzó|empezó|arrancó|duró))?\s*(?:en|el|del|durante|entre(?:\s+el)?|desde(?:\s+el)?|:)?\s*$/iu;

const shootDatesEs: Rule = (s, canon) => {
  const whole = fieldIs(s, /^production(Dates|Month|Start|End)$/, /^rodaje$/i);
  return dateMentions(s.value, "es")
    .filter((d) => whole || shootBeforeEs.test(s.value.slice(Math.max(0, d.index - 50), d.index)))
    .flatMap((d) => {
      const fits = (d.precision === "day" ? within : overlaps)(d, canon.productionStart, canon.productionEnd);
      return fits ? [] : [{ fact: "shoot dates", stated: d.text, canonical: `${FILM} ${canon.productionStart} to ${canon.productionEnd}` }];
    });
};

const yearEs: Rule = (s, canon) => {
  const title = canon.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const patterns = fieldIs(s, /^year$/i, /^año$/i)
    ? [/\b((?:19|20)\d{2})\b/g]
    : [
        re(
          String.raw`${B}(?:una?|la|el)\s+(?:película|largometraje|melodrama|drama|road movie|cinta|ópera prima)\s+de\s+((?:19|20)\d{2})${E}(?!\s+(?:festivales?|temporada|circuito|mercado|premios?|edición|convocatoria))`,
        ),
        re(String.raw`${title}\s*\(((?:19|20)\d{2})\)`),
      ];
  return findAll(s.value, patterns).flatMap((f) =>
    Number(f.groups[0]) === canon.year ? [] : [{ fact: "year", stated: f.text, canonical: `${FILM} ${canon.year}` }],
  );
};

// "2,35:1" as Spain writes it, or "2.35:1"; "16:9".
const ratioPatternsEs = [/(?<![\d.,:])(\d[.,]\d{1,3})\s?:\s?1(?![\d.,:])/g, /(?<![\d.,:])(16|4|21)\s?:\s?(9|3)(?![\d.,:])/g];
const ratioOfEs = (f: Found) => (f.pattern === 0 ? Number(f.groups[0]!.replace(",", ".")) : Number(f.groups[0]) / Number(f.groups[1]));

const aspectRatioEs: Rule = (s, canon) => {
  const [own] = findAll(canon.aspectRatio, ratioPatternsEs);
  if (!own) return [];
  return findAll(s.value, ratioPatternsEs).flatMap((f) =>
    Math.abs(ratioOfEs(f) - ratioOfEs(own)) < 0.005
      ? []
      : [{ fact: "aspect ratio", stated: f.text, canonical: `${FILM} ${canon.aspectRatio}` }],
  );
};

const audioPatternsEs = [
  re(String.raw`${B}(estéreo|mono(?:fónico|aural)?|dolby atmos|atmos)${E}`),
  re(String.raw`${B}(?:sonido|audio|mezcla|envolvente)\s+(?:envolvente\s+)?(?:en\s+)?([257][.,][01])${E}`),
  re(String.raw`${B}([257][.,][01])\s?(?:canales|envolvente|sonido|audio|mezcla)`),
];
const channelsEs = (f: Found) => {
  const w = f.groups[0]!.toLowerCase().replace(",", ".");
  return ({ estéreo: "2.0", mono: "1.0", monofónico: "1.0", monoaural: "1.0", "dolby atmos": "atmos" } as Record<string, string>)[w] ?? w;
};

const audioEs: Rule = (s, canon) => {
  const [own] = findAll(canon.audio, audioPatternsEs);
  if (!own) return [];
  return findAll(s.value, audioPatternsEs).flatMap((f) =>
    channelsEs(f) === channelsEs(own) ? [] : [{ fact: "audio", stated: f.text, canonical: `${FILM} ${canon.audio}` }],
  );
};

const LANGUAGE_ES =
  "inglés|español|castellano|francés|alemán|italiano|portugués|catalán|gallego|euskera|árabe|ruso|japonés|chino|neerlandés|sueco|polaco|griego|turco|hindi";
/** "en francés", "hablada en inglés y francés"; not subtitles, dubbing or someone's schooling. */
const spokenIn = re(
  String.raw`(?<!(?:subtítulos|subtitulad[oa]s?|doblad[oa]s?|doblaje|traducid[oa]s?|traducción|copias?|dossier|disponibles?|formó|formada|formado|estudió|clases|notas|prensa)(?:\s+\p{L}+)?\s+)${B}en\s+((?:${LANGUAGE_ES})(?:(?:,\s*|\s+[ye]\s+)(?:${LANGUAGE_ES}))*)${E}`,
);

const languageEs: Rule = (s, canon) => {
  const names = canon.languages.map((l) => l.name.toLowerCase());
  const accepted = (w: string) => names.includes(w.toLowerCase()) || (w.toLowerCase() === "castellano" && names.includes("español"));
  const codes = canon.languages.map((l) => l.code);
  const canonical = `${FILM} ${canon.languages.map((l) => l.name).join(", ")}`;
  if (fieldIs(s, /^language(s|Codes)?$/i, /^idiomas?$/i)) {
    return [...s.value.matchAll(/\b[A-Z]{2}\b|\p{Lu}\p{Ll}+/gu)]
      .map((m) => m[0])
      .filter((w) => (/^[A-Z]{2}$/.test(w) ? !codes.includes(w) : !accepted(w)))
      .map((w) => ({ fact: "language", stated: w, canonical }));
  }
  return [...s.value.matchAll(spokenIn)].flatMap((m) =>
    m[1]!
      .split(/,\s*|\s+[ye]\s+/)
      .filter((w) => !accepted(w))
      .map((w) => ({ fact: "language", stated: w, canonical })),
  );
};

const notPlacesEs = /^(?:Ene|Feb|Mar|Abr|May|Jun|Jul|Ago|Sep|Oct|Nov|Dic|Super|Digital|IMAX|CinemaScope|Scope|Color|Blanco)/;

const locationEs: Rule = (s, canon) => {
  const accepted = [canon.location, ...canon.region.split(/,\s*/)].map((p) => p.toLowerCase());
  const isFilmPlace = (place: string) =>
    accepted.includes(place.toLowerCase()) || place.split(/\s+/).every((w) => w === "de" || canon.filmWords.has(w.toLowerCase()));
  const languages = canon.languages.map((l) => l.name);
  return [
    ...s.value.matchAll(
      /(?<!\p{L})(?:[Rr]odad[oa]s?|[Ff]ilmad[oa]s?|[Rr]odamos|[Ff]ilmamos|[Ss]e rodó)\s+(?:íntegramente\s+|enteramente\s+|por completo\s+)?en\s+(\p{Lu}[\p{L}'-]*(?:\s+(?:de\s+)?\p{Lu}[\p{L}'-]*)*)/gu,
    ),
  ]
    .map((m) => m[1]!)
    .filter((place) => !notPlacesEs.test(place) && !languages.includes(place) && !isFilmPlace(place))
    .map((place) => ({ fact: "location", stated: place, canonical: `${FILM} ${canon.location}` }));
};

const festivalCountsEs = [
  re(String.raw`${B}${NE}\s+festivales(?:\s+de\s+cine)?(\s+(?:objetivo|prioritarios|de destino))?${E}`),
  re(String.raw`${B}presentad[oa]\s+a\s+${NE}${E}`),
  re(String.raw`${B}${NE}\s+(?:candidaturas|inscripciones)\s+(?:a|en)\s+festivales${E}`),
];

const festivalsEs: Rule = (s, canon) =>
  findAll(s.value, festivalCountsEs).flatMap((f) => {
    const prior = before(s.value, f);
    if (approximatelyEs.test(prior) || /(?<!\p{L})(?:de|entre)\s+(?:los\s+)?$/iu.test(prior)) return []; // "uno de los 10 festivales que..."
    const target = f.pattern === 0 && f.groups[1] !== "";
    const listed = target ? canon.targetFestivals : canon.submissions;
    const accepted = target ? [listed] : [canon.submissions, canon.shownSubmissions];
    if (listed === undefined || accepted.includes(numEs(f.groups[0]!))) return [];
    return [
      {
        fact: target ? "target festivals" : "festival submissions",
        stated: f.text,
        canonical: `${says(collections.festivals.file, "lists")} ${listed}`,
      },
    ];
  });

const crewCountsEs = [
  re(String.raw`${B}equipo\s+(?:técnico\s+|de rodaje\s+)?de\s+${NE}(?:\s+personas)?${E}`),
  re(String.raw`${B}${NE}\s+personas\s+(?:de|en el)\s+equipo${E}`),
];

const crewEs: Rule = (s, canon) =>
  sentences(s.value).flatMap((sentence) =>
    findAll(sentence.text, crewCountsEs).flatMap((f) =>
      canon.onSetCrew === undefined || numEs(f.groups[0]!) === canon.onSetCrew
        ? []
        : [{ fact: "crew size", stated: f.text, canonical: `${says(collections.people.file, "lists")} ${canon.onSetCrew} on set` }],
    ),
  );

const rulesEs: Rule[] = [
  runtimeEs,
  budgetEs,
  shootingDaysEs,
  releaseDateEs,
  shootDatesEs,
  yearEs,
  aspectRatioEs,
  audioEs,
  languageEs,
  locationEs,
  festivalsEs,
  crewEs,
];

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
