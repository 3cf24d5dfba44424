// Files every page links to, made from content so they follow the film's title and images:
// the 1200x630 link-preview image in each language, app icons, the web manifest, sitemap.xml and robots.txt.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pngToIco from "png-to-ico";
import sharp, { type OverlayOptions } from "sharp";
import { keyArt, siteUrl } from "#src/content/index.ts";
import { calendarFeedPathIn, type ScreeningFilm } from "#src/content/screening-events.ts";
import { sitePages } from "#src/config/site-pages.ts";
import { languages, pathIn, rootLanguage, type Lang } from "#src/lib/languages.ts";
import { generatedContent } from "../content/load-collections.ts";
import { ogImage, ogImagePath } from "#src/content/site.ts";
import { themeColor } from "#src/styles/theme-color.ts";
import { laurelBandSvg } from "./laurel-band.ts";

const root = path.resolve(import.meta.dirname, "../../..");

const icons = [
  ["icon-192.png", 192],
  ["icon-512.png", 512],
  ["apple-touch-icon.png", 180],
] as const;

/** Each language's web manifest, which its pages link to: /manifest.webmanifest, /es/manifest.webmanifest. */
export const manifestPathIn = (lang: Lang) => pathIn(lang, "/manifest.webmanifest");

/** Site paths of the files made before the build (here and in calendar-files.ts): content may
 *  link to them before the first build. */
export const siteAssetPaths = [
  ...languages.map(ogImagePath),
  ...icons.map(([name]) => `/img/${name}`),
  ...languages.map(manifestPathIn),
  "/sitemap.xml",
  "/robots.txt",
  ...languages.map(calendarFeedPathIn),
];

/** The featured laurels along the bottom of the link preview, over a gradient that keeps them readable on any key art. */
const ogLaurelBand = (svgs: readonly string[]): OverlayOptions => ({
  input: Buffer.from(laurelBandSvg(svgs, { width: ogImage.width, height: ogImage.height, laurelHeight: 180, gap: 16, lift: 8, fade: 140 })),
  top: 0,
  left: 0,
});

/**
 * The web manifest of `lang`'s pages, with the film's title and tagline in that language, which
 * `lang` names. Another language's app starts at its home page (/es/) and keeps to its pages.
 */
export function webManifest(lang: Lang, { title, tagline }: Pick<ScreeningFilm, "title" | "tagline">) {
  return {
    name: title,
    short_name: title,
    description: tagline,
    lang,
    ...(lang !== rootLanguage && { scope: pathIn(lang, "/") }),
    start_url: pathIn(lang, "/"),
    display: "standalone",
    background_color: themeColor,
    theme_color: themeColor,
    icons: [
      { src: "/img/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/img/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}

/**
 * The link preview of the pages in `lang`, with `laurelSvgs` (featured, light, in that language)
 * along its bottom. Written where content says it is, so the pages' og:image never points elsewhere.
 */
export async function writeLinkPreview(publicDir: string, lang: Lang, laurelSvgs: readonly string[] = []): Promise<void> {
  const og = path.join(publicDir, ogImagePath(lang));
  mkdirSync(path.dirname(og), { recursive: true });
  const cut = sharp(path.join(publicDir, "uploads", keyArt.file)).resize(ogImage.width, ogImage.height, {
    fit: "cover",
    position: "attention",
  });
  if (laurelSvgs.length === 0) await cut.jpeg({ quality: 82, mozjpeg: true }).toFile(og);
  else
    await sharp(await cut.png().toBuffer())
      .composite([ogLaurelBand(laurelSvgs)])
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(og);
}

/** The icon browsers ask for by name, beside the pages' favicon.svg. */
export const faviconIco = "favicon.ico";

/** The app icons, manifests, sitemap and robots.txt (each language's link preview is writeLinkPreview's). */
export async function writeSiteAssets(publicDir: string): Promise<void> {
  const img = path.join(publicDir, "img");
  mkdirSync(img, { recursive: true });
  const icon = path.join(publicDir, "favicon.svg");
  for (const [name, size] of icons) {
    await sharp(icon, { density: 600 }).resize(size, size).png().toFile(path.join(img, name));
  }
  // Browsers and crawlers ask for /favicon.ico whatever a page names: the same icon, at the sizes a tab and a desktop show.
  const tabSizes = [16, 32, 48];
  const pngs = await Promise.all(
    tabSizes.map((size) => sharp(icon, { density: 300 }).resize(size, size).png({ palette: true }).toBuffer()),
  );
  writeFileSync(path.join(publicDir, faviconIco), await pngToIco(pngs));

  for (const lang of languages) {
    const file = path.join(publicDir, manifestPathIn(lang));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(webManifest(lang, generatedContent<ScreeningFilm>(root, lang, "film.json")), null, 2)}\n`);
  }

  // Every page in each language, each listing itself and its twins in the others (and the root
  // language's for any other reader), as search engines read a multilingual sitemap; a site in one
  // language has no twins to list.
  const alternates = (p: string) =>
    (languages.length > 1 ? [...languages.map((l) => [l, pathIn(l, p)] as const), ["x-default", p] as const] : [])
      .map(([l, href]) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${siteUrl}${href}"/>\n`)
      .join("");
  const urls = languages
    .flatMap((lang) => sitePages(root).sitemap.map((p) => `  <url>\n    <loc>${siteUrl}${pathIn(lang, p)}</loc>\n${alternates(p)}  </url>`))
    .join("\n");
  writeFileSync(
    path.join(publicDir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
  );
  writeFileSync(path.join(publicDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
}
