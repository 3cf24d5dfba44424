// Two people saving the same file, one after the other: the second person's draft was made from
// the file as it was when they opened it (the base), and the file has changed since (theirs, as
// the editor read it again before saving). Their save keeps both: what the second person changed
// is written over the file as it is now, and what the first changed stays. A list's entries are
// matched by what names them (list-identity.ts), so a change stays on its own entry wherever
// either person moved it. What cannot be merged is never merged silently: a value both changed
// differently, or an entry one changed and the other removed, refuses the save, naming the entry
// and the field; the second save of the same draft does what the refusal said it would.
import { inOne, isObject, same, sameIn, together, Value, type Both } from "./both-languages.ts";
import { identityOf, keptInOrder, labelOf, matchEntries, namingFields, type Identities } from "./list-identity.ts";
import { languages, type Lang } from "./sides.ts";

type Tree = Record<string, unknown>;
/** A file's content as the editor holds it: a tree per language. */
export type Trees = Partial<Record<Lang, Tree>>;
/** Where a clash stands: fields by name, a list's entries by what names them. */
export type Place = (string | { entry: string })[];
/** What cannot be merged. */
type Unmerged = { at: Place } &
  /** A value both changed: in one language (`lang`), or one value for all (a status, a date). */
  (
    | { kind: "both-changed"; lang?: Lang; mine: unknown; theirs: unknown }
    /** An entry the draft changed (in `fields`) and the other save removed. */
    | { kind: "removed-by-theirs"; fields: string[] }
    /** An entry the other save changed (in `fields`) and the draft removed. */
    | { kind: "removed-by-mine"; fields: string[] }
  );
/** What cannot be merged, with `id`, by which a refusal seen once is known again. */
export type Clash = Unmerged & { id: string };
export { same };

type Merge = { langs: readonly Lang[]; identities: Identities; seen: ReadonlySet<string>; clashes: Clash[] };

/** A clash, unless it was refused once already: then what the refusal said a second save does. */
function clash(m: Merge, c: Unmerged, ...about: unknown[]): boolean {
  const id = JSON.stringify([c.kind, c.at, "lang" in c ? (c.lang ?? null) : null, ...about.map((v) => JSON.stringify(v ?? null))]);
  if (m.seen.has(id)) return false;
  m.clashes.push({ ...c, id });
  return true;
}

/** The fields that differ between two versions of an entry (none for an entry that is a value). */
function changedFields(m: Merge, a: Both, b: Both): string[] {
  if (!isObject(a) || !isObject(b)) return [];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => !sameIn(m.langs, (a as Record<string, Both>)[k], (b as Record<string, Both>)[k]));
}

function mergeValue(m: Merge, base: Both, mine: Both, theirs: Both, at: Place, pattern: string): Both {
  if (sameIn(m.langs, mine, theirs) || sameIn(m.langs, theirs, base)) return mine;
  if (sameIn(m.langs, mine, base)) return theirs;
  const all = [base, mine, theirs];
  if (all.some(Array.isArray) && all.every((v) => v === undefined || Array.isArray(v)))
    return mergeList(m, (base as Both[]) ?? [], (mine as Both[]) ?? [], (theirs as Both[]) ?? [], at, pattern);
  if (all.some(isObject) && all.every((v) => v === undefined || isObject(v))) {
    const parts = all as (Record<string, Both> | undefined)[];
    const keys = new Set(parts.flatMap((p) => Object.keys(p ?? {})));
    const join = (k: string) => (pattern === "" ? k : `${pattern}.${k}`);
    return Object.fromEntries(
      [...keys].map((k) => [k, mergeValue(m, parts[0]?.[k], parts[1]?.[k], parts[2]?.[k], [...at, k], join(k))] as const),
    );
  }
  // A value: each language's merged on its own, so a text changed in one language by one and in
  // another by the other keeps both; one the same in every language (a status, a date) merged once.
  const oneForAll = all.every((v) => m.langs.every((lang) => same(inOne(v, lang), inOne(v, m.langs[0]!))));
  const by: Partial<Record<Lang, unknown>> = {};
  for (const lang of oneForAll ? m.langs.slice(0, 1) : m.langs) {
    const [b, mv, tv] = all.map((v) => inOne(v, lang));
    const said = oneForAll ? {} : { lang };
    if (same(mv, tv) || same(tv, b) || (!same(mv, b) && !clash(m, { kind: "both-changed", at, ...said, mine: mv, theirs: tv }, mv, tv)))
      by[lang] = mv;
    else by[lang] = same(mv, b) ? tv : mv;
  }
  if (oneForAll) for (const lang of m.langs) by[lang] = by[m.langs[0]!];
  return new Value(by);
}

/**
 * A list merged entry by entry: each entry there was merged with itself as both have it; an entry
 * one removed is removed unless the other changed it; each one's new entries added where they put
 * them (theirs first where both added at one place); in the order the file has now, with the
 * draft's moves made in it.
 */
