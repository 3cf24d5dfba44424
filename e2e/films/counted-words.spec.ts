import { pluralBlocks } from "#src/lib/plural.ts";
import { expect, test } from "./film.ts";

// Counted words ("{count, plural, one {# festival} other {# festivals}}") in the form their number
// takes in each of the film's languages, as Intl's rule for the language says: "Altre 2 immagini"
// but "Un'altra immagine", never "Altre 1 immagini". The other films have one or two extended
// stills and one or two principal actors, so their Home pages show both forms.

/** `text` with each counted part in the form `Intl.PluralRules` gives its number, and `{name}`s filled in. */
function asIntlSays(text: string, values: Record<string, number>, locale: string): string {
  const rules = new Intl.PluralRules(locale);
  let out = text;
  for (const block of pluralBlocks(text).blocks.toReversed()) {
    const n = values[block.name]!;
    const form = block.forms[`=${n}`] ?? block.forms[rules.select(n)] ?? block.forms.other!;
    out = out.slice(0, block.start) + form.replaceAll("#", String(n)) + out.slice(block.end);
  }
  return out.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

test("Home's counted words take each language's form for their number", async ({ film, page }) => {
  for (const { code, locale } of film.langs) {
    await page.goto(film.pathIn(code, "/"));
    const { gallery } = film.inLang<{ gallery: { extendedIntro: string } }>(code, "words/gallery.json");
    const { story } = film.inLang<{ story: { castText: string } }>(code, "words/home.json");
    const { extendedStills } = film.inLang<{ extendedStills: unknown[] }>(code, "stills.json");
    const { principalCast, keyCrew } = film.inLang<{ principalCast: unknown[]; keyCrew: unknown[] }>(code, "people.json");
    const counts = { count: extendedStills.length, castCount: principalCast.length, crewCount: keyCrew.length };
    for (const text of [gallery.extendedIntro, story.castText]) {
      const expected = asIntlSays(text, counts, locale);
      expect(expected, code).not.toMatch(/[{}#]/);
      await expect(page.locator("main").getByText(expected, { exact: false }).first(), code).toBeVisible();
    }
  }
});
