// Which entry of a list is which, by the fields its schema names it by (src/content/build-time/
// schema/identity.ts): a festival by its name, a review by its outlet and date, as the site's first
// language writes them (the reference side: sides.ts). Two versions of a list are matched entry by
// entry this way, never by where an entry stands.
import { canonical, inOne, isObject, sameIn, type Both } from "./both-languages.ts";
import type { Identities } from "#src/content/build-time/schema/identity.ts";
import { languages, type Lang } from "./sides.ts";

export type { Identities };

/** The fields naming the entries of the list at `path` (`submissions`, `releases.*.territories`); none: the entry is its value. */
export const namingFields = (identities: Identities, pattern: string): readonly string[] => identities[pattern] ?? [];

/** What names an entry, given as the reference language reads it: its naming fields' values. */
export function identityAsRead(read: unknown, fields: readonly string[]): string {
  const named = fields.length === 0 ? read : fields.map((f) => (isObject(read) ? read[f] : undefined));
  return JSON.stringify(canonical(named) ?? null);
}
/**
 * What names an entry: its naming fields' values in the reference language, `reference` (the
 * site's first: a name written in each language is known by the first's form).
 */
export const identityOf = (entry: Both, fields: readonly string[], reference: Lang = languages[0]!) =>
  identityAsRead(inOne(entry, reference), fields);

/** The entry as people call it, in the reference language: "Leeds International Film Festival", "Sight & Sound, 2026-03-14". */
export function labelOf(entry: Both, fields: readonly string[], reference: Lang = languages[0]!): string {
  const read = inOne(entry, reference);
  const parts = fields.length === 0 ? [read] : fields.map((f) => (isObject(read) ? read[f] : undefined));
  const words = (v: unknown): string => (Array.isArray(v) ? v.map(words).join(" ") : v === undefined || v === null ? "" : String(v));
  return parts
    .map(words)
    .filter((w) => w !== "")
    .join(", ");
}

/** Each entry's identity, a second entry of the same name told from the first (`#2`). */
export function entryKeys(ids: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return ids.map((id) => {
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    return `${id}#${n}`;
  });
}

/** The entry without its naming fields: what is left to tell whether it was renamed and nothing more. */
const withoutNames = (entry: Both, fields: readonly string[]): Both =>
  fields.length === 0
    ? undefined
    : isObject(entry)
      ? Object.fromEntries(Object.entries(entry).filter(([k]) => !fields.includes(k)))
      : entry;

/**
 * For each entry of `side`, the index of the same entry in `base`, or -1 for an entry new to it;
 * entries named in `langs`' first, and compared in each of `langs`.
 * An entry whose naming fields alone changed, where it stood (the same index in both, nothing
 * else of it changed), is the same entry renamed: a festival's name corrected in place.
 */
export function matchEntries(base: readonly Both[], side: readonly Both[], fields: readonly string[], langs: readonly Lang[]): number[] {
  const keysOf = (list: readonly Both[]) => entryKeys(list.map((entry) => identityOf(entry, fields, langs[0])));
  const at = new Map(keysOf(base).map((k, i) => [k, i]));
  const matched = keysOf(side).map((k) => at.get(k) ?? -1);
  const taken = new Set(matched);
  return matched.map((b, i) =>
    b === -1 && i < base.length && !taken.has(i) && sameIn(langs, withoutNames(base[i], fields), withoutNames(side[i], fields)) ? i : b,
  );
}

/** The base entries (their indices, in the side's order) kept in their order by the side; the others it moved. */
export function keptInOrder(order: readonly number[]): Set<number> {
  // The longest increasing run of base indices, in the side's order (patience sorting).
  const tails: number[] = [];
  const previous = new Map<number, number | undefined>();
  for (const b of order) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid]! < b) lo = mid + 1;
      else hi = mid;
    }
    previous.set(b, lo > 0 ? tails[lo - 1] : undefined);
    tails[lo] = b;
  }
  const kept = new Set<number>();
  for (let b = tails.at(-1); b !== undefined; b = previous.get(b)) kept.add(b);
  return kept;
}
