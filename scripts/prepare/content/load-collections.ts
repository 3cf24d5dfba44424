// Reads the content files of src/content/build-time/collections.ts: parses each as YAML or Markdown, puts
// in the placeholders ({title}), checks it against its schema, and says what is wrong in words
// the film's team can act on, naming the file and line:
// `content/festivals.yaml:42: status "Oficial Selection" is not one of: ...`.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isMap, isNode, isScalar, LineCounter, parseDocument, type Document } from "yaml";
import type { z } from "zod";
import {
  collectionOf,
  collections,
  type Collection,
  type CollectionData,
  type CollectionName,
} from "#src/content/build-time/collections.ts";
import { laurelsOf } from "#src/content/build-time/laurel-rules.ts";
import { localize } from "#src/content/build-time/schema/localize.ts";
import { oneLanguageOnly } from "#src/content/build-time/schema/localized-text.ts";
import { shownScreenings } from "#src/content/screening-events.ts";
import { languageNames, languages, monthLabel, type Lang } from "#src/lib/languages.ts";
import { formattedFacts } from "./formatted-facts.ts";
import { expandPlaceholders, placeholdersFor, type Placeholders } from "./placeholders.ts";
import { staleContent } from "./stale-content.ts";
import type { Where } from "./where.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "../../..");
/** Where each collection's checked data is written, under the repository root. */
export const generatedContentDir = "src/generated/content";

/**
 * What the loader wrote for `lang` (`name` as "film.json", "words/screenings.json"), for the steps
 * that make each language's files in one process, where `#lang/` reads English only.
 */
export function generatedContent<T>(root: string, lang: Lang, name: string): T {
  return JSON.parse(readFileSync(path.join(root, generatedContentDir, lang, name), "utf8")) as T;
}

/**
 * A file as read: `data` in English, `languages` in each language (both set only when the file
 * has no problem), each text's placeholders put in.
 */
export type Loaded = { data?: unknown; languages?: Record<Lang, unknown>; problems: string[]; where: Where };
export type LoadedFiles = Record<CollectionName, Loaded>;

/** How a value reads in a message: text in quotes, lists and groups by what they are. */
function shown(value: unknown): string {
  if (typeof value === "string") return `"${value}"`;
  if (Array.isArray(value)) return "a list";
  if (value === null || value === undefined) return "empty";
  if (typeof value === "object") return "a group of fields";
  return String(value);
}

const kinds: Record<string, string> = {
  string: "text",
  number: "a number",
  boolean: "yes or no (true or false)",
  array: "a list",
  object: "a group of fields",
};

/** The field a problem is about: the last name in its path ("status"), with the language of a text ("tagline (Spanish)"). */
function fieldName(issuePath: PropertyKey[]): string {
  const names = issuePath.filter((p): p is string => typeof p === "string");
  const last = names.at(-1);
  if (last === "en" || last === "es") return `${names.at(-2) ?? "the text"} (${languageNames[last]})`;
  return last ?? "the file";
}

/**
 * The line of the value at `at` or, when it is missing, of the nearest thing that is there. A
 * path ending in a language ("en", "es") finds that language's text also where the path runs on
 * into it (a paragraph of a long text: synopsis, 1, es).
 */
function lineOf(doc: Document, lines: LineCounter, at: PropertyKey[]): number {
  const lang = at.at(-1) === "en" || at.at(-1) === "es" ? at.at(-1) : undefined;
  for (let n = at.length; n >= 0; n--) {
    if (lang !== undefined && n < at.length - 1) {
      const group = doc.getIn(at.slice(0, n) as (string | number)[], true);
      const text = isMap(group) ? group.items.find((p) => isScalar(p.key) && p.key.value === lang) : undefined;
      if (isNode(text?.key) && text.key.range) return lines.linePos(text.key.range[0]).line;
    }
    // A field's line is its name's ("keyCrew:"), also when its list starts on the next line.
    const parent = n > 0 ? doc.getIn(at.slice(0, n - 1) as (string | number)[], true) : undefined;
    const pair = isMap(parent) ? parent.items.find((p) => isScalar(p.key) && p.key.value === at[n - 1]) : undefined;
    const node = isNode(pair?.key) ? pair.key : doc.getIn(at.slice(0, n) as (string | number)[], true);
    if (isNode(node) && node.range) return lines.linePos(node.range[0]).line;
  }
  return 1;
}

