// The facts as English states them: runtime, budget, shooting days, dates, year, aspect ratio,
// audio, language, location and the counts of the lists.
import { fileCollections as collections } from "../../registry.ts";
import { NUMBER, dateMentions, findAll, parseNumber, sentences, type Found } from "../text-values.ts";
import {
  after,
  anchored,
  before,
  currencyForms,
  featureMinimum,
  fieldIs,
  FILM,
  inAnotherCurrency,
  moneyOf,
  overlaps,
  re,
  says,
  within,
  type Rule,
} from "./core.ts";
import { ratioRule } from "./rules-any.ts";

const N = `(${NUMBER})`;
const num = (text: string) => parseNumber(text) ?? NaN;
/** Words just before a count that make it a part, not the whole: "the first three days". */
const partOf = /\b(?:first|last|final|opening|closing|next|previous|other|extra|additional|deleted|every|each|those|these|few)\s+$/i;

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
const SCALE = String.raw`(?:\s?(k|m|thousand|million)(?!\p{L}))`;
/** A figure in the film's currency as English writes it: "£20,000", "GBP 20k", "20,000 pounds", "USD 1.2 million"; then a bare "20k". */
const moneyPatterns = new Map<string, RegExp[]>();
const money = (currency: string) => {
  let patterns = moneyPatterns.get(currency);
  if (!patterns) {
    const { sign, name } = currencyForms(currency, "en", "last");
    patterns = [
      re(String.raw`${sign}\s?(${AMOUNT})${SCALE}?`),
      re(String.raw`\b(${AMOUNT})${SCALE}?\s?(?:${name}|${sign})`),
      re(String.raw`\b(${AMOUNT})\s?(k|thousand)(?!\p{L})`),
    ];
    moneyPatterns.set(currency, patterns);
  }
  return patterns;
};
const multiplier: Record<string, number> = { "": 1, k: 1_000, thousand: 1_000, m: 1_000_000, million: 1_000_000 };

const budget: Rule = (s, canon) =>
  anchored(s, /\bbudget\b|\b(?:made|shot|produced) (?:for|on)\b/i, fieldIs(s, /budget/i), (sentence) =>
    // A bare figure ("a 6k budget") is the film's currency's, unless another's sign, code or name
    // stands beside it ("$25k", "25k euros"): a budget in another currency is not compared.
    findAll(sentence.text, money(canon.budget.currency)).filter((f) => f.pattern < 2 || !inAnotherCurrency(sentence.text, f, "en", "last")),
  ).flatMap((f) => {
    const value = Math.round(Number(f.groups[0]!.replace(/,/g, "")) * multiplier[f.groups[1]!.toLowerCase()]!);
    return value === canon.budget.amount ? [] : [{ fact: "budget", stated: f.text, canonical: `${FILM} ${moneyOf(canon.budget)}` }];
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
const aspectRatio = ratioRule(ratioPatterns);

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

export const rulesEn: Rule[] = [
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
