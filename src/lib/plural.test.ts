import { describe, expect, test } from "vitest";
import { pluralTable } from "../content/build-time/plural-table.ts";
import { pluralBlocks, pluralOfTable, withCounts } from "./plural.ts";

const festivals = "{count, plural, one {# festival} other {# festivals}}";

describe("counted words", () => {
  test("take each language's form, by the table the build writes, as Intl would choose it", () => {
    for (const locale of ["en-GB", "fr-FR", "pt-PT", "pt-BR", "de-DE", "pl-PL", "ru-RU", "ar", "cy", "ga"]) {
      const rules = new Intl.PluralRules(locale);
      const of = pluralOfTable(pluralTable(locale));
      for (const n of [0, 1, 2, 3, 5, 11, 12, 21, 22, 25, 100, 101, 102, 111, 112, 200, 201, 202, 212, 1001, 1022, 99_999])
        expect(of(n), `${locale} ${n}`).toBe(rules.select(n));
    }
  });

  test("one festival, fourteen festivals; none in French is one", () => {
    const en = pluralOfTable(pluralTable("en-GB"));
    const fr = pluralOfTable(pluralTable("fr-FR"));
    expect(withCounts(`Submitted to ${festivals}`, { count: 1 }, en)).toBe("Submitted to 1 festival");
    expect(withCounts(`Submitted to ${festivals}`, { count: 14 }, en)).toBe("Submitted to 14 festivals");
    expect(withCounts(festivals, { count: 0 }, en)).toBe("0 festivals");
    expect(withCounts(festivals, { count: 0 }, fr)).toBe("0 festival");
  });

  test("an exact number's own words come first; other placeholders stay for the page to fill", () => {
    const en = pluralOfTable(pluralTable("en-GB"));
    const text = "{count, plural, =0 {No still chosen} one {One still of {title}} other {# stills of {title}}}";
    expect(withCounts(text, { count: 0 }, en)).toBe("No still chosen");
    expect(withCounts(text, { count: 1 }, en)).toBe("One still of {title}");
    expect(withCounts(text, { count: 7 }, en)).toBe("7 stills of {title}");
    // Without its value the part stays as written.
    expect(withCounts(text, {}, en)).toBe(text);
  });

  test("a badly written part is said, in words: a form not a category, no other, an unclosed brace", () => {
    expect(pluralBlocks(festivals).problem).toBeUndefined();
    expect(pluralBlocks("{count, plural, one {# festival} several {# festivals}}").problem).toMatch(/"several" is not a form/);
    expect(pluralBlocks("{count, plural, one {# festival}}").problem).toMatch(/needs an "other" form/);
    expect(pluralBlocks("{count, plural, one {# festival} other {# festivals}").problem).toMatch(/no closing brace|needs each form/);
    expect(pluralBlocks("{count, plural, one # festival other # festivals}").problem).toMatch(/needs each form/);
  });
});
