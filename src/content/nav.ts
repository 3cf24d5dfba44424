// The navigation: its links, with their words in the language of the build.
import { nav } from "#lang/words/common.json";
import { navLinksIn } from "./nav-links.ts";

export const navLinks = navLinksIn(nav);
