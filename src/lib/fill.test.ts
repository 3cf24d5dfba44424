import { describe, expect, it } from "vitest";
import { fill, namesFilledIn } from "./fill.ts";
import { pluralTable } from "../content/build-time/plural-table.ts";
import { pluralOfTable } from "./plural.ts";

describe("fill", () => {
  it("puts in each value by name, leaving a name it is not given as written", () => {
    expect(fill("{count} Festivals", { count: 14 })).toBe("14 Festivals");
    expect(fill("Presentada a {count} festivales", { count: 14 })).toBe("Presentada a 14 festivales");
    expect(fill("{a} y {b}, {c}", { a: "uno", b: 2 })).toBe("uno y 2, {c}");
  });

  it("puts counted words in the form the language's rule gives their number, then the other values", () => {
    const text = "{title}: {count, plural, one {# festival} other {# festivals}}, {targets, plural, one {one more} other {# more}}";
    const en = pluralOfTable(pluralTable("en-GB"));
    expect(fill(text, { title: "Sol", count: 1, targets: 3 }, en)).toBe("Sol: 1 festival, 3 more");
    expect(fill(text, { title: "Sol", count: 0, targets: 1 }, en)).toBe("Sol: 0 festivals, one more");
    expect(fill(text, { title: "Sol", count: 0, targets: 1 }, pluralOfTable(pluralTable("fr-FR")))).toBe("Sol: 0 festival, one more");
    // Without a language's rule, the form for any number.
    expect(fill(text, { title: "Sol", count: 1, targets: 1 })).toBe("Sol: 1 festivals, 1 more");
    expect(namesFilledIn(text).sort()).toEqual(["{count}", "{targets}", "{title}"]);
  });
});
