import type { SiteContent } from "./press-package";

/** One credit of a billing block: the small words before the names ("music by"), or after them ("presents"). */
export type Credit = { role: string; names: string[]; after?: string };

/**
 * The billing block a poster carries, from content/film.yaml and content/people.yaml: the
 * companies, the director's credit, the cast, each key crew member by role (the composer as
 * "music by"), and the writer-director last. Nothing in it is typed here but the joining words.
 */
export function billingBlock(content: Pick<SiteContent, "film" | "principalCast" | "keyCrew" | "keyPersonnel">): Credit[] {
  const [presenter, ...associates] = content.film.productionCompanies;
  const director = content.keyPersonnel.director;
  const writes = /writer/i.test(director.role);
  const credits: Credit[] = [{ role: "", names: [presenter!], after: "presents" }];
  if (associates.length > 0) credits.push({ role: "in association with", names: associates });
  credits.push({ role: "a film by", names: [director.name] });
  const cast = content.principalCast.map((m) => m.name);
  credits.push({ role: "starring", names: cast.length > 1 ? cast.slice(0, -1) : cast });
  if (cast.length > 1) credits.push({ role: "and", names: cast.slice(-1) });
  for (const c of content.keyCrew) {
    if (c === director) continue;
    credits.push({ role: c.department === "Music" ? "music by" : c.role.toLowerCase(), names: [c.name] });
  }
  credits.push({ role: writes ? "written and directed by" : "directed by", names: [director.name] });
  return credits;
}
