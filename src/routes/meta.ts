import type { MetaDescriptor } from "react-router";
import { film, keyArt, siteUrl } from "../content";

/** Title, description and link-preview tags for one route. */
export function pageMeta(path: string, title: string, description: string): MetaDescriptor[] {
  const fullTitle = path === "/" ? `${film.title} (${film.year}) – ${film.tagline}` : `${title} – ${film.title}`;
  const url = `${siteUrl}${path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: path === "/" ? "video.movie" : "website" },
    { property: "og:url", content: url },
    { property: "og:image", content: `${siteUrl}/uploads/${keyArt.file}` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
