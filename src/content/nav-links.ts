// The navigation's links, built from the page registry and the words of the links: a module of
// its own, without the words, so the browser tests build the same list from the English words.
import { pages } from "../config/pages.ts";

type NavPageId = Extract<(typeof pages)[number], { inNav: true }>["id"];

/** The words of the navigation's links, by page id in camelCase: content/words/common.yaml, `nav:`. */
export type NavWords = {
  home: string;
  about: string;
  castCrew: string;
  behindTheScenes: string;
  festivals: string;
  press: string;
  contact: string;
};

/** The pages the registry marks for the navigation, in its order (as navLinksOf lists them), each with its words. */
export function navLinksIn(nav: NavWords): { to: string; label: string }[] {
  const labels: Record<NavPageId, string> = {
    home: nav.home,
    about: nav.about,
    "cast-crew": nav.castCrew,
    "behind-the-scenes": nav.behindTheScenes,
    festivals: nav.festivals,
    press: nav.press,
    contact: nav.contact,
  };
  return pages.flatMap((p) => (p.inNav ? [{ to: p.path, label: labels[p.id] }] : []));
}
