import {
  film,
  keyPersonnel,
  ogImage,
  poster,
  principalCast,
  siteUrl,
  trailerPageUrl,
  trailerPublished,
  videoEmbedUrl,
  videoIds,
} from "../content";

/** schema.org Movie for Home, so search engines show the film with its poster and trailer. */
export function movieJsonLd(): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "Movie",
    name: film.title,
    url: `${siteUrl}/`,
    description: film.synopsis[0],
    image: [`${siteUrl}/uploads/${poster.file}`, `${siteUrl}${ogImage.path}`],
    genre: [film.genre, "Road movie"],
    inLanguage: film.languages.map((l) => l.code.toLowerCase()),
    duration: `PT${film.runtimeMinutes}M`,
    dateCreated: String(film.year),
    director: { "@type": "Person", name: keyPersonnel.director.name },
    // People only: the dog's credit stays on the page.
    actor: principalCast.filter((m) => !m.special).map((m) => ({ "@type": "Person", name: m.name })),
    productionCompany: film.productionCompanies.map((name) => ({ "@type": "Organization", name })),
    trailer: {
      "@type": "VideoObject",
      name: `${film.title} – Official Trailer`,
      description: film.tagline,
      thumbnailUrl: `${siteUrl}${ogImage.path}`,
      uploadDate: trailerPublished,
      embedUrl: videoEmbedUrl(videoIds.trailer, { autoplay: false }),
      url: trailerPageUrl,
    },
    contentLocation: { "@type": "Place", name: film.region },
  };
  // "<" escaped so no text in content can close the script element early.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
