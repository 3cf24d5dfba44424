// The content rules beyond each file's schema (which read-texts.ts checks as it reads a file):
// consistency across fields, every image named a file of content/uploads, a press caption for
// every file of content/uploads and none for a file that is not there, the link rules
// (content-links.ts) and facts stated twice (fact-check/). One message per problem, each naming
// the content file, its line and the field. Given the files as read, the names in
// content/uploads and the site's pages and files, it touches no file system: the build and the
// editor run it alike.
import type { CollectionData } from "../collections.ts";
import { fileCollections } from "../registry.ts";
import { pageTitle, titleLimit } from "../../../lib/page-title.ts";
import { languageNameOf, languages } from "../../../lib/languages.ts";
import { contentStrings, filmStrings } from "./content-strings.ts";
import { canonFrom, factProblems } from "./fact-check/index.ts";
import { linkProblems, type Site } from "./content-links.ts";
import type { LoadedFiles } from "./read-texts.ts";

/** The files as loaded, each with its data (the checks here run once every file is sound). */
type Files = Pick<LoadedFiles, "film" | "people" | "stills">;
const dataOf = (files: Files) => ({
  film: files.film.data as CollectionData<"film">,
  people: files.people.data as CollectionData<"people">,
  stills: files.stills.data as CollectionData<"stills">,
});

/** Every image the content names, with the file and line that name it. */
export function referencedImages(files: Files): { where: string; file: string }[] {
  const { people, stills } = dataOf(files);
  const at = (p: PropertyKey[]) => `${files.stills.where(p)}: file`;
  const lists = ["journeyStills", "extendedStills", "onSetPhotos", "filmStills"] as const;
  return [
    { where: at(["keyArt", "file"]), file: stills.keyArt.file },
    { where: at(["poster", "file"]), file: stills.poster.file },
    ...lists.flatMap((list) => stills[list].map((img, i) => ({ where: at([list, i, "file"]), file: img.file }))),
    ...people.principalCast.map((m, i) => ({
      where: `${files.people.where(["principalCast", i, "headshot", "file"])}: file`,
      file: m.headshot.file,
    })),
  ];
}

/** Every image the content names is a file of content/uploads (`uploads`, their names). */
export function missingImageProblems(uploads: string[], files: Files): string[] {
  const present = new Set(uploads);
  return referencedImages(files).flatMap((ref) =>
    present.has(ref.file) ? [] : [`${ref.where} "${ref.file}" is missing from content/uploads`],
  );
}

/** Home's title drops the tagline when the whole runs long; the film's name and year must fit. */
export function titleProblems(files: Pick<LoadedFiles, "film">): string[] {
  const film = files.film.data as CollectionData<"film">;
  const home = pageTitle("/", "", film);
  if (home.length <= titleLimit) return [];
  return [
    `${files.film.where(["title"])}: title: "${home}" is ${home.length} characters; a page title must fit in ${titleLimit} (search results and link previews cut the rest), so shorten the title`,
  ];
}

/** Facts that must read the same on every page and in both PDFs. */
export function consistencyProblems(files: Files): string[] {
  const { film } = dataOf(files);
  const problems: string[] = [...titleProblems(files)];
  // The category words make a line in each language.
  for (const lang of languages) {
    (files.stills.languages?.[lang] as CollectionData<"stills"> | undefined)?.extendedStills.forEach((s, i) => {
      if (/\s/.test(s.category))
        problems.push(
          `${files.stills.where(["extendedStills", i, "category", lang])}: category (${languageNameOf(lang)}) "${s.category}" must be one word (the words make a line)`,
        );
    });
  }
  if (film.productionEnd < film.productionStart)
    problems.push(`${files.film.where(["productionEnd"])}: productionEnd must not be before productionStart`);
  const days = (Date.parse(film.productionEnd) - Date.parse(film.productionStart)) / 86_400_000 + 1;
  if (film.shootingDays > days)
    problems.push(
      `${files.film.where(["shootingDays"])}: shootingDays: ${film.shootingDays} days do not fit in ${film.productionStart} to ${film.productionEnd}`,
    );
  const seen = new Set<string>();
  for (const r of referencedImages(files)) {
    if (seen.has(r.file)) problems.push(`${r.where} "${r.file}" is already used elsewhere on the site`);
    seen.add(r.file);
  }
  return problems;
}

/**
 * Every file of content/uploads (the stills archive) has its press caption in
 * content/captions.yaml, and every caption is of a file there: a photo desk never gets an image
 * it cannot caption.
 */
export function captionProblems(uploads: string[], files: Pick<LoadedFiles, "captions">): string[] {
  const { captions } = files.captions.data as CollectionData<"captions">;
  const file = fileCollections.captions.file;
  const captioned = new Set(captions.map((c) => c.file));
  const present = new Set(uploads);
  return [
    ...uploads
      .filter((name) => !captioned.has(name))
      .map((name) => `${file}: ${name} in content/uploads has no caption: add an entry with file, caption and credit`),
    ...captions.flatMap((c, i) =>
      present.has(c.file)
        ? []
        : [`${files.captions.where(["captions", i, "file"])}: ${c.file} is not in content/uploads: correct the name, or remove this entry`],
    ),
  ];
}

/** What the site is made of beyond the content files: the names in content/uploads, its pages and files. */
export type Surroundings = { uploads: string[]; site: Site };

/** Every problem of the rules above, once every file has passed its schema. */
export function contentRuleProblems(files: LoadedFiles, { uploads, site }: Surroundings): string[] {
  // Links and facts are read in each language; a problem of a text written once (a name, an
  // address) is the same message in each and is named once.
  const read = languages.flatMap((lang) => [
    ...linkProblems(contentStrings(files, lang), site),
    ...factProblems(filmStrings(files, lang), canonFrom(files, lang), lang),
  ]);
  return [...consistencyProblems(files), ...new Set(read), ...missingImageProblems(uploads, files), ...captionProblems(uploads, files)];
}
