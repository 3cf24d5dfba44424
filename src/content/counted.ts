// Words with a number in them, in the language of the page: "1 festival", "14 festivals". The
// language's rule is the table its build wrote (src/generated/content/<lang>/plural.json), so that
// no page runs Intl.PluralRules.
import plural from "#lang/plural.json";
import { fill } from "../lib/fill.ts";
import { pluralOfTable } from "../lib/plural.ts";

const pluralOf = pluralOfTable(plural.table);

/** fill(), with the counted words of `text` in the form their number takes in the page's language. */
export const fillCounted = (text: string, values: Record<string, string | number>) => fill(text, values, pluralOf);
