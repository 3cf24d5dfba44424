import { otherLang } from "../../content/language.ts";
import { ownNameOf, pathIn } from "../../lib/languages.ts";

/**
 * The link to this page in the other language, named in that language ("Español", "English").
 * A plain link (the other language is another build of the site); the head script of
 * language-choice.ts remembers the choice and takes the open still along when it is clicked.
 * `path` is the page's address in its own language, without the language's root (/about for /es/about).
 * `short` shows the language's code, for the top bar.
 */
export function LanguageSwitch({ path, short = false, className }: { path: string; short?: boolean; className?: string }) {
  return (
    <a
      href={pathIn(otherLang, path)}
      hrefLang={otherLang}
      lang={otherLang}
      className={className}
      aria-label={short ? ownNameOf(otherLang) : undefined}
    >
      {short ? otherLang.toUpperCase() : ownNameOf(otherLang)}
    </a>
  );
}