function describe(issue: z.core.$ZodIssue, value: unknown): string {
  // A rule across fields (festivals.yaml's laurels) says what is wrong in a whole sentence.
  if (issue.code === "custom" && issue.params?.sentence === true) return issue.message;
  const field = fieldName(issue.path);
  if (value === undefined && issue.code !== "unrecognized_keys") return `${field} is missing`;
  switch (issue.code) {
    case "invalid_value":
      return `${field} ${shown(value)} is not one of: ${issue.values.map(String).join(", ")}`;
    case "invalid_type":
      if (issue.message === oneLanguageOnly) return `${field} ${oneLanguageOnly}`;
      return `${field} should be ${kinds[issue.expected] ?? issue.expected}, not ${shown(value)}`;
    case "custom":
      return `${field} ${issue.message}`;
    case "invalid_union":
      return `${field} should be a text, or a text under en: and another under es:, not ${shown(value)}`;
    case "unrecognized_keys":
      return `${issue.keys.map((k) => `"${k}"`).join(", ")} ${issue.keys.length === 1 ? "is not a field" : "are not fields"} here (check the spelling)`;
    case "too_small":
    case "too_big":
      if (Array.isArray(value)) {
        const limit = issue.code === "too_small" ? issue.minimum : issue.maximum;
        const need = issue.exact ? `exactly ${limit}` : issue.code === "too_small" ? `at least ${limit}` : `at most ${limit}`;
        return `${field} has ${value.length} ${value.length === 1 ? "entry" : "entries"}; it needs ${need}`;
      }
      if (typeof value === "string") return `${field} ${issue.message}`;
      return `${field} ${shown(value)}: ${issue.message}`;
    default:
      return `${field} ${shown(value)} ${issue.message}`;
  }
}

/** The report a content problem fails the build (or fills the dev server's overlay) with. */
export const problemReport = (problems: string[]) =>
  `Content check failed with ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`;

