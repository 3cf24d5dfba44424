import { Link } from "react-router";
import { facts, film, footerFacts, pressContact } from "../../content/index.ts";
import { pagePath } from "../../config/pages.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { hasPage } from "../../content/site-has.ts";
import { layout } from "#lang/words/common.json";
import { privacyPage } from "#lang/words/sign-up.json";

/** The footer: static, so its links are the router's (the language's root put in by it); `path` is the page's, for the language switch. */
export function SiteFooter({ path }: { path: string }) {
  return (
    <footer className="mt-16 border-t border-ink-line bg-ink-soft">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6">
        <p className="font-display text-2xl text-sunflower">{film.title}</p>
        <ul aria-label={layout.footerFacts} className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-sand">
          {footerFacts.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-4 text-sm text-sand/80">
          <p>{facts.copyright}</p>
          <p>
            {layout.footerPress}{" "}
            <a className="[overflow-wrap:anywhere] underline hover:text-sunflower" href={`mailto:${pressContact.email}`}>
              {pressContact.email}
            </a>
            <span className="print:hidden">
              {" "}
              ·{" "}
              <Link className="underline hover:text-sunflower" to={pagePath("stills")}>
                {layout.footerStills}
              </Link>
              {/* While a list is named for "Tell me when it plays near me": what is done with an address. */}
              {hasPage("privacy") && (
                <>
                  {" "}
                  ·{" "}
                  <Link className="underline hover:text-sunflower" to={pagePath("privacy")}>
                    {privacyPage.title}
                  </Link>
                </>
              )}
              <LanguageSwitch path={path} before=" · " className="underline hover:text-sunflower" />
            </span>
          </p>
        </div>
      </div>
    </footer>
  );
}
