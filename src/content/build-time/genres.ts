// The film's genres as the pages name them: its genre, and the second one content/film.yaml may
// give (otherGenre), joined as each language joins a list. At build time (formatted-facts.ts), so
// no page loads ICU data for it.

/** A genre inside a sentence: lower case (“road movie”), but in German, which capitalises every noun. */
const inSentence = (genre: string, lang: string) => (lang === "de" ? genre : genre.charAt(0).toLocaleLowerCase(lang) + genre.slice(1));

/** For a table of facts: "Melodrama, road movie", "Melodrama y road movie". */
export const genresListed = (genre: string, other: string | undefined, lang: string): string =>
  other ? new Intl.ListFormat(lang, { type: "unit", style: "short" }).format([genre, inSentence(other, lang)]) : genre;

/** Inside a sentence: "melodrama and road movie", "melodrama y road movie". */
export const genresInSentence = (genre: string, other: string | undefined, lang: string): string =>
  new Intl.ListFormat(lang, { type: "conjunction" }).format([genre, ...(other ? [other] : [])].map((g) => inSentence(g, lang)));
