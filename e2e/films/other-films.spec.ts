import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readPdf } from "../support/read-pdf.ts";
import { seed, type Site } from "../support/sites.ts";
import { everythingIn, foreignNames } from "./film-words.ts";
import { expect, filmOf, test } from "./film.ts";
import { filmContent, kitWords, otherFilms } from "../support/films.ts";

// No film's site says a word of another's: each is built from its own content alone, so a name,
// place, title or image of another film in its pages, data, scripts, calendars, texts or PDFs is a
// leak (a word of the kit's code or shared words that belongs to one film, content read from the
// wrong folder). The words looked for are read from the other films' content files
// (film-words.ts), never typed here: La Dernière Vague's, Il Silenzio del Lago's and Der Sommer
// der Zugvögel's sites are searched for the seed's film and for each other, and the seed's for each.

/** What a built site says: every text file it serves, and the text of its PDFs, by file. */
async function whatItSays(site: Site): Promise<Map<string, string>> {
  const said = new Map<string, string>();
  for (const file of readdirSync(site.client, { recursive: true, encoding: "utf8" })) {
    const full = path.join(site.client, file);
    if (/\.(html|json|js|ics|txt|xml|webmanifest|svg)$/.test(file)) said.set(file, readFileSync(full, "utf8"));
    else if (file.endsWith(".pdf")) said.set(file, (await readPdf(full)).text);
  }
  return said;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Where `site` says any of `names`: "file: name", once a file and name. */
async function leaks(site: Site, names: string[]): Promise<string[]> {
  expect(names.length).toBeGreaterThan(10);
  // Whole words, as written: "Maya", not a variable called maya.
  const any = new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map(escapeRe).join("|")})(?![\\p{L}\\p{N}])`, "gu");
  const found = new Set<string>();
  for (const [file, text] of await whatItSays(site)) for (const m of text.matchAll(any)) found.add(`${file}: ${m[0]}`);
  return [...found].sort();
}

test("the film's site says no name, place, title or image of another film", async ({ film }) => {
  test.slow();
  const others = [seed, ...otherFilms.filter((f) => f !== film.name).map((f) => filmOf(f))];
  const names = others.flatMap((other) => foreignNames(path.join(other.root, "content"), path.join(film.root, "content")));
  expect(await leaks(film, [...new Set(names)])).toEqual([]);
  // The search reads what it should: the film's own names are there.
  const own = foreignNames(path.join(film.root, "content"), path.join(seed.root, "content"));
  expect((await leaks(film, own)).length).toBeGreaterThan(own.length);
});

test("the seed's site says no name, place, title or image of the film", async ({ film }) => {
  test.slow();
  expect(await leaks(seed, foreignNames(path.join(film.root, "content"), path.join(seed.root, "content")))).toEqual([]);
});

test("the kit's words, which every film starts with, name nothing of the seed's film", ({ film }) => {
  // The seed's names that this film's own files do not have (its words are the kit's, so left out).
  const names = foreignNames(path.join(seed.root, "content"), filmContent(film.name));
  expect(names.length).toBeGreaterThan(10);
  const any = new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map(escapeRe).join("|")})(?![\\p{L}\\p{N}])`, "gu");
  expect([...everythingIn(kitWords).matchAll(any)].map((m) => m[0])).toEqual([]);
});
