// How a press credit is written, and what the build reads from it. Free of zod, of the content's
// types and of generated data, so the content schema checks credits with it and the caption rules
// (caption-rules.ts) build on it, neither importing the other.
//
// A credit is printed as content/captions.yaml writes it: "Photo: <photographer> / <company>", or
// "Artwork: <designer> / <company>" for the poster and the key art, each language with its own
// word ("Foto:", "Arte:"). The name before the "/" is also written into each file as its creator
// (IPTC By-line, XMP dc:creator), so the build refuses a credit it cannot read that name from.

/** The kinds of image a credit names. */
export type CreditKind = "Photo" | "Artwork";
/** What a credit says: the kind of image (when its language's word for it is known), who made it, for which company. */
export type CreditParts = { kind?: CreditKind; creator: string; company: string };

/** How the press of each of the kit's languages names each kind of image in a credit. */
const kindWords: Record<string, Record<CreditKind, readonly string[]>> = {
  en: { Photo: ["Photo"], Artwork: ["Artwork"] },
  es: { Photo: ["Foto"], Artwork: ["Arte"] },
  fr: { Photo: ["Photo"], Artwork: ["Visuel", "Affiche"] },
  de: { Photo: ["Foto"], Artwork: ["Artwork", "Gestaltung"] },
  it: { Photo: ["Foto"], Artwork: ["Grafica", "Artwork"] },
  pt: { Photo: ["Fotografia", "Foto"], Artwork: ["Arte"] },
};

// "<word>: <name> / <company>": French sets a space before the colon.
const form = /^([\p{L}-]+) *: *([^/]*[^/\s]) *\/ *(\S.*)$/u;

/** The forms a credit may take in `lang`, as the build's message names them. */
export function creditFormsIn(lang: string): string {
  const words = kindWords[lang];
  if (!words) return `"<Photo>: <photographer> / <company>", with your language's word for photo or artwork before the colon`;
  return `"${words.Photo[0]}: <photographer> / <company>" or "${words.Artwork[0]}: <designer> / <company>"`;
}

function kindIn(word: string, lang: string | undefined): CreditKind | undefined | null {
  const tables = lang === undefined ? Object.values(kindWords) : kindWords[lang] ? [kindWords[lang]] : undefined;
  // A language the kit has no words for: any word says the kind, which is left unknown.
  if (tables === undefined) return undefined;
  for (const t of tables) for (const kind of ["Photo", "Artwork"] as const) if (t[kind].includes(word)) return kind;
  return null;
}

/** The parts of a credit in `lang` (or, not given, in any of the kit's languages), or undefined when it is not in their form. */
export function creditParts(credit: string, lang?: string): CreditParts | undefined {
  const match = form.exec(credit.trim());
  if (!match) return undefined;
  const [, word, creator, company] = match as unknown as [string, string, string, string];
  const kind = kindIn(word, lang);
  if (kind === null) return undefined;
  return { ...(kind ? { kind } : {}), creator: creator.trim(), company: company.trim() };
}

/**
 * Why a credit cannot be read, as a whole sentence after its file and line, or undefined when it
 * can: each language in its own form, all naming the same person and company.
 */
export function creditProblem(credit: Record<string, string>, languageName: (lang: string) => string): string | undefined {
  const langs = Object.keys(credit);
  for (const lang of langs) {
    if (!creditParts(credit[lang]!, lang))
      return `credit (${languageName(lang)}) "${credit[lang]}" is not in the form ${creditFormsIn(lang)}: the name before the "/" is written into the file as its creator`;
  }
  const [first, ...others] = langs.map((l) => creditParts(credit[l]!, l)!);
  const differs = others.findIndex(
    (p) => (p.kind && first!.kind && p.kind !== first!.kind) || p.creator !== first!.creator || p.company !== first!.company,
  );
  if (differs >= 0) {
    const other = langs[differs + 1]!;
    return `credit "${credit[langs[0]!]}" and its ${languageName(other)} "${credit[other]}" must name the same kind of image, person and company`;
  }
  return undefined;
}
