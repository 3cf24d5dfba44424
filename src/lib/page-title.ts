// A page's title from the film's name, year and tagline: one rule for the pages (routes/meta.ts)
// and for the content check, which refuses a title that could not fit (check/content-rules.ts).

/** Search results and link previews cut a page title after about 70 characters. */
export const titleLimit = 70;

/**
 * The film's name as a page title may shorten it, longest first: whole; its main title before a
 * subtitle ("Der Sommer der Zugvögel" of "Der Sommer der Zugvögel: Die
 * Vogelschutzgebietsbetreuerinnen", or before " – "); its first words with an ellipsis, three
 * words at least.
 */
function filmNames(title: string): string[] {
  const main = /^(.+?)(?::| [–—]) /u.exec(title)?.[1];
  const words = title.split(/\s+/);
  const starts = words.slice(3, -1).map(
    (_, i) =>
      `${words
        .slice(0, words.length - 1 - i)
        .join(" ")
        .replace(/\p{P}+$/u, "")}…`,
  );
  return [title, ...(main ? [main] : []), ...starts];
}

/**
 * A page's title: Home's names the film, its year and tagline, the others the page and the
 * film. Where that runs past the limit, the tagline (Home) is left out, and elsewhere the film's
 * name shortened (filmNames), so a longer title or tagline never breaks a page and every tab and
 * search result still names the film; the page alone only where no form of it fits.
 */
export function pageTitle(path: string, title: string, f: { title: string; year: number; tagline: string }): string {
  const candidates =
    path === "/"
      ? [`${f.title} (${f.year}) – ${f.tagline}`, `${f.title} (${f.year})`]
      : [...filmNames(f.title).map((name) => `${title} – ${name}`), title];
  return candidates.find((t) => t.length <= titleLimit) ?? candidates.at(-1)!;
}

/** The content editor's title (/admin): the film's, and the editor's name where the limit leaves room. */
export function editorTitle(title: string): string {
  const named = `${title} · Content editor`;
  return named.length <= titleLimit ? named : title;
}
