import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { expect, test } from "./film.ts";

// The content editor of another film's site (/admin), as its build wrote it: a preview for each
// of the film's languages, and a side for each, the first language's the reference.

test("the editor's previews are bundled for each of the film's languages, and for no other", async ({ film, request }) => {
  const admin = path.join(film.client, "admin");
  for (const { code } of film.langs) expect((await request.get(`/admin/preview-${code}.js`)).status(), code).toBe(200);
  for (const code of ["en", "es", "fr", "de", "it", "pt"].filter((c) => !film.langs.some((l) => l.code === c)))
    expect(existsSync(path.join(admin, `preview-${code}.js`)), code).toBe(false);
});

test("the editor offers a side for each of the film's languages, the first language's first", async ({ film }) => {
  const config = parse(readFileSync(path.join(film.client, "admin/config.yml"), "utf8")) as {
    i18n: { locales: string[]; default_locale: string };
  };
  expect(config.i18n.locales).toEqual(film.langs.map((l) => l.code));
  expect(config.i18n.default_locale).toBe(film.rootLang.code);
});
