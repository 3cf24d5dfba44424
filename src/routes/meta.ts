import type { LinkDescriptor, MetaDescriptor } from "react-router";
import { calendarFeedPath, facts, film, keyArt, ogImage, ogImagePath, screenings, siteUrl } from "../content/index.ts";
import { calendar } from "#lang/words/metadata.json";
import { lang, otherLanguages } from "../content/language.ts";
import type { Film } from "../content/build-time/schema/types.ts";
import { languages, ogLocaleOf, pathIn } from "../lib/languages.ts";
import { pageTitle as titleOf } from "../lib/page-title.ts";

/** A page's title (lib/page-title.ts), the film's by default. */
export const pageTitle = (path: string, title: string, f: Pick<Film, "title" | "year" | "tagline"> = film): string =>
  titleOf(path, title, f);

/**
 * Title, description, canonical URL and link-preview tags (Open Graph and the Twitter large
 * image card) for one route; all of it is in the prerendered HTML.
 */
export function pageMeta(path: string, title: string, description: string): MetaDescriptor[] {
  const fullTitle = pageTitle(path, title);
  const url = `${siteUrl}${pathIn(lang, path)}`;
  // Its laurels in the page's language.
  const image = `${siteUrl}${ogImagePath(lang)}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    // The same page in each language, and the root language's for any other reader; none on a site in one language.
    ...(languages.length > 1
      ? [
          ...languages.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: `${siteUrl}${pathIn(l, path)}` })),
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${siteUrl}${path}` },
        ]
      : []),
    { property: "og:site_name", content: film.title },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: path === "/" ? "video.movie" : "website" },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(ogImage.width) },
    { property: "og:image:height", content: String(ogImage.height) },
    { property: "og:image:alt", content: keyArt.alt },
    { property: "og:locale", content: ogLocaleOf(lang) },
    ...otherLanguages.map((l) => ({ property: "og:locale:alternate", content: ogLocaleOf(l) })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: keyArt.alt },
  ];
}

/** What a page's description may name of the film, each as `{name}` in its words. */
export const describedFilm = {
  title: film.title,
  minutes: film.runtimeMinutes,
  genre: facts.genreInSentence,
  location: film.location,
  tagline: film.tagline,
};

/** The screenings' calendar feed, for browsers and calendar apps to find, on the pages that list them. */
export const calendarFeedLinks = (): LinkDescriptor[] =>
  screenings.length > 0 ? [{ rel: "alternate", type: "text/calendar", href: calendarFeedPath, title: calendar.feedTitle }] : [];