function mergeList(m: Merge, base: Both[], mine: Both[], theirs: Both[], at: Place, pattern: string): Both[] {
  const fields = namingFields(m.identities, pattern);
  const inner = `${pattern}.*`;
  const mineToBase = matchEntries(base, mine, fields, m.langs);
  const theirsToBase = matchEntries(base, theirs, fields, m.langs);
  const minesAt = new Map(mineToBase.flatMap((b, i) => (b === -1 ? [] : [[b, i] as const])));
  const theirsAt = new Map(theirsToBase.flatMap((b, i) => (b === -1 ? [] : [[b, i] as const])));
  const entry = (e: Both): Place => [...at, { entry: labelOf(e, fields, m.langs[0]) }];

  /** Each entry of the merge by its place in the draft or the file now: `b` base index, `t` or `m` a new entry's index. */
  const merged = new Map<string, Both>();
  /** Entries the draft places: its new ones, the moved, the put back. */
  const placedByMine = new Set<string>();
  base.forEach((b, i) => {
    const [mi, ti] = [minesAt.get(i), theirsAt.get(i)];
    const [mv, tv] = [mi === undefined ? undefined : mine[mi], ti === undefined ? undefined : theirs[ti]];
    if (mi !== undefined && ti !== undefined) merged.set(`b${i}`, mergeValue(m, b, mv, tv, entry(tv), inner));
    else if (mi !== undefined && !sameIn(m.langs, b, mv)) {
      // The draft changed an entry the other save removed: refused once; saved again, it is put back with the change.
      if (!clash(m, { kind: "removed-by-theirs", at: entry(b), fields: changedFields(m, b, mv) }, mv)) {
        merged.set(`b${i}`, mv);
        placedByMine.add(`b${i}`);
      }
    } else if (ti !== undefined && !sameIn(m.langs, b, tv)) {
      // The draft removed an entry the other save changed: refused once; saved again, it is removed.
      if (clash(m, { kind: "removed-by-mine", at: entry(b), fields: changedFields(m, b, tv) }, tv)) merged.set(`b${i}`, tv);
    }
  });
  // New entries: one both added under the same name is one entry, merged as two drafts of it.
  const theirsNew = new Map(theirs.flatMap((e, i) => (theirsToBase[i] === -1 ? [[identityOf(e, fields, m.langs[0]), i] as const] : [])));
  const mineIds = mine.map((e, i) => {
    if (mineToBase[i] !== -1) return `b${mineToBase[i]}`;
    const twin = theirsNew.get(identityOf(e, fields, m.langs[0]));
    return twin === undefined ? `m${i}` : `t${twin}`;
  });
  theirs.forEach((e, i) => {
    if (theirsToBase[i] !== -1) return;
    const j = mineIds.indexOf(`t${i}`);
    merged.set(`t${i}`, j === -1 ? e : mergeValue(m, undefined, mine[j], e, entry(e), inner));
  });
  mine.forEach((e, i) => {
    if (mineIds[i] !== `m${i}`) return;
    merged.set(`m${i}`, e);
    placedByMine.add(`m${i}`);
  });
  // Moved by the draft and not by the other save: the draft's place for it.
  const keptByMine = keptInOrder(mineToBase.filter((b) => b !== -1 && theirsAt.has(b)));
  const keptByTheirs = keptInOrder(theirsToBase.filter((b) => b !== -1 && minesAt.has(b)));
  for (const [b] of minesAt) if (theirsAt.has(b) && !keptByMine.has(b) && keptByTheirs.has(b)) placedByMine.add(`b${b}`);

  const order = theirs.map((_, i) => (theirsToBase[i] === -1 ? `t${i}` : `b${theirsToBase[i]}`)).filter((id) => merged.has(id));
  const theirsNewAt = (k: number) => order[k]?.startsWith("t") ?? false;
  mineIds.forEach((id, i) => {
    if (!placedByMine.has(id)) return;
    if (order.includes(id)) order.splice(order.indexOf(id), 1);
    // After the entry before it in the draft, and after the other save's new entries there.
    const before = mineIds.slice(0, i).findLast((other) => order.includes(other));
    let k = before === undefined ? 0 : order.indexOf(before) + 1;
    while (theirsNewAt(k)) k++;
    order.splice(k, 0, id);
  });
  return order.map((id) => merged.get(id));
}

/**
 * The draft merged with the file as it is now, and what cannot be merged. `seen`: the clashes of
 * a refusal the draft's owner has read (their ids); saved again, each does what the refusal said.
 * `langs`: the site's languages, the first naming a list's entries.
 */
export function mergeDraft(
  base: Trees,
  mine: Trees,
  theirs: Trees,
  {
    identities = {},
    seen = new Set<string>(),
    langs: listed = languages,
  }: { identities?: Identities; seen?: ReadonlySet<string>; langs?: readonly Lang[] } = {},
): { merged: Trees; clashes: Clash[] } {
  const langs = listed.filter((l) => mine[l] || theirs[l] || base[l]);
  const m: Merge = { langs, identities, seen, clashes: [] };
  const both = mergeValue(m, together(base), together(mine), together(theirs), [], "");
  const merged: Trees = {};
  for (const lang of langs) if (mine[lang]) merged[lang] = (inOne(both, lang) ?? {}) as Tree;
  return { merged, clashes: m.clashes };
}
