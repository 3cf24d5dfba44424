// Reads the content files' texts: parses each as YAML, puts in the placeholders ({title}),
// checks it against its schema and the other files, and says what is wrong in words the film's
// team can act on, naming the file and line (problem-words.ts). Given the texts, it touches no
// file system: the build gives it the files on disk, the editor its draft and the other files.
import { LineCounter, parseDocument } from "yaml";
import type { CollectionData, CollectionName } from "../collections.ts";
import { fileCollections, type Collection, type Collections } from "../registry.ts";
import { localize } from "../schema/localize.ts";
import { isTexts } from "../schema/localized-text.ts";
import { languageNameOf, languages, rootLanguage, type Lang } from "../../../lib/languages.ts";
import { expandPlaceholders, placeholdersFor, type Placeholders } from "./placeholders.ts";
import { describe, lineOf } from "./problem-words.ts";
import type { Where } from "./where.ts";
import { namesFilledIn } from "../../../lib/fill.ts";

/**
 * A file as read: `data` in the site's first language, `languages` in each language (both set only when the file
 * has no problem), each text's placeholders put in.
 */
export type Loaded = { file: string; data?: unknown; languages?: Record<Lang, unknown>; problems: string[]; where: Where };
export type LoadedFiles = Record<CollectionName, Loaded>;

/** The schema's problems with `data`, each on the line of the value it is about. */
function schemaProblems(collection: Collection, data: unknown, where: Where): Omit<Loaded, "file"> {
  const result = collection.schema.safeParse(data);
  if (result.success) return { data: result.data, problems: [], where };
  return {
    where,
    problems: result.error.issues.map((issue) => {
      const at = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]!] : issue.path;
      const value = issue.path.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown> | undefined)?.[k], data);
      return `${where(at)}: ${describe(issue, value)}`;
    }),
  };
}

/**
 * Every text missing one of the site's languages: a group whose fields are all languages' codes
 * (en:, fr:) must hold each of the site's. Named here, by file, line, field and language, before
 * the schema speaks of the group's shape.
 */
export function missingLanguages(data: unknown, where: Where, at: PropertyKey[] = [], siteLanguages = languages): string[] {
  if (Array.isArray(data)) return data.flatMap((item, i) => missingLanguages(item, where, [...at, i], siteLanguages));
  if (typeof data !== "object" || data === null) return [];
  if (isTexts(data)) {
    const field = at.filter((p): p is string => typeof p === "string").at(-1) ?? "the text";
    const has = siteLanguages.filter((l) => l in data);
    const given = has.length > 0 ? has : Object.keys(data);
    const written =
      given.length === 1
        ? `${languageNameOf(given[0]!)} text (${given[0]}:)`
        : `${new Intl.ListFormat("en").format(given.map((l) => `${languageNameOf(l)} (${l}:)`))} texts`;
    return siteLanguages.flatMap((lang) =>
      lang in data
        ? []
        : [
            `${where(at)}: ${field} has its ${written} but not its ${languageNameOf(lang)} (${lang}:); write the ${languageNameOf(lang)} under "${field}:" as ${lang}:`,
          ],
    );
  }
  return Object.entries(data).flatMap(([k, v]) => missingLanguages(v, where, [...at, k], siteLanguages));
}

/**
 * A file's data checked: every text in each language, placeholders it may use, the schema; then
 * the file in each language, its placeholders put in.
 */
function checked(collection: Collection, raw: unknown, where: Where, placeholders: Record<Lang, Placeholders>): Omit<Loaded, "file"> {
  const missing = missingLanguages(raw, where);
  if (missing.length > 0) return { where, problems: missing };
  const unknown: string[] = [];
  if (collection.words) unknown.push(...pagePlaceholderProblems(raw, where));
  else expandPlaceholders(raw, placeholders[rootLanguage]!, (at, message) => unknown.push(`${where(at)}: ${message}`));
  const result = schemaProblems(collection, raw, where);
  if (unknown.length > 0 || result.problems.length > 0) return { where, problems: [...unknown, ...result.problems] };
  const inEach = Object.fromEntries(
    languages.map((lang) => [lang, expandPlaceholders(localize(result.data, lang), placeholders[lang]!, () => {})]),
  ) as Record<Lang, unknown>;
  return { where, problems: [], data: inEach[rootLanguage], languages: inEach };
}

/** A words text whose languages do not fill in the same `{name}`s: the page would leave one out. */
function pagePlaceholderProblems(raw: unknown, where: Where, at: PropertyKey[] = []): string[] {
  if (typeof raw !== "object" || raw === null) return [];
  if (isTexts(raw)) {
    const names = (t: unknown) => (typeof t === "string" ? namesFilledIn(t) : []).sort().join(", ");
    const [first, ...others] = Object.keys(raw);
    const expected = names(raw[first!]);
    const other = others.find((l) => names(raw[l]) !== expected);
    if (other === undefined) return [];
    const field = at.filter((p): p is string => typeof p === "string").at(-1) ?? "the text";
    return [
      `${where(at)}: ${field} fills in ${expected || "nothing"} in ${languageNameOf(first!)} but ${names(raw[other]) || "nothing"} in ${languageNameOf(other)}; write the same {…} in each language`,
    ];
  }
  return Object.entries(raw).flatMap(([k, v]) => pagePlaceholderProblems(v, where, [...at, k]));
}

