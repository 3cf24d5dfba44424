// A page's title from the film's name, year and tagline: one rule for the pages (routes/meta.ts)
// and for the content check, which refuses a title that could not fit (check/content-rules.ts).

/** Search results and link previews cut a page title after about 70 characters. */
export const titleLimit = 70;

/**
 * A page's title: Home's names the film, its year and tagline, the others the page and the
 * film. Where that runs past the limit, the tagline (Home) or the film's name (the others)
 * is left out, so a longer title or tagline never breaks a page.
 */
export function pageTitle(path: string, title: string, f: { title: string; year: number; tagline: string }): string {
  const candidates = path === "/" ? [`${f.title} (${f.year}) – ${f.tagline}`, `${f.title} (${f.year})`] : [`${title} – ${f.title}`, title];
  return candidates.find((t) => t.length <= titleLimit) ?? candidates.at(-1)!;
}

/** The content editor's title (/admin): the film's, and the editor's name where the limit leaves room. */
export function editorTitle(title: string): string {
  const named = `${title} · Content editor`;
  return named.length <= titleLimit ? named : title;
}
