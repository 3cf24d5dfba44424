import { expect, routes, test } from "./support/fixtures.ts";
import { seed } from "./support/sites.ts";
import { pathIn } from "#src/lib/languages.ts";

// Each language's pages link a web manifest of their own: the app a visitor installs from a
// Spanish page is named and described in Spanish and starts at /es/; the English one is the
// site's as it was. Read as the browser reads it (Chromium's own parse, through DevTools).

// The manifest's link is in the prerendered head, where the browser finds it as the page
// arrives; the pages are read without running their scripts.
test.use({ javaScriptEnabled: false });

const tagline = (lang: "en" | "es") => seed.generated<{ tagline: string }>(lang, "film.json").tagline;

const expected = {
  en: { href: "/manifest.webmanifest", lang: "en", start_url: "/", scope: undefined, description: tagline("en") },
  es: { href: "/es/manifest.webmanifest", lang: "es", start_url: "/es/", scope: "/es/", description: tagline("es") },
};

for (const lang of ["en", "es"] as const) {
  test(`the ${lang === "en" ? "English" : "Spanish"} pages link the ${lang} web manifest, which the browser reads without a problem`, async ({
    page,
    request,
    baseURL,
  }) => {
    const want = expected[lang];
    for (const route of routes) {
      const address = pathIn(lang, route);
      await page.goto(address);
      const link = page.locator('head link[rel="manifest"]');
      await expect(link, address).toHaveCount(1);
      await expect(link, address).toHaveAttribute("href", want.href);
    }
    const response = await request.get(want.href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/manifest+json");
    const manifest = (await response.json()) as Record<string, unknown>;
    const { title } = seed.generated<{ title: string }>(lang, "film.json");
    expect(manifest).toMatchObject({ name: title, short_name: title, description: want.description, start_url: want.start_url });
    expect(manifest.lang).toBe(want.lang);
    expect(manifest.scope).toBe(want.scope);
    for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).status(), icon.src).toBe(200);

    // Chromium's own reading of the manifest the last page links: no errors, and the start
    // address within the app's scope.
    const cdp = await page.context().newCDPSession(page);
    const read = (await cdp.send("Page.getAppManifest")) as { url: string; errors: { message: string }[]; parsed?: { scope: string } };
    expect(read.url).toBe(new URL(want.href, baseURL).href);
    expect(read.errors).toEqual([]);
    if (read.parsed) expect(read.parsed.scope).toBe(new URL(want.scope ?? "/", baseURL).href);
  });
}
