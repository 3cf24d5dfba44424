import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { canonFrom, factProblems } from "#src/content/build-time/check/fact-check/index.ts";
import { inLanguage } from "#src/content/build-time/check/read-texts.ts";
import { formattedFacts, money } from "#src/content/build-time/formatted-facts.ts";
import { lineOf, textOf, withEdits } from "./edited-content.ts";

// Films budgeted in other currencies than the seed's: each fixture (fixtures/budgets/) gives a
// budget as content/film.yaml would, the words the pages write for it in each language, and
// texts that state it rightly, wrongly, or in another currency. The film is the seed with its
// budget replaced.
type Expected = {
  budget: string;
  budgetShort: string;
  right: string[];
  wrong: { text: string; stated: string }[];
  otherCurrency: string[];
};
type BudgetFixture = { budget: { amount: number; currency: string }; says: string; en: Expected; es: Expected };

const fixtures = path.resolve(import.meta.dirname, "../../../fixtures/budgets");
const films = ["euro-film", "dollar-film"].map((name) => ({
  name,
  fixture: parse(readFileSync(path.join(fixtures, `${name}.yaml`), "utf8")) as BudgetFixture,
}));

// The seed's budget, as its film.yaml writes it: the group the fixtures' budgets replace.
const seedBudget = /^budget:\n(?: {2}.*\n)+/m.exec(textOf("film"))![0];
const budgetLine = lineOf("film", seedBudget);
const withBudget = (budget: string) => withEdits({ film: { find: seedBudget, replace: budget } });

// Intl puts a no-break space between a Spanish amount and its sign; the fixtures write a plain one.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe.each(films)("a film budgeted as $name", ({ fixture }) => {
  const { files, problems } = withBudget(`budget:\n  amount: ${fixture.budget.amount}\n  currency: ${fixture.budget.currency}\n`);

  it("is accepted by the content check", () => {
    expect(problems).toEqual([]);
  });

  describe.each(["en", "es"] as const)("in %s", (lang) => {
    const expected = fixture[lang];
    const canon = canonFrom(files, lang);
    /** The fact problems of one text, standing as the value of a field about nothing in particular. */
    const check = (value: string) =>
      factProblems(
        [{ file: "content/people.yaml", where: "content/people.yaml:1", field: "bio", path: "bio", key: "bio", value }],
        canon,
        lang,
      );

    it("writes the budget in the currency, as the language does", () => {
      const facts = formattedFacts(
        inLanguage(files, "film", lang),
        inLanguage(files, "people", lang),
        inLanguage(files, "words/facts", lang),
        lang,
      );
      expect(plain(facts.budget)).toBe(expected.budget);
      expect(plain(facts.budgetShort)).toBe(expected.budgetShort);
      expect(facts.footer.map(plain).filter((t) => t.includes(expected.budget))).toHaveLength(1);
      expect(plain(facts.strapline)).toContain(expected.budget);
    });

    it.each(expected.right)("accepts %j", (text) => {
      expect(check(text)).toEqual([]);
    });

    it.each(expected.wrong)("refuses $text", ({ text, stated }) => {
      expect(check(text)).toEqual([`content/people.yaml:1: bio states budget "${stated}" but content/film.yaml says ${fixture.says}`]);
    });

    it.each(expected.otherCurrency)("leaves %j alone: a budget in another currency is not compared", (text) => {
      expect(check(text)).toEqual([]);
    });
  });
});

describe("the budget's currency", () => {
  it("is read in capitals", () => {
    const { files, problems } = withBudget("budget:\n  amount: 150000\n  currency: eur\n");
    expect(problems).toEqual([]);
    expect(money(150000, inLanguage(files, "film", "en").budget.currency, "en")).toBe("€150,000");
  });

  it("must be a currency's code, and a name or sign written for one is refused with the code it meant", () => {
    const line = budgetLine + 2;
    expect(withBudget("budget:\n  amount: 150000\n  currency: EURO\n").problems).toEqual([
      `content/film.yaml:${line}: budget's currency must be a currency's three-letter code, like EUR, GBP or USD: "EURO" is not one; for euros, write EUR`,
    ]);
    expect(withBudget("budget:\n  amount: 150000\n  currency: £\n").problems).toEqual([
      `content/film.yaml:${line}: budget's currency must be a currency's three-letter code, like EUR, GBP or USD: "£" is not one; for British pounds, write GBP`,
    ]);
    expect(withBudget("budget:\n  amount: 150000\n  currency: ZZZ\n").problems).toEqual([
      `content/film.yaml:${line}: budget's currency must be a currency's three-letter code, like EUR, GBP or USD: "ZZZ" is not one`,
    ]);
    expect(withBudget("budget:\n  amount: 150000\n").problems).toEqual([`content/film.yaml:${budgetLine}: currency is missing`]);
  });
});
