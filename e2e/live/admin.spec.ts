import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { htmlFiles } from "../../scripts/postbuild/html-files.ts";
import { collections } from "#src/content/build-time/collections.ts";
import { expect, test } from "../support/fixtures.ts";
import { live } from "../support/sites.ts";

// The content editor is the team's: served at /admin with a policy of its own, never indexed,
// and nothing of it reaches a public page.
test("/admin is served with its own policy and kept out of search engines", async ({ request }) => {
  const editor = await request.get("/admin/");
  expect(editor.status()).toBe(200);
  expect(editor.headers()["x-robots-tag"]).toContain("noindex");
  expect(await editor.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  const policy = editor.headers()["content-security-policy"]!;
  expect(policy).toContain("connect-src 'self' blob: data: https://api.github.com");
  expect(policy).not.toContain("'sha256-");
  const home = await request.get("/");
  expect(home.headers()["content-security-policy"]).not.toContain("api.github.com");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
});

test("no public page links the editor or loads any of its code", () => {
  const pages = htmlFiles(live.client);
  expect(pages.length).toBeGreaterThan(10);
  for (const file of pages) expect(readFileSync(file, "utf8"), path.relative(live.client, file)).not.toMatch(/\/admin\b|sveltia/i);
});

test("the editor's configuration has every content file, with the schema's rules", async ({ request }) => {
  const config = parse(await (await request.get("/admin/config.yml")).text()) as {
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
