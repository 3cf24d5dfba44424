// Two people saving the same file, one after the other: the second person's draft was made from
// the file as it was when they opened it (the base), and the file has changed since (theirs, as
// the editor read it again before saving). Their save keeps both: what the second person changed
// is written over the file as it is now, and what the first changed stays. Where both changed the
// same value differently, nothing is merged silently: the save is refused with both words shown,
// and the second save of the same draft keeps the value on screen (its owner has seen the other).
import type { Lang } from "./problem-places.ts";

type Tree = Record<string, unknown>;
/** A file's content as the editor holds it: a tree per language. */
export type Trees = Partial<Record<Lang, Tree>>;
/** A value both people changed, each differently: where it is, and the two values. */
export type Clash = { lang: Lang; path: (string | number)[]; mine: unknown; theirs: unknown };

const isObject = (v: unknown): v is Tree => typeof v === "object" && v !== null && !Array.isArray(v);
const empty = (v: unknown) => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);

/** A value as the file would hold it: empty values left out (the form holds "" where the file has no key), keys in order. */
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.length === 0 ? undefined : v.map(canonical);
  if (isObject(v)) {
    const kept = Object.keys(v)
      .sort()
      .map((k) => [k, canonical(v[k])] as const)
      .filter(([, x]) => x !== undefined);
    return kept.length === 0 ? undefined : Object.fromEntries(kept);
  }
  return empty(v) ? undefined : v;
}
/** Whether two values would be written the same. */
export const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

function mergeValue(base: unknown, mine: unknown, theirs: unknown, lang: Lang, path: (string | number)[], clashes: Clash[]): unknown {
  if (same(mine, theirs) || same(theirs, base)) return mine;
  if (same(mine, base)) return theirs;
  // Both changed it, differently: merged part by part where both are still of the base's kind.
  if (isObject(base) && isObject(mine) && isObject(theirs)) {
    const merged: Tree = {};
    for (const key of new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)])) {
      const value = mergeValue(base[key], mine[key], theirs[key], lang, [...path, key], clashes);
      if (!empty(value)) merged[key] = value;
    }
    return merged;
  }
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs) && mine.length >= base.length && theirs.length >= base.length) {
    // The entries there were merged one by one; each person's new entries added after them, theirs first.
    const kept = base.map((item, i) => mergeValue(item, mine[i], theirs[i], lang, [...path, i], clashes));
    const added = theirs.slice(base.length);
    return [...kept, ...added, ...mine.slice(base.length).filter((item) => !added.some((other) => same(item, other)))];
  }
  clashes.push({ lang, path, mine, theirs });
  return mine;
}

/**
 * The draft merged with the file as it is now: each value the draft changed from the base, over
 * `theirs`; and the values both changed differently (the merge then holds the draft's).
 */
export function mergeDraft(base: Trees, mine: Trees, theirs: Trees): { merged: Trees; clashes: Clash[] } {
  const clashes: Clash[] = [];
  const merged: Trees = {};
  for (const lang of ["en", "es"] as const) {
    if (!mine[lang]) continue;
    merged[lang] = mergeValue(base[lang] ?? {}, mine[lang], theirs[lang] ?? {}, lang, [], clashes) as Tree;
  }
  return { merged, clashes };
}

/** The base with each clash's value set to theirs: the draft's value then reads as its owner's choice, made having seen the other. */
export function seenClashes(base: Trees, clashes: readonly Clash[]): Trees {
  const next = structuredClone(base);
  for (const { lang, path, theirs } of clashes) {
    if (path.length === 0) {
      next[lang] = theirs as Tree;
      continue;
    }
    let node: unknown = (next[lang] ??= {});
    for (const [i, step] of path.slice(0, -1).entries()) {
      const holder = node as Record<string | number, unknown>;
      if (typeof holder[step] !== "object" || holder[step] === null) holder[step] = typeof path[i + 1] === "number" ? [] : {};
      node = holder[step];
    }
    (node as Record<string | number, unknown>)[path.at(-1)!] = structuredClone(theirs);
  }
  return next;
}
