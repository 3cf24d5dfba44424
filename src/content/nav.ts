// The navigation: its links, with their words in the language of the build.
import { nav } from "#lang/words/common.json";
import { navLinksIn } from "./nav-links.ts";
import { siteHas } from "./site-has.ts";

/** The navigation's links: the pages marked for it that this site builds. */
export const navLinks = navLinksIn(nav, siteHas);
