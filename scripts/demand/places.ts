// How many asked in each country and town: the towns as people typed them ("Leeds", "leeds ",
// "LEEDS") counted as one, under the spelling most of them used.
import type { Person } from "./people.ts";

export type Town = { name: string; key: string; count: number; spellings: string[]; languages: Record<string, number> };
export type Country = { code: string; count: number; towns: Town[]; noTown: number; languages: Record<string, number> };

/** A town's name for comparing: no accents, case or punctuation ("Saint-Étienne" is "saint etienne"). */
export const townKey = (town: string) =>
  town
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const add = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};
const byCountThenName =
  <T extends { count: number }>(name: (t: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || name(a).localeCompare(name(b));

/** The people counted by country (most first), and in each by town (most first). "" is no country given. */
export function countPlaces(people: readonly Person[]): Country[] {
  const countries = new Map<string, Country>();
  const towns = new Map<string, Map<string, { count: number; spellings: Record<string, number>; languages: Record<string, number> }>>();
  for (const p of people) {
    let country = countries.get(p.country);
    if (!country) countries.set(p.country, (country = { code: p.country, count: 0, towns: [], noTown: 0, languages: {} }));
    country.count++;
    add(country.languages, p.language);
    const key = townKey(p.town);
    if (!key) {
      country.noTown++;
      continue;
    }
    let inCountry = towns.get(p.country);
    if (!inCountry) towns.set(p.country, (inCountry = new Map()));
    let town = inCountry.get(key);
    if (!town) inCountry.set(key, (town = { count: 0, spellings: {}, languages: {} }));
    town.count++;
    add(town.spellings, p.town);
    add(town.languages, p.language);
  }
  for (const [code, inCountry] of towns) {
    countries.get(code)!.towns = [...inCountry]
      .map(([key, t]) => {
        const spellings = Object.entries(t.spellings)
          .sort(([a, na], [b, nb]) => nb - na || a.localeCompare(b))
          .map(([s]) => s);
        return { name: spellings[0]!, key, count: t.count, spellings, languages: t.languages };
      })
      .sort(byCountThenName((t) => t.name));
  }
  return [...countries.values()].sort(byCountThenName((c) => c.code || "~"));
}
