// A language's plural rule, written down by the build for the pages (src/lib/plural.ts reads it):
// worked out here with Intl, which no page runs.
import { letterOf, pluralCategories, type PluralCategory } from "../../lib/plural.ts";

// Worked out once a language: the schema asks at every counted text of every check.
const tables = new Map<string, string>();

/**
 * A language's rule as a table the pages carry: the form of each number from 0 to 199, one letter
 * each ("z", "o", "t", "f", "m", "x" for other); a larger number takes the form of 100 and its last
 * two digits, as every language's rule for whole numbers below a million goes.
 */
export function pluralTable(locale: string): string {
  let table = tables.get(locale);
  if (table === undefined) {
    const rules = new Intl.PluralRules(locale);
    table = Array.from({ length: 200 }, (_, n) => letterOf[rules.select(n) as PluralCategory]).join("");
    tables.set(locale, table);
  }
  return table;
}

/** The forms a language uses for whole numbers, each with the first number that takes it ("one", 1). */
export function pluralCategoriesOf(locale: string): [PluralCategory, number][] {
  const table = pluralTable(locale);
  return pluralCategories.flatMap((c) =>
    table.includes(letterOf[c]) ? [[c, table.indexOf(letterOf[c])] as [PluralCategory, number]] : [],
  );
}
