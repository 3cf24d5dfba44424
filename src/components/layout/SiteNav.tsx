import Menu from "lucide-react/icons/menu";
import Play from "lucide-react/icons/play";
import X from "lucide-react/icons/x";
import { useState } from "react";
// From their own modules, not the content index: the navigation is on every page, and its
// island loads these alone.
import { film } from "../../content/film.ts";
import { trailerPageUrl } from "../../content/links.ts";
import { navLinks } from "../../content/nav.ts";
import { localPath, otherLanguages } from "../../content/language.ts";
import { cva } from "class-variance-authority";
import { buttonVariants } from "../ui/primitives.tsx";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { pagePath } from "../../config/pages.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { layout } from "#lang/words/common.json";
import fit from "#lang/nav-fit.json";

// From which width the bar has room for its links, then for the other languages' codes, in this
// language's words and with this film's title: measured by the build (scripts/prepare/assets/nav-fit.ts).
// Each class written whole, so that the stylesheet has it.
const linksShown: Record<string, string> = { lg: "lg:flex", xl: "xl:flex", never: "" };
const menuShown: Record<string, string> = { lg: "lg:hidden", xl: "xl:hidden", never: "" };
const codesShown: Record<string, string> = { lg: "lg:inline-block", xl: "xl:inline-block", never: "" };
// The title's size on a phone and from 640 px (nav-fit.ts's titleSizes): the largest at which it
// stands whole in the bar, whatever its length, broken between its words; a word too long for the
// bar at any size (a German compound on a phone) is hyphenated as the page's language hyphenates,
// or else broken where it must be.
const titleOnPhone: Record<string, string> = {
  xl: "text-[20px] tracking-[0.25em]",
  lg: "text-[17px] tracking-[0.2em]",
  md: "text-[15px] tracking-[0.15em]",
  sm: "text-[13px] tracking-[0.1em]",
  xs: "text-[11px] tracking-[0.06em]",
};
const titleWide: Record<string, string> = {
  xl: "sm:text-[20px] sm:tracking-[0.25em]",
  lg: "sm:text-[17px] sm:tracking-[0.2em]",
  md: "sm:text-[15px] sm:tracking-[0.15em]",
  sm: "sm:text-[13px] sm:tracking-[0.1em]",
  xs: "sm:text-[11px] sm:tracking-[0.06em]",
};

/**
 * A page link's look: in the top bar, or a row of the phone menu (its page links and its language
 * switch alike, 16 px). The caller chooses the place, and the place sets the size and padding,
 * so no two classes for one property ever reach a link and the stylesheet's order never decides.
 */
const navLink = cva("rounded-md px-3 font-medium transition-colors", {
  variants: {
    place: { bar: "py-2 text-sm whitespace-nowrap", menu: "block py-3 text-base" },
    active: { true: "text-sunflower", false: "text-cream hover:text-sunflower" },
  },
});

/** Whether the page at `path` is the link's or one under it (Home only itself). */
const isActiveFor = (path: string, to: string) => (to === "/" ? path === "/" : path === to || path.startsWith(`${to}/`));

/**
 * Fixed top navigation. Below the width where they fit (nav-fit.json) the links fold behind a menu button: an island
 * (hydrated alone, src/islands.ts), so it takes the page's address, `path`, in its own language
 * without the language's root (/about for /es/about), and writes its links as plain links.
 */
export function SiteNav({ path }: { path: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b print:hidden border-ink-line/70 bg-ink/90 backdrop-blur">
      <nav aria-label={layout.mainNavigation}>
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <a
            href={localPath(pagePath("home"))}
            onClick={close}
            className={`min-w-0 font-display leading-tight font-semibold text-balance hyphens-auto [hyphenate-limit-chars:12_5_5] [overflow-wrap:anywhere] text-sunflower uppercase ${titleOnPhone[fit.title.phone]} ${titleWide[fit.title.wide]}`}
          >
            {film.title}
          </a>
          <ul className={`hidden items-center gap-1 ${linksShown[fit.links]}`}>
            {navLinks.map((l) => (
              <li key={l.to}>
                <a
                  href={localPath(l.to)}
                  aria-current={isActiveFor(path, l.to) ? "page" : undefined}
                  className={navLink({ place: "bar", active: isActiveFor(path, l.to) })}
                >
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="flex shrink-0 items-center gap-2">
            {/* Where the bar has no room for it, the footer has it, and the menu too. */}
            <LanguageSwitch
              path={path}
              short
              className={`hidden rounded-md px-2 py-2 text-sm font-semibold tracking-wider text-cream hover:text-sunflower ${codesShown[fit.languages]}`}
            />
            <ExternalLink href={trailerPageUrl} className={buttonVariants({ variant: "primary", className: "whitespace-nowrap" })}>
              <Play aria-hidden="true" className="size-4" />
              {/* On a phone the play sign alone, so that a long title keeps its room beside it and the menu's button. */}
              <span className="max-sm:sr-only">{layout.watchTrailer}</span>
            </ExternalLink>
            <button
              type="button"
              className={`rounded-md p-2 text-cream hover:text-sunflower ${menuShown[fit.links]}`}
              aria-expanded={open}
              aria-controls="mobile-menu"
              aria-label={open ? layout.closeMenu : layout.openMenu}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            </button>
          </div>
        </div>
        <div id="mobile-menu" hidden={!open} className={`border-t border-ink-line bg-ink ${menuShown[fit.links]}`}>
          <ul className="mx-auto flex max-w-6xl flex-col px-4 py-3">
            {navLinks.map((l) => (
              <li key={l.to}>
                <a
                  href={localPath(l.to)}
                  onClick={close}
                  aria-current={isActiveFor(path, l.to) ? "page" : undefined}
                  className={navLink({ place: "menu", active: isActiveFor(path, l.to) })}
                >
                  {l.label}
                </a>
              </li>
            ))}
            {otherLanguages.length > 0 && (
              <li className="mt-2 border-t border-ink-line pt-2">
                <LanguageSwitch path={path} className={navLink({ place: "menu", active: false })} />
              </li>
            )}
          </ul>
        </div>
      </nav>
    </header>
  );
}
