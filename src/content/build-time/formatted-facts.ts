// The film's facts as each language writes them, worked out at build time with Intl (Node's ICU)
// and written by the content loader to src/generated/content/<lang>/facts.json: the pages print
// these strings and never format a figure themselves, so no browser loads ICU data for them.
// The editor's preview works them out from the draft with this same code (admin/preview/).
// Amounts, dates and months follow the language's locale (src/lib/languages.ts); the phrases
// they go into are the words of content/words/facts.yaml.
import type { CollectionData } from "./collections.ts";
import { fill } from "../../lib/fill.ts";
import { genresInSentence, genresListed } from "./genres.ts";
import { localeOf, monthLabel, type Lang } from "../../lib/languages.ts";

type Words = CollectionData<"words/facts">;

/** A date as written in content (2024-10-14) as the instant Intl formats in UTC. */
const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/**
 * "£20,000", "20.000 £", "€150,000", "150.000 €": an amount in its currency (ISO 4217), in the
 * language's own way, in whole units; compact, "£20k", "20 mil £", "$1.2m", to two decimals.
 */
export function money(amount: number, currency: string, lang: Lang, notation: "standard" | "compact" = "standard"): string {
  const formatted = new Intl.NumberFormat(localeOf(lang), {
    style: "currency",
    currency,
    // The sign a reader of the language knows (£, €, $), not the code some locales prefer (GBP, US$).
    currencyDisplay: "narrowSymbol",
    notation,
    minimumFractionDigits: 0,
    maximumFractionDigits: notation === "compact" ? 2 : 0,
  }).format(amount);
  // British press writes thousands and millions with a small letter ("£20k", "$1.2m"), where some CLDR versions have capitals.
  return lang === "en" ? formatted.replace(/(\d)([KM])\b/, (_, d: string, x: string) => d + x.toLowerCase()) : formatted;
}

/** The character between a number's whole part and its decimals: "." in English, "," in Spanish. */
export const decimalSeparator = (lang: Lang) =>
  new Intl.NumberFormat(localeOf(lang)).formatToParts(1.5).find((p) => p.type === "decimal")?.value ?? ".";

/** "14th–28th October 2024", "del 14 al 28 de octubre de 2024": the days of a shoot. */
export function dateSpan(start: string, end: string, lang: Lang, words: Words): string {
  const format = new Intl.DateTimeFormat(localeOf(lang), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const ordinal = new Intl.PluralRules(localeOf(lang), { type: "ordinal" });
  const day = (n: string) => fill(words.days![ordinal.select(Number(n))] ?? words.days!.other!, { day: n });
  const parts = format.formatRangeToParts(utc(start), utc(end));
  const text = parts.map((p) => (p.type === "day" ? day(p.value) : p.value));
  // Within one month Intl gives the two days side by side (14–28 October): the language's own words for a span of days.
  const i = parts.findIndex((p) => p.type === "day" && p.source === "startRange");
  if (i >= 0 && parts[i + 1]?.type === "literal" && parts[i + 2]?.type === "day") {
    text.splice(i, 3, fill(words.days!.span!, { start: text[i]!, end: text[i + 2]! }));
  }
  return text.join("");
}

/** "19 Sept 2025", "19 de septiembre de 2025": British press kits shorten the month, Spanish ones write it out. */
export function releaseDate(isoDate: string, lang: Lang): string {
  const dateStyle = lang === "en" ? "medium" : "long";
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle, timeZone: "UTC" }).format(utc(isoDate));
}

/** Each sentence's first letter a capital: "five crew. four stars." is "Five crew. Four stars.". */
const sentenceCase = (text: string) =>
  text.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

const numberKeys = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** What the pages print of the film's facts in one language (src/content/facts.ts reads it). */
export function formattedFacts(
  film: CollectionData<"film">,
  people: { keyCrew: readonly { onSet: boolean }[]; principalCast: readonly unknown[] },
  words: Words,
  lang: Lang,
) {
  const p = words.phrases!;
  const number = (n: number) => words.numbers![numberKeys[n] ?? ""] ?? String(n);
  const budget = money(film.budget.amount, film.budget.currency, lang);
  const shootingDays = fill(p.shootingDays!, { days: film.shootingDays });
  const productionDates = dateSpan(film.productionStart, film.productionEnd, lang, words);
  const release = releaseDate(film.releaseDate, lang);
  const runtime = fill(p.runtime!, { minutes: film.runtimeMinutes });
  const companies = film.productionCompanies.join(` ${p.and!} `);
  // The cinema and its city as the language names it: "The Halcyon Picturehouse, Londres".
  const premierePlace = `${film.premiereVenue}, ${film.premiereCity}`;
  return {
    runtime,
    // "1.85:1" in English, "1,85:1" where the language writes its decimals with a comma.
    aspectRatio: film.aspectRatio.replace(/^(\d+)\.(\d+)(?=:1$)/, `$1${decimalSeparator(lang)}$2`),
    runtimeAdjective: fill(p.runtimeAdjective!, { minutes: film.runtimeMinutes }),
    runtimeTitle: fill(p.runtimeTitle!, { minutes: film.runtimeMinutes }),
    budget,
    budgetShort: money(film.budget.amount, film.budget.currency, lang, "compact"),
    shootingDays,
    shootingDaysShort: fill(p.shootingDaysShort!, { days: film.shootingDays }),
    productionDates,
    /** The same dates at the head of the timeline's stage: "Del 14 al 28 de octubre de 2024". */
    productionDatesHeading: sentenceCase(productionDates),
    productionMonth: monthLabel(film.productionStart.slice(0, 7), lang),
    releaseDate: release,
    premierePlace,
    premiere: fill(p.premiere!, { date: release, venue: premierePlace }),
    // One company presents, two or more present: "Wave Films présente", "Camino Lento Films y Olivar Pictures presentan".
    presenters: fill((film.productionCompanies.length === 1 ? p.presenter : undefined) ?? p.presenters!, { companies }),
    copyright: fill(p.copyright!, { year: film.year, holder: film.copyrightHolder }),
    strapline: sentenceCase(
      fill(p.strapline!, {
        crew: number(people.keyCrew.filter((c) => c.onSet).length),
        stars: number(people.principalCast.length),
        days: film.shootingDays,
        budget,
      }),
    ),
    footer: [
      runtime,
      fill(p.filmedIn!, { location: film.location }),
      fill(p.budget!, { budget }),
      fill(p.shootingDaysShort!, { days: film.shootingDays }),
    ],
    genre: genresListed(film.genre, film.otherGenre, lang),
    genreInSentence: genresInSentence(film.genre, film.otherGenre, lang),
    shoot: fill(p.shoot!, { shootingDays, dates: productionDates }),
    principalPhotographyDetail: fill(words.timeline!.principalPhotographyDetail!, { shootingDays, location: film.location }),
    /** For the sizes of downloads, which the browser writes itself ("12,5 MB", "12,5 Mo"). */
    decimalSeparator: decimalSeparator(lang),
    sizeUnits: {
      kilobytes: words.sizeUnits!.kilobytes!,
      megabytes: words.sizeUnits!.megabytes!,
      gigabytes: words.sizeUnits!.gigabytes!,
    },
  };
}

export type FormattedFacts = ReturnType<typeof formattedFacts>;
