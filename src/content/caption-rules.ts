import type { Lang } from "../lib/languages.ts";
import { creditFormsIn, creditParts } from "./credit-rules.ts";
import type { Caption, Film as FilmFacts } from "./build-time/schema/types.ts";

// What a press caption says, and what is written into each file the site serves. Free of zod
// and of generated data, so the build (which writes the captions into the files) and the dev
// server's check share it; src/content/lazy/captions.ts applies it to the content. How a credit is
// written and read is credit-rules.ts's.

/** What a photo desk prints with an image: the caption, the credit and the copyright line. */
export type PressCaption = { caption: string; credit: string; copyright: string };

/**
 * What a served file carries inside it, in the IPTC and XMP fields picture desks read: its press
 * caption, the photographer or designer its credit names, the film's title as headline, and what
 * a publication may do with it (the usage terms of content/captions.yaml, and the address that
 * sets them out in full, where there is one).
 */
export type EmbeddedCaption = PressCaption & { creator: string; headline: string; usageTerms: string; usageTermsLink?: string };

/** The terms every image is given under, from content/captions.yaml. */
export type UsageTerms = { usageTerms: string; usageTermsLink?: string };

/**
 * What one served file carries in each language: the same file is served to every language's
 * pages, so it holds each language's caption (XMP's language alternatives), the first language's first.
 */
export type EmbeddedCaptions = Record<Lang, EmbeddedCaption>;

type Film = Pick<FilmFacts, "title" | "year" | "copyrightHolder">;

/** The film's copyright line for its images: "© 2025 Wave Films" for a film of 2025 by Wave Films. */
export const filmCopyright = (film: Film) => `© ${film.year} ${film.copyrightHolder}`;

/** An entry of content/captions.yaml as printed: its copyright line the film's unless it has its own. */
export const pressCaptionOf = (entry: Caption, film: Film): PressCaption => ({
  caption: entry.caption,
  credit: entry.credit,
  copyright: entry.copyright ?? filmCopyright(film),
});

/** An entry of content/captions.yaml as written into its file; throws for a credit the schema refuses. */
export function embeddedCaptionOf(entry: Caption, film: Film, terms: UsageTerms): EmbeddedCaption {
  const credit = creditParts(entry.credit);
  if (!credit) throw new Error(`${entry.file}: credit "${entry.credit}" is not in the form ${creditFormsIn("en")} (or another language's)`);
  return {
    ...pressCaptionOf(entry, film),
    creator: credit.creator,
    headline: film.title,
    usageTerms: terms.usageTerms,
    ...(terms.usageTermsLink ? { usageTermsLink: terms.usageTermsLink } : {}),
  };
}
