// Which language's side a field stands on, and a field that tells the editor when its pane changes
// language. Sveltia CMS 0.221 keeps a pane's fields when its language is switched (English to
// Spanish with the other pane on Preview): it keys them by name alone (entry-editor.svelte), and
// registers each custom field's instance for its checks under the language it was shown in when
// React handed the instance to its ref (custom-fields.js), which React does once. The Spanish side
// then asked none of its fields, and the build's words were said by no field of that side. Given
// a ref of its own for each side, the field is handed to the editor again whenever its side
// changes, and registered under the side shown; the control itself is kept, with what it holds.
import type { Lang } from "./problem-places.ts";

type Entry = { get: (key: string) => unknown };
type Ref = (instance: unknown) => void;
declare const h: (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

const locales: Lang[] = ["en", "es"];

/** The side an entry, as the editor hands it to a field, is shown in: the language its `i18n` does not hold. */
export function sideOf(entry: Entry | undefined): Lang {
  const i18n = entry?.get("i18n") as { toJS: () => Record<string, unknown> } | undefined;
  const others = Object.keys(i18n?.toJS() ?? {});
  return locales.find((l) => !others.includes(l)) ?? "en";
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
