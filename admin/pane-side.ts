// Which language's side a field stands on, and a field that tells the editor when its pane changes
// language. Sveltia CMS 0.221 keeps a pane's fields when its language is switched (English to
// Spanish with the other pane on Preview): it keys them by name alone (entry-editor.svelte), and
// registers each custom field's instance for its checks under the language it was shown in when
// React handed the instance to its ref (custom-fields.js), which React does once. The Spanish side
// then asked none of its fields, and the build's words were said by no field of that side. Given
// a ref of its own for each side, the field is handed to the editor again whenever its side
// changes, and registered under the side shown; the control itself is kept, with what it holds.
// The sides are the site's languages (sides.ts), as many as it lists.
import { languages, type Lang } from "./sides.ts";

type Entry = { get: (key: string) => unknown };
type Ref = (instance: unknown) => void;
type Tree = Record<string, unknown>;
declare const h: (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** What Sveltia CMS hands a field or a preview as the entry's other sides: `{fr: {data}, de: {data}}`. */
const othersOf = (entry: Entry | undefined) =>
  ((entry?.get("i18n") as { toJS: () => unknown } | undefined)?.toJS() ?? {}) as Partial<Record<Lang, { data?: Tree }>>;

/**
 * The side an entry, as the editor hands it to a field or a preview, is shown in: its `data` is that
 * side's, and its `i18n` holds every other side of `langs`, so the side is the one language it lacks.
 */
export function sideOf(entry: Entry | undefined, langs: readonly Lang[] = languages): Lang {
  const others = Object.keys(othersOf(entry));
  return langs.find((l) => !others.includes(l)) ?? langs[0]!;
}

/** The side an entry is shown in, and the draft of each side of `langs`: that side's `data`, the others' from its `i18n`. */
export function sidesOf(entry: Entry, langs: readonly Lang[] = languages): { lang: Lang; drafts: Record<Lang, Tree> } {
  const lang = sideOf(entry, langs);
  const others = othersOf(entry);
  const data = ((entry.get("data") as { toJS: () => unknown } | undefined)?.toJS() ?? {}) as Tree;
  return { lang, drafts: Object.fromEntries(langs.map((l) => [l, l === lang ? data : (others[l]?.data ?? {})])) };
}

/** The editor's ref for each side, one function a side: React calls a ref again when it is another function. */
const sideRefs = new WeakMap<Ref, Partial<Record<Lang, Ref>>>();
const refFor = (ref: Ref, side: Lang): Ref => {
  const bySide = sideRefs.get(ref) ?? {};
  sideRefs.set(ref, bySide);
  return (bySide[side] ??= (instance) => ref(instance));
};

/** `control`, handed to the editor again whenever its pane changes language (React 19 gives a function component its `ref` as a prop). */
export const registeredBySide = (control: unknown) => {
  const bySide = ({ ref, ...props }: { ref?: unknown; entry?: Entry; [key: string]: unknown }) =>
    h(control, typeof ref === "function" ? { ...props, ref: refFor(ref as Ref, sideOf(props.entry)) } : props);
  bySide.displayName = "Registered by side";
  return bySide;
};
