import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { missingValue } from "../../scripts/admin/form-words.ts";
import { openFile, repositoryFile, repositoryOf, side, withLocalRepository } from "../support/editor.ts";
import { expect, test } from "./film.ts";

// The content editor of another film's site (/admin), as its build wrote it: a preview for each
// of the film's languages, and a side for each, the first language's the reference; opened in a
// browser on the film's own files (as `npm run edit` works on a folder).

test("the editor's previews are bundled for each of the film's languages, and for no other", async ({ film, request }) => {
  const admin = path.join(film.client, "admin");
  for (const { code } of film.langs) expect((await request.get(`/admin/preview-${code}.js`)).status(), code).toBe(200);
  for (const code of ["en", "es", "fr", "de", "it", "pt"].filter((c) => !film.langs.some((l) => l.code === c)))
    expect(existsSync(path.join(admin, `preview-${code}.js`)), code).toBe(false);
});

test("the editor offers a side for each of the film's languages, the first language's first", async ({ film }) => {
  const config = JSON.parse(readFileSync(path.join(film.client, "admin/config.json"), "utf8")) as {
    i18n: { locales: string[]; default_locale: string };
  };
  expect(config.i18n.locales).toEqual(film.langs.map((l) => l.code));
  expect(config.i18n.default_locale).toBe(film.rootLang.code);
});

test("the editor opens the film's files with a side for each language, and refuses an emptied tagline on the last side at its field", async ({
  film,
  context,
}) => {
  test.setTimeout(60_000);
  await withLocalRepository(context, repositoryOf(film));
  const page = await context.newPage();
  await openFile(page, "Film", "Film");
  // The sides as the editor names them, in its English: "French", "English", "German".
  const named = film.langs.map((l) => new Intl.DisplayNames(["en"], { type: "language" }).of(l.code)!);
  await expect(side(page, named[0]!)).toBeVisible();
  for (const name of named.slice(1)) {
    await page.getByRole("radio", { name, exact: true }).last().click();
    await expect(side(page, name)).toBeVisible();
  }
  // The last language's side, the first's beside it (or alone, in one language): its tagline emptied.
  const last = named.at(-1)!;
  const tagline = side(page, last).getByRole("group", { name: /\WTagline\W+Field/ });
  await tagline.getByRole("textbox").fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(tagline).toContainText(missingValue.en);
  // The check names the field by its side's language, as the build's report does.
  await expect(side(page, last).getByText(`Tagline (${last})`).first()).toBeVisible();
  expect(await repositoryFile(page, "content/film.yaml")).toBe(repositoryOf(film)["content/film.yaml"]);
});
