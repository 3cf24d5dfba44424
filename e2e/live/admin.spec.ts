import { readFileSync } from "node:fs";
import path from "node:path";
import decodeIco from "decode-ico";
import { PNG } from "pngjs";
import { htmlFiles } from "../../scripts/postbuild/html-files.ts";
import { collections } from "#src/content/build-time/collections.ts";
import { expect, test } from "../support/fixtures.ts";
import { live } from "../support/sites.ts";

// The content editor is the team's: served at /admin with a policy of its own, never indexed,
// and nothing of it reaches a public page.
test("/admin is served with its own policy and kept out of search engines", async ({ request }) => {
  const editor = await request.get("/admin/");
  const home = await request.get("/");
  expect(editor.status()).toBe(200);
  expect(editor.headers()["x-robots-tag"]).toContain("noindex");
  expect(await editor.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  const policy = editor.headers()["content-security-policy"]!;
  expect(policy).toContain("connect-src 'self' blob: data: https://api.github.com");
  expect(policy).not.toContain("'sha256-");
  // WebAssembly (the editor's WebP encoder, which Safari needs) and nothing else: no eval, no host.
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
  expect(home.headers()["content-security-policy"]).not.toContain("wasm-unsafe-eval");
  expect(home.headers()["content-security-policy"]).not.toContain("api.github.com");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
});

test("no public page links the editor or loads any of its code", () => {
  const pages = htmlFiles(live.client);
  expect(pages.length).toBeGreaterThan(10);
  for (const file of pages) expect(readFileSync(file, "utf8"), path.relative(live.client, file)).not.toMatch(/\/admin\b|sveltia/i);
});

test("the editor's configuration has every content file, with the schema's rules", async ({ request }) => {
  const config = (await (await request.get("/admin/config.json")).json()) as {
    collections: { files: { file: string; fields: { name: string }[] }[] }[];
  };
  const files = config.collections.flatMap((c) => c.files);
  expect(files.map((f) => f.file).sort()).toEqual(
    Object.values(collections)
      .map((c) => c.file)
      .sort(),
  );
  for (const f of files) expect(f.fields.length, f.file).toBeGreaterThan(0);
});

test("the editor's page and /favicon.ico give the site's icon, so no browser asks for a file that is not there", async ({
  context,
  request,
}) => {
  // A page of its own: the suite's page waits for the site's pages to hydrate, which the editor does not.
  const page = await context.newPage();
  const missing: string[] = [];
  page.on("response", (r) => {
    if (r.status() === 404) missing.push(r.url());
  });
  await page.goto("/admin/");
  const icon = page.locator('link[rel="icon"]').first();
  await expect(icon).toHaveAttribute("type", "image/svg+xml");
  const named = await request.get((await icon.getAttribute("href"))!);
  expect(named.status()).toBe(200);
  expect(await named.text()).toBe(readFileSync(path.join(live.root, "public/favicon.svg"), "utf8"));
  // Asked for by name whatever a page says: the icon at the sizes a tab and a desktop show, read back by a decoder we did not write.
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const images = decodeIco(await ico.body());
  expect(images.map((i) => [i.width, i.height])).toEqual([
    [16, 16],
    [32, 32],
    [48, 48],
  ]);
  for (const image of images) {
    // Drawn, not blank: some pixels opaque, some clear (the mark on no background).
    const rgba = image.type === "png" ? PNG.sync.read(Buffer.from(image.data)).data : image.data;
    const alphas = [...rgba].filter((_, i) => i % 4 === 3);
    expect(alphas.some((a) => a > 200)).toBe(true);
    expect(alphas.some((a) => a < 50)).toBe(true);
  }
  await page.waitForLoadState("networkidle");
  expect(missing).toEqual([]);
});
