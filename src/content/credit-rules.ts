// How a press credit is written, and what the build reads from it. Free of zod, of the content's
// types and of generated data, so the content schema checks credits with it and the caption rules
// (caption-rules.ts) build on it, neither importing the other.
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
