import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { missingValue } from "../../scripts/admin/form-words.ts";
import { openFile, repositoryFile, repositoryOf, side, withLocalRepository } from "../support/editor.ts";
import { reflowFindings } from "../support/reflow-findings.ts";
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

// Each file the editor previews as the site shows it (admin/preview/), by its section and name.
const previewed = [
  ["Festival run", "Festivals"],
  ["Festival run", "Reviews"],
  ["Festival run", "Screenings"],
  ["Festival run", "Releases"],
  ["Film", "Film"],
  ["Film", "Texts"],
] as const;

test("the editor's previews hold the film's long words in a pane as narrow as a phone: nothing wider than the pane, no text out of its box or over another", async ({
  film,
  context,
}) => {
  // Six files in each language: about ten seconds a language, more on a busy machine.
  test.setTimeout(180_000);
  await withLocalRepository(context, repositoryOf(film));
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  const named = film.langs.map((l) => new Intl.DisplayNames(["en"], { type: "language" }).of(l.code)!);
  const wrong: string[] = [];
  for (const [section, file] of previewed) {
    if (page.url().includes("/admin/")) await page.goto("/admin/");
    await openFile(page, section, file);
    for (const name of named) {
      // In one language the editor offers no sides to choose: its preview stands beside the form.
      if (named.length > 1) {
        await page.getByRole("radio", { name, exact: true }).last().click();
        await page.getByRole("radio", { name: "Preview" }).first().click();
      }
      const pane = page.locator("iframe.preview");
      // The preview drawn: its section's heading in the frame.
      await expect(pane.contentFrame().locator("h2").first()).toBeVisible({ timeout: 15_000 });
      const frame = (await (await pane.elementHandle())!.contentFrame())!;
      await frame.evaluate(() => document.fonts.ready);
      // The pane as the editor sets it, then as narrow as a phone (the previews' layout is the site's).
      for (const width of [undefined, 320]) {
        if (width) await pane.evaluate((e, w) => (e.style.width = `${w}px`), width);
        const findings = await frame.evaluate(reflowFindings, undefined);
        wrong.push(...findings.map((f) => `${file}, ${name} side, ${width ? `${width} px` : "the editor's pane"}: ${f}`));
      }
      await pane.evaluate((e) => e.style.removeProperty("width"));
    }
  }
  expect(wrong).toEqual([]);
});
