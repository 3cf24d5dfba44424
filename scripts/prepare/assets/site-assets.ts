// Files every page links to, made from content so they follow the film's title and images:
// the 1200x630 link-preview image, app icons, the web manifest, sitemap.xml and robots.txt.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { calendarFeedPath, film, keyArt, siteUrl } from "../../../src/content";
import { sitemapPaths } from "../../../src/config/pages";
import { ogImage } from "../../../src/content/site";
import { themeColor } from "../../../src/styles/theme-color";

const icons = [
  ["icon-192.png", 192],
  ["icon-512.png", 512],
  ["apple-touch-icon.png", 180],
] as const;

/** Site paths of the files made before the build (here and in calendar-files.ts): content may
 *  link to them before the first build. */
export const siteAssetPaths = [
  ogImage.path,
  ...icons.map(([name]) => `/img/${name}`),
  "/manifest.webmanifest",
  "/sitemap.xml",
  "/robots.txt",
  calendarFeedPath,
];

export async function writeSiteAssets(publicDir: string): Promise<void> {
  const img = path.join(publicDir, "img");
  // Written where content says it is, so the pages' og:image never points elsewhere.
  const og = path.join(publicDir, ogImage.path);
  mkdirSync(path.dirname(og), { recursive: true });
  await sharp(path.join(publicDir, "uploads", keyArt.file))
    .resize(ogImage.width, ogImage.height, { fit: "cover", position: "attention" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(og);

  const icon = path.join(publicDir, "favicon.svg");
  for (const [name, size] of icons) {
    await sharp(icon, { density: 600 }).resize(size, size).png().toFile(path.join(img, name));
  }

  const manifest = {
    name: film.title,
    short_name: film.title,
    description: film.tagline,
    start_url: "/",
    display: "standalone",
    background_color: themeColor,
    theme_color: themeColor,
    icons: [
      { src: "/img/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/img/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  writeFileSync(path.join(publicDir, "manifest.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);

  const urls = sitemapPaths.map((p) => `  <url><loc>${siteUrl}${p === "/" ? "/" : p}</loc></url>`).join("\n");
  writeFileSync(
    path.join(publicDir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  writeFileSync(path.join(publicDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
}
