import { expect, routes, test } from "./support/fixtures.ts";
import { seed } from "./support/sites.ts";
import { filmOf, peopleOf } from "./support/film-words.ts";

// Where the seed's site says it lives (its content/site.yaml): every absolute address starts there.
const siteUrl = () => seed.address();

function tags(html: string) {
  const meta = (attr: string, key: string) => html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`))?.[1];
  return {
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    description: meta("name", "description"),
    canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
    og: (k: string) => meta("property", `og:${k}`),
    twitter: (k: string) => meta("name", `twitter:${k}`),
  };
}

test("every route's prerendered HTML has its own title, description, canonical URL, Open Graph and Twitter card", async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    const t = tags(html);
    expect(t.title, route).toBeTruthy();
    expect(t.description?.length, route).toBeGreaterThan(50);
    titles.add(t.title!);
    descriptions.add(t.description!);
    expect(t.canonical).toBe(`${siteUrl()}${route}`);
    expect(t.og("url")).toBe(`${siteUrl()}${route}`);
    expect(t.og("title")).toBe(t.title);
    expect(t.og("description")).toBeTruthy();
    expect(t.og("type")).toBe(route === "/" ? "video.movie" : "website");
    expect(t.og("image")).toBe(`${siteUrl()}/img/og-image.jpg`);
    expect(t.og("image:width")).toBe("1200");
    expect(t.og("image:height")).toBe("630");
    expect(t.twitter("card")).toBe("summary_large_image");
    expect(t.twitter("image")).toBe(t.og("image"));
  }
  expect(titles.size).toBe(routes.length);
  expect(descriptions.size).toBe(routes.length);
});

test("the link-preview image is 1200x630 and served", async ({ request }) => {
  const res = await request.get("/img/og-image.jpg");
  expect(res.status()).toBe(200);
  const jpeg = await res.body();
  // Read the size from the JPEG's start-of-frame marker.
  let i = 2;
  while (i < jpeg.length && !(jpeg[i] === 0xff && jpeg[i + 1]! >= 0xc0 && jpeg[i + 1]! <= 0xc2)) i += 2 + jpeg.readUInt16BE(i + 2);
  expect([jpeg.readUInt16BE(i + 7), jpeg.readUInt16BE(i + 5)]).toEqual([1200, 630]);
});

test("Home carries schema.org Movie data", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  const movie = JSON.parse(json!);
  expect(movie["@type"]).toBe("Movie");
  const { principalCast, keyCrew } = peopleOf(seed);
  expect(movie.name).toBe(filmOf(seed).title);
  expect(movie.duration).toBe("PT97M");
  expect(movie.dateCreated).toBe("2025");
  // The seed's writer-director heads its key crew; its principal cast are three actors and a dog.
  expect(movie.director.name).toBe(keyCrew[0]!.name);
  expect(principalCast).toHaveLength(4);
  expect(movie.actor.map((a: { name: string }) => a.name)).toEqual(principalCast.slice(0, 3).map((m) => m.name));
  expect(movie.productionCompany).toHaveLength(2);
  expect(movie.trailer["@type"]).toBe("VideoObject");
  expect(movie.trailer.embedUrl).toMatch(/^https:\/\/player\.vimeo\.com\/video\//);
  expect(movie.image[0]).toBe(`${siteUrl()}/uploads/poster.jpg`);
});

test("sitemap, robots, manifest and icons", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const route of routes) expect(sitemap).toContain(`<loc>${siteUrl()}${route}</loc>`);
  expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${siteUrl()}/sitemap.xml`);
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.name).toBe(filmOf(seed).title);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  const html = await (await request.get("/about")).text();
  expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
});
