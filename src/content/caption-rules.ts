import type { Lang } from "../lib/languages";
import type { Caption, Film as FilmFacts } from "./schema";

// What a press caption says, and what is written into each file the site serves. Free of zod
// and of generated data, so the content schema, the build (which writes the captions into the
// files) and the dev server's check share it; src/content/captions.ts applies it to the content.
//
// A credit is printed as content/captions.yaml writes it: "Photo: <photographer> / <company>", or
// "Artwork: <designer> / <company>" for the poster and the key art. The name before the "/" is
// also written into each file as its creator (IPTC By-line, XMP dc:creator), so the build refuses
// a credit it cannot read that name from.

/** The two forms a credit may take in each language, as the build's message names them. */
export const creditForms = {
  en: `"Photo: <photographer> / <company>" or "Artwork: <designer> / <company>"`,
  es: `"Foto: <photographer> / <company>" or "Arte: <designer> / <company>"`,
};

/** What a credit says: the kind of image, who made it, for which company. */
export type CreditParts = { kind: "Photo" | "Artwork"; creator: string; company: string };

const creditPatterns = {
  en: /^(Photo|Artwork): *([^/]*[^/\s]) *\/ *(\S.*)$/,
  es: /^(Foto|Arte): *([^/]*[^/\s]) *\/ *(\S.*)$/,
};
const kinds: Record<string, CreditParts["kind"]> = { Photo: "Photo", Foto: "Photo", Artwork: "Artwork", Arte: "Artwork" };

/** The parts of a credit in either language, or undefined when it is not in one of their forms. */
export function creditParts(credit: string): CreditParts | undefined {
  const match = creditPatterns.en.exec(credit.trim()) ?? creditPatterns.es.exec(credit.trim());
  if (!match) return undefined;
  const [, kind, creator, company] = match as unknown as [string, string, string, string];
  return { kind: kinds[kind]!, creator: creator.trim(), company: company.trim() };
}

/**
 * Why a credit cannot be read, as a whole sentence after its file and line, or undefined when it
 * can: each language in its own form, both naming the same person and company.
 */
export function creditProblem(credit: { en: string; es: string }): string | undefined {
  for (const lang of ["en", "es"] as const) {
    if (!creditPatterns[lang].test(credit[lang].trim()))
      return `credit (${lang === "en" ? "English" : "Spanish"}) "${credit[lang]}" is not in the form ${creditForms[lang]}: the name before the "/" is written into the file as its creator`;
  }
  const [en, es] = [creditParts(credit.en)!, creditParts(credit.es)!];
  if (en.kind !== es.kind || en.creator !== es.creator || en.company !== es.company)
    return `credit "${credit.en}" and its Spanish "${credit.es}" must name the same kind of image, person and company`;
  return undefined;
}

/** What a photo desk prints with an image: the caption, the credit and the copyright line. */
export type PressCaption = { caption: string; credit: string; copyright: string };

/**
 * What a served file carries inside it, in the IPTC and XMP fields picture desks read: its press
 * caption, the photographer or designer its credit names, and the film's title as headline.
 */
export type EmbeddedCaption = PressCaption & { creator: string; headline: string };

/**
 * What one served file carries in each language: the same file is served to the English and the
 * Spanish site, so it holds both captions (XMP's language alternatives), English first.
 */
export type EmbeddedCaptions = Record<Lang, EmbeddedCaption>;

type Film = Pick<FilmFacts, "title" | "year" | "copyrightHolder">;

/** The film's copyright line for its images: "© 2025 Camino Lento Films". */
export const filmCopyright = (film: Film) => `© ${film.year} ${film.copyrightHolder}`;

/** An entry of content/captions.yaml as printed: its copyright line the film's unless it has its own. */
export const pressCaptionOf = (entry: Caption, film: Film): PressCaption => ({
  caption: entry.caption,
  credit: entry.credit,
  copyright: entry.copyright ?? filmCopyright(film),
});

/** An entry of content/captions.yaml as written into its file; throws for a credit the schema refuses. */
export function embeddedCaptionOf(entry: Caption, film: Film): EmbeddedCaption {
  const credit = creditParts(entry.credit);
  if (!credit)
    throw new Error(`${entry.file}: credit "${entry.credit}" is not in the form ${creditForms.en} (or in Spanish ${creditForms.es})`);
  return { ...pressCaptionOf(entry, film), creator: credit.creator, headline: film.title };
}