const placeholdersIn = (title: string | undefined, festivals?: CollectionData<"festivals">) =>
  Object.fromEntries(languages.map((lang) => [lang, placeholdersFor(title, festivals, lang)])) as Record<Lang, Placeholders>;

/** Checks one file's text against its collection; `data` is set only when there is no problem. */
export function parseCollection(
  collection: Collection,
  text: string,
  placeholders: Record<Lang, Placeholders> = placeholdersIn(undefined),
): Loaded {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: true });
  const where: Where = (at) => `${collection.file}:${lineOf(doc, lines, at)}`;
  const { file } = collection;
  if (doc.errors.length > 0) {
    // The first error only: the parser's later ones follow from it.
    const e = doc.errors[0]!;
    const line = e.linePos?.[0].line ?? 1;
    if (e.code === "DUPLICATE_KEY")
      return { file, where, problems: [`${collection.file}:${line}: this field is given twice; keep one of them`] };
    // A text starting with a placeholder reads to YAML as a group of fields: { ... }.
    const source = text.split(/\r?\n/)[line - 1] ?? "";
    if (/:\s*\{[A-Za-z]+\}/.test(source)) {
      return {
        file,
        where,
        problems: [`${collection.file}:${line}: a text that starts with a placeholder needs quotes around it, like alt: "{title} poster"`],
      };
    }
    // The parser's own words, without the position and code frame it appends.
    const detail = e.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    return {
      file,
      where,
      problems: [`${collection.file}:${line}: this line is not valid YAML (${detail}); check the indentation, colons and quotes`],
    };
  }
  return { file, ...checked(collection, doc.toJS(), where, placeholders) };
}

/** Names one file gives that must match another's. */
export function crossFileProblems(files: LoadedFiles): string[] {
  const festivals = files.festivals.data as CollectionData<"festivals">;
  const names = new Set(festivals.submissions.map((s) => s.name));
  const screenings = (files.screenings.data as CollectionData<"screenings">).screenings;
  // A screening's festival is one of the submissions, by its name in the first language.
  const screeningProblems = screenings.flatMap((s, i) =>
    s.festival === undefined || names.has(s.festival)
      ? []
      : [
          `${files.screenings.where(["screenings", i, "festival"])}: festival "${s.festival}" is not a submission in ${fileCollections.festivals.file}; write its name as it is there`,
        ],
  );
  // The press package's stills are journey stills.
  const stills = files.stills.data as CollectionData<"stills">;
  const pressProblems = stills.pressStills.flatMap((f, i) =>
    stills.journeyStills.some((s) => s.file === f)
      ? []
      : [`${files.stills.where(["pressStills", i])}: pressStills "${f}" is not the file of one of the journeyStills`],
  );
  return [...screeningProblems, ...pressProblems];
}

/** A collection's data in one language, as the site reads it. */
export const inLanguage = <N extends CollectionName>(files: LoadedFiles, name: N, lang: Lang) =>
  files[name].languages![lang] as CollectionData<N>;

/**
 * Each file's last reading, with the text and placeholders it was read from. The editor checks
 * the whole content at every change, and every file but the one edited is as it was: reading
 * them again (their YAML, their schema) was half of each check's time. Shared, so read-only.
 */
const lastReading = new WeakMap<Collection, { text: string; placeholders: string; loaded: Loaded }>();

/** parseCollection, or the same file's last reading when its text and placeholders are those. */
function readCollection(collection: Collection, text: string, placeholders: Record<Lang, Placeholders>): Loaded {
  const key = JSON.stringify(placeholders);
  const last = lastReading.get(collection);
  if (last?.text === text && last.placeholders === key) return last.loaded;
  const loaded = parseCollection(collection, text, placeholders);
  lastReading.set(collection, { text, placeholders: key, loaded });
  return loaded;
}

/**
 * Reads and checks every file of `registry` from its text (`texts`, by collection name). The
 * film's facts and the festivals first: the others' placeholders come from them.
 */
export function readTexts(texts: Record<string, string>, registry: Collections): { files: LoadedFiles; problems: string[] } {
  const text = (name: CollectionName) => {
    const t = texts[name];
    if (t === undefined) throw new Error(`${registry[name]?.file ?? name}: no text given for it`);
    return t;
  };
  const film = readCollection(registry.film, text("film"), placeholdersIn(undefined));
  const title = (film.data as CollectionData<"film"> | undefined)?.title;
  const festivals = readCollection(registry.festivals, text("festivals"), placeholdersIn(title));
  const placeholders = placeholdersIn(title, festivals.data as CollectionData<"festivals"> | undefined);
  const first: Partial<LoadedFiles> = { film, festivals };
  const files = Object.fromEntries(
    (Object.entries(registry) as [CollectionName, Collection][]).map(([name, c]) => [
      name,
      first[name] ?? readCollection(c, text(name), placeholders),
    ]),
  ) as LoadedFiles;
  const problems = Object.values(files).flatMap((l) => l.problems);
  return { files, problems: problems.length > 0 ? problems : crossFileProblems(files) };
}
