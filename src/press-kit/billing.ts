import { billing } from "#lang/words/press-kit.json";
import { lang } from "../content/language.ts";
import type { SiteContent } from "./pdf-types.ts";

/** One credit of a billing block: the small words before the names ("music by"), or after them ("presents"). */
export type Credit = { role: string; names: string[]; after?: string };

/** The words for writing a film, in the kit's languages: a director's role that has one wrote the film too. */
const writerWords = /writer|screenplay|guion|scénari|drehbuch|\bbuch\b|autor|sceneggiat|argument|roteir/i;

/**
 * A crew member's role as a billing block sets it before the name: in lower case ("director of
 * photography"), but where the language writes its nouns with a capital (German "Kamera").
 */
const inBilling = (role: string) => (lang === "de" ? role : role.toLocaleLowerCase(lang));

/**
 * The billing block a poster carries, from content/film.yaml and content/people.yaml: the
 * companies, the director's credit, the cast, each key crew member by role (the composer as
 * "music by"), and the writer-director last. Nothing in it is typed here but the joining words.
 */
export function billingBlock(content: Pick<SiteContent, "film" | "principalCast" | "keyCrew" | "keyPersonnel">): Credit[] {
  const [presenter, ...associates] = content.film.productionCompanies;
  const director = content.keyPersonnel.director;
  // The director's role as content words it in the language: "Writer / Director", "Guionista y director",
  // "Scénariste et réalisatrice", "Drehbuch und Regie", "Sceneggiatrice e regista", "Argumentista e realizador".
  const writes = writerWords.test(director.role);
  const credits: Credit[] = [{ role: "", names: [presenter!], after: billing.presents }];
  if (associates.length > 0) credits.push({ role: billing.inAssociationWith, names: associates });
  credits.push({ role: billing.aFilmBy, names: [director.name] });
  const cast = content.principalCast.map((m) => m.name);
  credits.push({ role: billing.starring, names: cast.length > 1 ? cast.slice(0, -1) : cast });
  if (cast.length > 1) credits.push({ role: billing.and, names: cast.slice(-1) });
  for (const c of content.keyCrew) {
    if (c === director) continue;
    credits.push({ role: c.department === "Music" ? billing.musicBy : inBilling(c.role), names: [c.name] });
  }
  credits.push({ role: writes ? billing.writtenAndDirectedBy : billing.directedBy, names: [director.name] });
  return credits;
}
