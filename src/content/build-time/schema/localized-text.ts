// The texts of content/: a text, a text in both languages, a name written once or in both, paragraphs.
import { z } from "zod";

export const text = z.string().trim().min(1, "must not be empty");

/** The message a text written once, where it needs both languages, gets (after its field's name). */
export const oneLanguageOnly = "is written in one language only: write it twice, under en: (English) and es: (Spanish)";
/**
 * A text the reader reads: English under `en:`, Spanish under `es:`. A text with one of the two
 * is refused before the schema runs (read-collections.ts names the missing language).
 */
export const localized = z.strictObject(
  { en: text, es: text },
  { error: (issue) => (issue.code === "invalid_type" ? oneLanguageOnly : undefined) },
);
/** A name (a person, a festival, a character): one text for both languages, or en:/es: where Spanish has its own usual form (Berlinale). */
export const nameText = z.union([text, localized]);

/** Paragraphs separated by a blank line; a line break inside a paragraph is a space, as in Markdown. */
export const paragraphsOf = (block: string) =>
  block
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, " ").trim())
    .filter((p) => p !== "");
const paragraph = (t: string) => paragraphsOf(t).join(" ");
/** A long text in both languages, as a list of paragraphs in each (the editor shows each paragraph on one line: admin/paragraphs.ts). */
export const localizedParagraphs = localized
  .transform(({ en, es }) => ({ en: paragraphsOf(en), es: paragraphsOf(es) }))
  .meta({ "x-widget": "paragraphs" });
/** One paragraph in both languages (a block written over several lines reads as one line). */
export const localizedParagraph = localized
  .transform(({ en, es }) => ({ en: paragraph(en), es: paragraph(es) }))
  .meta({ "x-widget": "paragraphs" });
