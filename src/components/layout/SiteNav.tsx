import { Menu, Play, X } from "lucide-react";
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

/**
 * A page link's look: in the top bar, or a row of the phone menu (its page links and its language
 * switch alike, 16 px). The caller chooses the place, and the place sets the size and padding,
 * so no two classes for one property ever reach a link and the stylesheet's order never decides.
 */
const navLink = cva("rounded-md px-3 font-medium transition-colors", {
  variants: {
    place: { bar: "py-2 text-sm", menu: "block py-3 text-base" },
    active: { true: "text-sunflower", false: "text-cream hover:text-sunflower" },
  },
});

/** Whether the page at `path` is the link's or one under it (Home only itself). */
const isActiveFor = (path: string, to: string) => (to === "/" ? path === "/" : path === to || path.startsWith(`${to}/`));

/**
 * Fixed top navigation. Below the md breakpoint the links fold behind a menu button: an island
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
            className="min-w-0 font-display text-xl leading-tight font-semibold tracking-[0.25em] [overflow-wrap:anywhere] text-sunflower uppercase"
          >
            {film.title}
          </a>
          <ul className="hidden items-center gap-1 lg:flex">
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
            {/* Below 1280 px the bar has no room for it: the footer has it, and on a phone the menu too. */}
            <LanguageSwitch
              path={path}
              short
              className="hidden rounded-md px-2 py-2 text-sm font-semibold tracking-wider text-cream hover:text-sunflower xl:inline-block"
            />
            <ExternalLink href={trailerPageUrl} className={buttonVariants({ variant: "primary", className: "whitespace-nowrap" })}>
              <Play aria-hidden="true" className="size-4" />
              {/* On a phone the play sign alone, so that a long title keeps its room beside it and the menu's button. */}
              <span className="max-sm:sr-only">{layout.watchTrailer}</span>
            </ExternalLink>
            <button
              type="button"
              className="rounded-md p-2 text-cream hover:text-sunflower lg:hidden"
              aria-expanded={open}
              aria-controls="mobile-menu"
              aria-label={open ? layout.closeMenu : layout.openMenu}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            </button>
          </div>
        </div>
        <div id="mobile-menu" hidden={!open} className="border-t border-ink-line bg-ink lg:hidden">
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
