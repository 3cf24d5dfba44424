// The texts of content/: a text, a text in each of the site's languages, a name written once or in
// each, paragraphs. The languages are content/site.yaml's (src/lib/languages.ts): a text is a group
// with one line per language, under its code (en:, es:, fr:), in every file but site.yaml.
import { z } from "zod";
import { languageNameOf, languages, localeOf, type Lang } from "../../../lib/languages.ts";
import { pluralBlocks } from "../../../lib/plural.ts";
import { pluralCategoriesOf } from "../plural-table.ts";

export const text = z.string().trim().min(1, "must not be empty");

/**
 * The languages the kit's pages' words are written in (content/words), whichever the site lists:
 * a words file keeps them for the day the site lists one more.
 */
export const kitLanguages: readonly Lang[] = ["en", "es", "fr", "de", "it", "pt"];

/** The codes a text's lines may be under: the site's languages, and the kit's for its words. */
export const textCodes: readonly Lang[] = [...new Set([...languages, ...kitLanguages])];

/** Whether `key` is written as a language's code, as a text's keys are: "en", "fr", "ast". */
export const isLanguageCode = (key: string) => /^[a-z]{2,3}$/.test(key);

/**
 * Whether a group with these keys is a text: every key a language's code, one of `langs` (the
 * site's and the kit's) at least among them. A text that lacks one of them (a language just added
 * to the site's list) is a text still, which the check then names as missing that language.
 */
export const isTextKeys = (keys: readonly string[], langs: readonly Lang[] = textCodes) =>
  keys.length > 0 && keys.every(isLanguageCode) && keys.some((k) => langs.includes(k));

/** Whether `value` reads as a text in one or more languages (isTextKeys): the build's and the editor's one test. */
export const isTexts = (value: unknown, langs: readonly Lang[] = textCodes): value is Record<Lang, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && isTextKeys(Object.keys(value), langs);

const listed = (codes: readonly Lang[]) =>
  new Intl.ListFormat("en", { type: "conjunction" }).format(codes.map((l) => `${l}: (${languageNameOf(l)})`));

/** The message a text written once, where it needs each language, gets (after its field's name). */
export const oneLanguageOnly =
  languages.length === 1
    ? `is written without its language: write it under ${listed(languages)}`
    : `is written in one language only: write it in each of the site's languages, under ${listed(languages)}`;

/** A text in each of the site's languages, as content's files write it: { en: …, es: … }. */
export type Texts<V = string> = Record<Lang, V> & z.$brand<"Texts">;

/** Each language's text of `texts` made into another value by `f`. */
export const mapTexts = <V, W>(texts: Record<Lang, V>, f: (v: V) => W) =>
  Object.fromEntries(Object.entries(texts).map(([l, v]) => [l, f(v)])) as Record<Lang, W>;

/**
 * A group with one `value` for each of the site's languages (or the language's own rule of
 * `own`, where the site lists it), and, when `alsoKit`, the kit's other languages' if they are there.
 */
export const inEachLanguage = <S extends z.ZodType>(value: S, alsoKit = false, own: Partial<Record<Lang, S>> = {}) =>
  z.strictObject(
    Object.fromEntries([
      ...languages.map((l) => [l, own[l] ?? value]),
      ...(alsoKit ? kitLanguages.filter((l) => !languages.includes(l)).map((l) => [l, (own[l] ?? value).optional()]) : []),
    ]) as Record<Lang, S>,
    { error: (issue) => (issue.code === "invalid_type" ? oneLanguageOnly : undefined) },
  );

/**
 * A text the reader reads, once in each of the site's languages. A text missing one of them is
 * refused before the schema runs (read-texts.ts names the missing language).
 */
export const localized = inEachLanguage(text).brand<"Texts">();
/**
 * A words text in `lang` whose counted words (src/lib/plural.ts: "{count, plural, one {# festival}
 * other {# festivals}}") are well written and have every form the language uses for a number.
 */
const countedWordsIn = (lang: Lang) =>
  text.superRefine((t, ctx) => {
    const { blocks, problem } = pluralBlocks(t);
    if (problem) ctx.addIssue({ code: "custom", message: problem, params: { sentence: true } });
    const locale = languages.includes(lang) ? localeOf(lang) : lang;
    for (const block of blocks)
      for (const [category, example] of pluralCategoriesOf(locale))
        if (category !== "other" && block.forms[category] === undefined && block.forms[`=${example}`] === undefined)
          ctx.addIssue({
            code: "custom",
            message: `{${block.name}, plural, …} has no "${category}" form, which ${languageNameOf(lang)} uses for ${example}: write ${category} {…} beside other {…}`,
            params: { sentence: true },
          });
  });
/** A words text (content/words): the site's languages, and the kit's others kept as they are. */
export const wordText = inEachLanguage(text, true, Object.fromEntries(textCodes.map((l) => [l, countedWordsIn(l)]))).brand<"Texts">();
/** A name (a person, a festival, a character): one text for every language, or one in each where a language has its own usual form (Berlinale). */
export const nameText = z.union([text, localized]);

/** Paragraphs separated by a blank line; a line break inside a paragraph is a space, as in Markdown. */
export const paragraphsOf = (block: string) =>
  block
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, " ").trim())
    .filter((p) => p !== "");
const paragraph = (t: string) => paragraphsOf(t).join(" ");
/** A long text in each language, as a list of paragraphs in each (the editor shows each paragraph on one line: admin/paragraphs.ts). */
export const localizedParagraphs = inEachLanguage(text)
  .transform((t) => mapTexts(t, paragraphsOf))
  .brand<"Texts">()
  .meta({ "x-widget": "paragraphs" });
/** One paragraph in each language (a block written over several lines reads as one line). */
export const localizedParagraph = inEachLanguage(text)
  .transform((t) => mapTexts(t, paragraph))
  .brand<"Texts">()
  .meta({ "x-widget": "paragraphs" });
