// Counted words in a text of content/words/, as translators write them everywhere (ICU
// MessageFormat's plural): "{count, plural, one {# festival} other {# festivals}}", `#` standing
// for the number. Which form a number takes is the language's rule (one festival; zero festival in
// French; two, few or many in other languages): the build works it out with Intl
// (src/content/build-time/plural-table.ts) and writes it as a table for each language
// (src/generated/content/<lang>/plural.json), so that no page runs Intl.PluralRules.

/** The forms a language's counted words may have (CLDR's plural categories). */
export const pluralCategories = ["zero", "one", "two", "few", "many", "other"] as const;
export type PluralCategory = (typeof pluralCategories)[number];

/** The form a number takes in a language. */
export type PluralOf = (n: number) => PluralCategory;

/** A counted part of a text: where it stands, the value it counts, its forms by category or exact number ("=0"). */
export type PluralBlock = { start: number; end: number; name: string; forms: Record<string, string> };

const opening = /\{\s*([A-Za-z][A-Za-z0-9]*)\s*,\s*plural\s*,/g;

/** The counted parts of `text`, or what is wrong with the first one that is not well written. */
export function pluralBlocks(text: string): { blocks: PluralBlock[]; problem?: string } {
  const blocks: PluralBlock[] = [];
  for (const match of text.matchAll(opening)) {
    if (blocks.some((b) => match.index < b.end)) continue;
    const name = match[1]!;
    const forms: Record<string, string> = {};
    let i = match.index + match[0].length;
    for (;;) {
      while (/\s/.test(text[i] ?? "")) i++;
      if (text[i] === "}") break;
      const selector = /^(=\d+|[a-z]+)\s*\{/.exec(text.slice(i));
      if (!selector) return { blocks, problem: `{${name}, plural, …} needs each form as a word and its text in braces: one {…} other {…}` };
      const key = selector[1]!;
      if (!key.startsWith("=") && !(pluralCategories as readonly string[]).includes(key))
        return {
          blocks,
          problem: `"${key}" is not a form of {${name}, plural, …}: the forms are ${pluralCategories.join(", ")}, or =0, =1… for an exact number`,
        };
      let depth = 1;
      let j = i + selector[0].length;
      const from = j;
      for (; j < text.length && depth > 0; j++) depth += text[j] === "{" ? 1 : text[j] === "}" ? -1 : 0;
      if (depth > 0) return { blocks, problem: `{${name}, plural, …}: the text of "${key}" has no closing brace` };
      forms[key] = text.slice(from, j - 1);
      i = j;
    }
    if (forms.other === undefined)
      return { blocks, problem: `{${name}, plural, …} needs an "other" form, the one for any number no other form is for` };
    blocks.push({ start: match.index, end: i + 1, name, forms });
  }
  return { blocks };
}

/** `text` with each counted part in the form its number takes (`#` the number), by `pluralOf`. */
export function withCounts(text: string, values: Record<string, string | number>, pluralOf: PluralOf): string {
  const { blocks } = pluralBlocks(text);
  let out = "";
  let at = 0;
  for (const block of blocks) {
    const value = values[block.name];
    if (value === undefined) continue;
    const n = Number(value);
    const form = block.forms[`=${n}`] ?? block.forms[pluralOf(n)] ?? block.forms.other!;
    out += text.slice(at, block.start) + form.replaceAll("#", String(value));
    at = block.end;
  }
  return out + text.slice(at);
}

/** Each form's letter in a table (plural-table.ts). */
export const letterOf: Record<PluralCategory, string> = { zero: "z", one: "o", two: "t", few: "f", many: "m", other: "x" };
const categoryOf = Object.fromEntries(Object.entries(letterOf).map(([c, l]) => [l, c])) as Record<string, PluralCategory>;

/** The rule a table (pluralTable) writes down. */
export function pluralOfTable(table: string): PluralOf {
  return (n) => {
    const whole = Math.abs(Math.trunc(n));
    return categoryOf[table[whole < 200 ? whole : 100 + (whole % 100)]!] ?? "other";
  };
}
