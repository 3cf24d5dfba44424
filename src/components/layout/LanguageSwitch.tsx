import { useLocation } from "react-router";
import { otherLang } from "../../content/language.ts";
import { ownNames, pathIn } from "../../lib/languages.ts";

/**
 * The link to this page in the other language, named in that language ("Español", "English").
 * A plain link (the other language is another build of the site); the head script of
 * language-choice.ts remembers the choice and takes the open still along when it is clicked.
 * `short` shows the language's code, for the top bar.
 */
export function LanguageSwitch({ short = false, className }: { short?: boolean; className?: string }) {
  const { pathname } = useLocation();
  // The prerender renders each page at its address with a trailing slash ("/about/"); the
  // site's addresses have none.
  const href = pathIn(otherLang, pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
  return (
    <a href={href} hrefLang={otherLang} lang={otherLang} className={className} aria-label={short ? ownNames[otherLang] : undefined}>
      {short ? otherLang.toUpperCase() : ownNames[otherLang]}
    </a>
  );
}
