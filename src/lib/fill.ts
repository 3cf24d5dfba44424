// Fills in a text of content/words/: "{count} Festivals" with { count: 14 } is "14 Festivals".
// Plain string work, so no page loads a message-formatting library for it. Counted words take the
// form the number does in the language ("1 festival", "14 festivals": src/lib/plural.ts) by
// `pluralOf`, the language's rule (src/content/counted.ts passes the page's); without it, the
// form for any number ("other").
import { withCounts, type PluralOf } from "./plural.ts";

export function fill(text: string, values: Record<string, string | number>, pluralOf: PluralOf = () => "other"): string {
  return withCounts(text, values, pluralOf).replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The names a text fills in, as `{name}`: its placeholders and the numbers its counted words count. */
export const namesFilledIn = (text: string) => [
  ...new Set([...text.matchAll(/\{\s*([A-Za-z][A-Za-z0-9]*)\s*[,}]/g)].map((m) => `{${m[1]}}`)),
];
