// A file's content as one tree whose values hold every language: the editor hands a draft as a
// tree per language, and a merge must see an entry of a list as one entry in all of them (moved,
// added or removed in all at once), while a text may change in one language alone.
import type { Lang } from "./sides.ts";

type Tree = Record<string, unknown>;
/** A value in each language (a text, a number, a yes/no; the same in each where it is not a text). */
export class Value {
  readonly by: Partial<Record<Lang, unknown>>;
  constructor(by: Partial<Record<Lang, unknown>>) {
    this.by = by;
  }
}
/** A tree of every language: lists and fields as the file has them, a `Value` at each end. */
export type Both = Value | Both[] | { [key: string]: Both } | undefined;

const isObject = (v: unknown): v is Tree => typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Value);
const empty = (v: unknown) => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);

/** Each language's values joined into one tree. */
export function together(values: Partial<Record<Lang, unknown>>): Both {
  const all = Object.values(values);
  if (all.some(Array.isArray)) {
    const length = Math.max(...all.map((v) => (Array.isArray(v) ? v.length : 0)));
    return Array.from({ length }, (_, i) => together(mapLangs(values, (v) => (Array.isArray(v) ? v[i] : undefined))));
  }
  if (all.some(isObject)) {
    const keys = new Set(all.flatMap((v) => (isObject(v) ? Object.keys(v) : [])));
    return Object.fromEntries([...keys].map((k) => [k, together(mapLangs(values, (v) => (isObject(v) ? v[k] : undefined)))]));
  }
  return all.every((v) => v === undefined) ? undefined : new Value(values);
}

const mapLangs = (values: Partial<Record<Lang, unknown>>, f: (v: unknown) => unknown) =>
  Object.fromEntries(Object.entries(values).map(([lang, v]) => [lang, f(v)])) as Partial<Record<Lang, unknown>>;

/** One language's tree of a tree of every language. */
export function inOne(both: Both, lang: Lang): unknown {
  if (both instanceof Value) return both.by[lang];
  if (Array.isArray(both)) return both.map((item) => inOne(item, lang));
  if (isObject(both))
    return Object.fromEntries(
      Object.entries(both).flatMap(([k, v]) => {
        const value = inOne(v as Both, lang);
        return value === undefined ? [] : [[k, value]];
      }),
    );
  return undefined;
}

/** A value as the file would hold it: empty values left out (the form holds "" where the file has no key), keys in order. */
export function canonical(v: unknown): unknown {
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
/** Whether two trees of every language would be written the same in each of `langs`. */
export const sameIn = (langs: readonly Lang[], a: Both, b: Both) => langs.every((lang) => same(inOne(a, lang), inOne(b, lang)));
export { isObject };