/** The schema's problems with `data`, each on the line of the value it is about. */
function schemaProblems(collection: Collection, data: unknown, where: Where): Loaded {
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
 * Every text with one language and not the other: a group holding en: or es: (and nothing
 * else) must hold both. Named here, by file, line, field and language, before the schema speaks
 * of the group's shape.
 */
export function missingLanguages(data: unknown, where: Where, at: PropertyKey[] = []): string[] {
  if (Array.isArray(data)) return data.flatMap((item, i) => missingLanguages(item, where, [...at, i]));
  if (typeof data !== "object" || data === null) return [];
  const keys = Object.keys(data);
  if (keys.length > 0 && keys.every((k) => k === "en" || k === "es")) {
    const field = at.filter((p): p is string => typeof p === "string").at(-1) ?? "the text";
    return languages.flatMap((lang) => {
      if (keys.includes(lang)) return [];
      const other = languages.find((l) => l !== lang)!;
      return [
        `${where(at)}: ${field} has its ${languageNames[other]} text (${other}:) but not its ${languageNames[lang]} (${lang}:); write the ${languageNames[lang]} under "${field}:" as ${lang}:`,
      ];
    });
  }
  return Object.entries(data).flatMap(([k, v]) => missingLanguages(v, where, [...at, k]));
}

/**
 * A file's data checked: every text in both languages, placeholders it may use, the schema; then
 * the file in each language, its placeholders put in.
 */
function checked(collection: Collection, raw: unknown, where: Where, placeholders: Record<Lang, Placeholders>): Loaded {
  const missing = missingLanguages(raw, where);
  if (missing.length > 0) return { where, problems: missing };
  const unknown: string[] = [];
  if (collection.words) unknown.push(...pagePlaceholderProblems(raw, where));
  else expandPlaceholders(raw, placeholders.en, (at, message) => unknown.push(`${where(at)}: ${message}`));
  const result = schemaProblems(collection, raw, where);
  if (unknown.length > 0 || result.problems.length > 0) return { where, problems: [...unknown, ...result.problems] };
  const inEach = Object.fromEntries(
    languages.map((lang) => [lang, expandPlaceholders(localize(result.data, lang), placeholders[lang], () => {})]),
  ) as Record<Lang, unknown>;
  return { where, problems: [], data: inEach.en, languages: inEach };
}

// The festivals' months and statuses, which the placeholders read, are the same in both languages.
/** A words text whose two languages do not fill in the same `{name}`s: the page would leave one out. */
function pagePlaceholderProblems(raw: unknown, where: Where, at: PropertyKey[] = []): string[] {
  if (typeof raw !== "object" || raw === null) return [];
  const text = raw as Record<string, unknown>;
  if (typeof text.en === "string" && typeof text.es === "string") {
    const names = (t: string) => [...new Set(t.match(/\{[A-Za-z][A-Za-z0-9]*\}/g) ?? [])].sort().join(", ");
    const [en, es] = [names(text.en), names(text.es)];
    if (en === es) return [];
    const field = at.filter((p): p is string => typeof p === "string").at(-1) ?? "the text";
    return [`${where(at)}: ${field} fills in ${en || "nothing"} in English but ${es || "nothing"} in Spanish; write the same {…} in both`];
  }
  return Object.entries(text).flatMap(([k, v]) => pagePlaceholderProblems(v, where, [...at, k]));
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
  if (doc.errors.length > 0) {
    // The first error only: the parser's later ones follow from it.
    const e = doc.errors[0]!;
    const line = e.linePos?.[0].line ?? 1;
    if (e.code === "DUPLICATE_KEY") return { where, problems: [`${collection.file}:${line}: this field is given twice; keep one of them`] };
    // A text starting with a placeholder reads to YAML as a group of fields: { ... }.
    const source = text.split(/\r?\n/)[line - 1] ?? "";
    if (/:\s*\{[A-Za-z]+\}/.test(source)) {
      return {
        where,
        problems: [`${collection.file}:${line}: a text that starts with a placeholder needs quotes around it, like alt: "{title} poster"`],
      };
    }
    // The parser's own words, without the position and code frame it appends.
    const detail = e.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    return {
      where,
      problems: [`${collection.file}:${line}: this line is not valid YAML (${detail}); check the indentation, colons and quotes`],
    };
  }
  return checked(collection, doc.toJS(), where, placeholders);
}

/** Names one file gives that must match another's. */
export function crossFileProblems(files: LoadedFiles): string[] {
  const festivals = files.festivals.data as CollectionData<"festivals">;
  const names = new Set(festivals.submissions.map((s) => s.name));
  const screenings = (files.screenings.data as CollectionData<"screenings">).screenings;
  // A screening's festival is one of the submissions, by its English name.
  const screeningProblems = screenings.flatMap((s, i) =>
    s.festival === undefined || names.has(s.festival)
      ? []
      : [
          `${files.screenings.where(["screenings", i, "festival"])}: festival "${s.festival}" is not a submission in ${collections.festivals.file}; write its name as it is there`,
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
 * Reads and checks every collection, with `edits` standing in for the text of some files (so
 * tests break a file as the team would). The film's facts and the festivals first: the
 * others' placeholders come from them.
 */
export function readCollections({ root = repositoryRoot, edits = {} as Partial<Record<CollectionName, string>> } = {}): {
  files: LoadedFiles;
  problems: string[];
} {
  const text = (name: CollectionName) => edits[name] ?? readFileSync(path.join(root, collectionOf(name).file), "utf8");
  const film = parseCollection(collections.film, text("film"));
  const title = (film.data as CollectionData<"film"> | undefined)?.title;
  const festivals = parseCollection(collections.festivals, text("festivals"), placeholdersIn(title));
  const placeholders = placeholdersIn(title, festivals.data as CollectionData<"festivals"> | undefined);
  const first: Partial<LoadedFiles> = { film, festivals };
  const files = Object.fromEntries(
    (Object.entries(collections) as [CollectionName, Collection][]).map(([name, c]) => [
      name,
      first[name] ?? parseCollection(c, text(name), placeholders),
    ]),
  ) as LoadedFiles;
  const problems = Object.values(files).flatMap((l) => l.problems);
  return { files, problems: problems.length > 0 ? problems : crossFileProblems(files) };
}

/**
 * What each language's pages read beyond the file: the festivals' months written out ("octubre
 * de 2025"), and which of the crew is the director of photography (whose role each language
 * words its own way).
 */
function derived(name: CollectionName, data: unknown, lang: Lang, english: unknown): unknown {
  if (name === "festivals") {
    const festivals = data as CollectionData<"festivals">;
    return {
      ...festivals,
      submissions: festivals.submissions.map((s) => ({ ...s, notificationMonth: monthLabel(s.notificationDate, lang) })),
    };
  }
  if (name === "people") {
    const people = data as CollectionData<"people">;
    const roles = (english as CollectionData<"people">).keyCrew.map((c) => c.role);
    return {
      ...people,
      // The bios are the press package's alone (bios.json): no page carries them to the browser.
      principalCast: people.principalCast.map(({ bio: _bio, ...m }) => m),
      keyCrew: people.keyCrew.map((c, i) => ({ ...c, isCinematographer: roles[i] === "Director of Photography" })),
    };
  }
  if (name === "words/press-kit") {
    // The downloads' names follow the title, which may have spaces or a colon ("Camino del Sur",
    // "Girasol: el viaje"): a file name keeps to letters, digits and hyphens, so a link to it
    // needs no escaping and every system saves it as named.
    const words = data as { files: Record<string, string> };
    const named = ["pressPackage", "festivalStrategy", "stillsArchive", "chosenStills", "laurels"];
    return { ...words, files: Object.fromEntries(Object.entries(words.files).map(([k, v]) => [k, named.includes(k) ? asFileName(v) : v])) };
  }
  return data;
}

/** A download's name as written, its spaces made hyphens and what Windows or macOS refuse left out. */
export const asFileName = (name: string) =>
  name
    .normalize("NFC")
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, "")
    .replace(/\s+/g, "-")
    .replace(/-{2,}/g, "-");

/**
 * Reads and checks every collection; when all are sound, writes each one's data for the site in
 * each language and lists what time has made stale (warnings: the build goes on).
 */
export function loadCollections({ root = repositoryRoot, today = new Date() } = {}): {
  problems: string[];
  warnings: string[];
  files: LoadedFiles;
} {
  const { files, problems } = readCollections({ root });
  if (problems.length > 0) return { problems, warnings: [], files };
  const loaded = Object.entries(files) as [CollectionName, Loaded][];
  for (const lang of languages) {
    const out = path.join(root, generatedContentDir, lang);
    mkdirSync(out, { recursive: true });
    const write = (name: string, data: unknown) => {
      const file = path.join(out, `${name}.json`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    };
    // Which language this folder is, for the pages built from it (<html lang>, addresses).
    write("language", { lang });
    for (const [name, l] of loaded) {
      if (name !== "texts") write(name, derived(name, l.languages![lang], lang, l.data));
    }
    // The synopsis, which Home shows, apart from the long texts only other pages and the PDFs show.
    const { synopsis, ...longTexts } = inLanguage(files, "texts", lang);
    write("texts", { synopsis });
    write("long-texts", longTexts);
    write("bios", Object.fromEntries(inLanguage(files, "people", lang).principalCast.map((m) => [m.name, m.bio])));
    // What follows from them: the film's laurels (every festival that said yes, and the ones to feature).
    const festivals = inLanguage(files, "festivals", lang);
    const englishNames = (files.festivals.data as CollectionData<"festivals">).submissions.map((s) => s.name);
    // Their statuses printed in the language, as the festival page names them (content/words/submissions.yaml).
    const { status: statusWords } = inLanguage(files, "words/submissions", lang) as { status: Record<string, string> };
    write(
      "laurels",
      laurelsOf(festivals.submissions, festivals.laurels, englishNames, {
        "Official Selection": statusWords.officialSelection!,
        Nominee: statusWords.nominee!,
        Winner: statusWords.winner!,
      }),
    );
    // The film's facts in the language's own way ("20.000 £", "19 de septiembre de 2025"), and its screenings:
    // worked out here once rather than in every browser.
    const film = inLanguage(files, "film", lang);
    write("facts", formattedFacts(film, inLanguage(files, "people", lang), inLanguage(files, "words/facts", lang), lang));
    const posterFile = inLanguage(files, "stills", lang).poster.file;
    // A screening names its festival in English, as festivals.yaml does; shown by the festival's name in this language.
    const festivalName = new Map(englishNames.map((english, i) => [english, festivals.submissions[i]!.name]));
    const screenings = inLanguage(files, "screenings", lang).screenings.map((s) =>
      s.festival === undefined ? s : { ...s, festival: festivalName.get(s.festival) ?? s.festival },
    );
    const englishCities = inLanguage(files, "screenings", "en").screenings.map((s) => s.city);
    write("screenings-shown", shownScreenings(screenings, { ...film, posterFile }, lang, englishCities));
  }
  return { problems: [], warnings: loaded.flatMap(([name, l]) => staleContent(name, l.data, l.where, today)), files };
}
