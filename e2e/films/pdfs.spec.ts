import { writeFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { readPdf, type PdfReport } from "../support/read-pdf.ts";
import { expect, test, type Film } from "./film.ts";

// The press package and the festival strategy of another film, in each of its languages, as the
// press and festivals pages of that language link them, read back with pdf.js: titled with the film's title and
// the document's name in the language, in the language, with the language's words (the billing
// block's, the running footer's) and its texts, and none of another language's. Every expected word
// comes from the film's content and words as its build wrote them.

type KitWords = {
  files: { pressPackage: string; festivalStrategy: string };
  pressPackage: { name: string };
  festivalStrategy: { name: string };
  billing: { aFilmBy: string; writtenAndDirectedBy: string };
  pages: { pageOf: string };
};

/** The press package as the press page of `lang` links it, and the festival strategy as its festivals page does, fetched and read back. */
async function pdfsIn(film: Film, lang: string, request: APIRequestContext) {
  const words = film.inLang<KitWords>(lang, "words/press-kit.json");
  const read = async (page: string, file: string): Promise<PdfReport> => {
    const html = await (await request.get(film.pathIn(lang, page))).text();
    const linked = [...html.matchAll(/href="(\/downloads\/[^"]+\.pdf)"/g)].map((m) => decodeURI(m[1]!));
    expect(linked, `${film.pathIn(lang, page)} links ${file}`).toContain(`/downloads/${file}`);
    const response = await request.get(`/downloads/${encodeURIComponent(file)}`);
    expect(response.status(), file).toBe(200);
    const saved = test.info().outputPath(`${lang}-${file}`);
    await writeFile(saved, await response.body());
    return readPdf(saved);
  };
  return {
    words,
    pressPackage: await read("/press", words.files.pressPackage),
    strategy: await read("/festivals", words.files.festivalStrategy),
  };
}

/**
 * A text with its white space as one space, none before a mark of punctuation and none after a
 * hyphen between two letters: pdf.js gives a PDF's text run by run, joined with spaces ("juillet
 * 2027 ,"), and lines run on across a line's end, one that ends at a compound's hyphen too
 * ("gansos- de-faces-negras"; read alike in the text looked for, "Brut- und Rastzeiten").
 */
const spaced = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .replace(/ ([,.;:!?»)])/g, "$1")
    .replace(/(?<=\p{L})- (?=\p{L})/gu, "-");
const flat = (pdf: PdfReport) => spaced(pdf.text);

test("the press package and the festival strategy read back in each language, in that language only", async ({ film, request }) => {
  test.slow();
  const { title } = film.inLang<{ title: string }>(film.rootLang.code, "film.json");
  const taglines = Object.fromEntries(film.langs.map((l) => [l.code, film.inLang<{ tagline: string }>(l.code, "film.json").tagline]));
  for (const { code } of film.langs) {
    const { words, pressPackage, strategy } = await pdfsIn(film, code, request);
    const { synopsis } = film.inLang<{ synopsis: string[] }>(code, "texts.json");
    const { festivalStrategy } = film.inLang<{ festivalStrategy: string[] }>(code, "long-texts.json");
    const { pressContact } = film.inLang<{ pressContact: { email: string; role: string } }>(code, "contact.json");
    const { submissions } = film.inLang<{ submissions: { name: string }[] }>(code, "festivals.json");
    for (const [pdf, name] of [
      [pressPackage, words.pressPackage.name],
      [strategy, words.festivalStrategy.name],
    ] as const) {
      expect(pdf.title, `${code} ${name}`).toBe(`${title} — ${name}`);
      expect(pdf.lang, `${code} ${name}`).toMatch(new RegExp(`^${code}\\b`));
      expect(flat(pdf), `${code} ${name}`).toContain(spaced(taglines[code]!));
      // The running footer, in the language: "page 2 sur 11", "Seite 2 von 11".
      expect(flat(pdf), `${code} ${name}`).toContain(
        words.pages.pageOf.replace("{page}", "2").replace("{pages}", String(pdf.pages.length)),
      );
      for (const other of film.langs.filter((l) => l.code !== code))
        expect(flat(pdf), `${code} ${name}: ${other.englishName}`).not.toContain(spaced(taglines[other.code]!));
    }
    // The press package: the synopsis and the billing block in the language. The films' directors
    // wrote them, as their role says in each language ("Scénariste et réalisatrice", "Drehbuch und Regie").
    const text = flat(pressPackage);
    expect(text, code).toContain(spaced(synopsis[0]!));
    expect(text, code).toContain(` ${words.billing.aFilmBy} `);
    expect(text, code).toContain(` ${words.billing.writtenAndDirectedBy} `);
    expect(text, code).toContain(pressContact.email);
    // Every word on its page, and the title whole on each cover, however long (title-fit.ts).
    for (const [pdf, name] of [
      [pressPackage, words.pressPackage.name],
      [strategy, words.festivalStrategy.name],
    ] as const) {
      const outside = pdf.pages.flatMap((p, i) =>
        p.runs.filter((r) => r.x < 0 || r.x + r.width > p.width + 0.5).map((r) => `page ${i + 1}: ${r.text}`),
      );
      expect(outside, `${code} ${name}`).toEqual([]);
      expect(spaced(pdf.pages[0]!.text), `${code} ${name}: the cover`).toContain(spaced(title));
    }
    // The festival strategy: its text and the festivals as the language names them.
    expect(flat(strategy), code).toContain(spaced(festivalStrategy[0]!));
    for (const s of submissions) expect(flat(strategy), `${code} ${s.name}`).toContain(spaced(s.name));
  }
});
