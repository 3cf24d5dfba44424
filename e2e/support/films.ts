// The other films of the fixtures (fixtures/films/<film>/content): each built as a site of its own,
// from its own content and the kit's words, in its own languages (scripts/test/fixture-site.ts, `content`), and
// walked by the tests of e2e/films/, one Playwright project a film.
import path from "node:path";

/**
 * The films, by their folder in fixtures/films: French at the root with English and German; Italian
 * alone; German at the root with European Portuguese, its title and words long (phones, 320 px).
 */
export const otherFilms = ["la-derniere-vague", "il-silenzio-del-lago", "der-sommer-der-zugvoegel"] as const;
export type OtherFilm = (typeof otherFilms)[number];

/** The kit's words, which every film starts with (npm run new-film keeps them): the seed's. */
export const kitWords = path.resolve(import.meta.dirname, "../../fixtures/seed/content/words");

/** The film's content folder, which its site starts from instead of the seed's (its words are the kit's). */
export const filmContent = (film: string) => path.resolve(import.meta.dirname, "../../fixtures/films", film, "content");
