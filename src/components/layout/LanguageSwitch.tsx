import { Fragment, type ReactNode } from "react";
import { otherLanguages } from "../../content/language.ts";
import { ownNameOf, pathIn } from "../../lib/languages.ts";

/**
 * The links to this page in each other language, each named in its language ("Español",
 * "English"), each after `before` (a separator); nothing on a site in one language.
 * A plain link (the other language is another build of the site); the head script of
 * language-choice.ts remembers the choice and takes the open still along when it is clicked.
 * `path` is the page's address in its own language, without the language's root (/about for /es/about).
 * `short` shows the language's code, for the top bar.
 */
export function LanguageSwitch({
  path,
  short = false,
  className,
  before,
}: {
  path: string;
  short?: boolean;
  className?: string;
  before?: ReactNode;
}) {
  return otherLanguages.map((other) => (
    <Fragment key={other}>
      {before}
      <a href={pathIn(other, path)} hrefLang={other} lang={other} className={className} aria-label={short ? ownNameOf(other) : undefined}>
        {short ? other.toUpperCase() : ownNameOf(other)}
      </a>
    </Fragment>
  ));
}
