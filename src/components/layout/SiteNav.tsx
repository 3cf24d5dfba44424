import { Menu, Play, X } from "lucide-react";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { film, navLinks, trailerPageUrl } from "../../content/index.ts";
import { buttonVariants } from "../ui/primitives.tsx";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { pagePath } from "../../config/pages.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { layout } from "#lang/words/common.json";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${isActive ? "text-sunflower" : "text-cream hover:text-sunflower"}`;

/** Fixed top navigation. Below the md breakpoint the links fold behind a menu button. */
export function SiteNav() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b print:hidden border-ink-line/70 bg-ink/90 backdrop-blur">
      <nav aria-label={layout.mainNavigation}>
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            to={pagePath("home")}
            onClick={close}
            className="font-display text-xl font-semibold tracking-[0.25em] text-sunflower uppercase"
          >
            {film.title}
          </Link>
          <ul className="hidden items-center gap-1 lg:flex">
            {navLinks.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.to === "/"} className={linkClass}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-2">
            {/* Below 1280 px the bar has no room for it: the footer has it, and on a phone the menu too. */}
            <LanguageSwitch
              short
              className="hidden rounded-md px-2 py-2 text-sm font-semibold tracking-wider text-cream hover:text-sunflower xl:inline-block"
            />
            <ExternalLink href={trailerPageUrl} className={buttonVariants({ variant: "primary", className: "whitespace-nowrap" })}>
              <Play aria-hidden="true" className="size-4" />
              {layout.watchTrailer}
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
                <NavLink
                  to={l.to}
                  end={l.to === "/"}
                  onClick={close}
                  className={({ isActive }) => `block ${linkClass({ isActive })} py-3 text-base`}
                >
                  {l.label}
                </NavLink>
              </li>
            ))}
            <li className="mt-2 border-t border-ink-line pt-2">
              <LanguageSwitch className="block rounded-md px-3 py-3 text-base font-medium text-cream hover:text-sunflower" />
            </li>
          </ul>
        </div>
      </nav>
    </header>
  );
}
