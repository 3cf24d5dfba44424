// The navigation's links, built from the page registry and the words of the links: a module of
// its own, without the words, so the browser tests build the same list from the English words.
import { navLinksOf, pages, pagesWith, type SiteHas, type WordsKey } from "../config/pages.ts";

type NavPageId = Extract<(typeof pages)[number], { inNav: true }>["id"];

/** The words of the navigation's links, by page id as one word: content/words/common.yaml, `nav:`. */
export type NavWords = Record<WordsKey<NavPageId>, string>;

/** The pages the registry marks for the navigation that the site has (`has`), in its order, each with its words. */
export const navLinksIn = (nav: NavWords, has: SiteHas): { to: string; label: string }[] => navLinksOf(pagesWith(pages, has), nav);
