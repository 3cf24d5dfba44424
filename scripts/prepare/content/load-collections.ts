// The content files, checked (read-collections.ts), written for the site: each file's data in
// each language to src/generated/content/<lang>/, with what follows from them (the laurels, the
// facts as each language writes them, the screenings in order), and what time has made stale.
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { CollectionData, CollectionName } from "#src/content/build-time/collections.ts";
import { byFestivalNames, festivalsAsShown } from "#src/content/build-time/as-shown.ts";
import { laurelsOf } from "#src/content/build-time/laurel-rules.ts";
import { shownReleases, type ReleaseWords } from "#src/content/release-events.ts";
import { accessibilityFeatures, asValue, copyAccessTracks, type AccessWords } from "#src/content/access.ts";
import { accessVersionsRow } from "#src/content/fact-rows.ts";
import type { AccessShown } from "#src/content/access-shown.ts";
import { shownScreenings } from "#src/content/screening-events.ts";
import { languages, localeOf, rootLanguage, type Lang } from "#src/lib/languages.ts";
import { pluralTable } from "#src/content/build-time/plural-table.ts";
import { formattedFacts } from "#src/content/build-time/formatted-facts.ts";
import { siteHasOf } from "#src/content/build-time/site-has.ts";
import { inLanguage, type Loaded, type LoadedFiles } from "#src/content/build-time/check/read-texts.ts";
import { factCheckGaps } from "#src/content/build-time/check/fact-check/index.ts";
import { heldBack } from "#src/content/build-time/held-back.ts";
import { readCollections } from "./read-collections.ts";
import { repositoryWarnings } from "./site-repository.ts";
import { readBuildTime } from "../build-time.ts";
import { staleContent } from "./stale-content.ts";
import { textsToWrite } from "./to-write.ts";

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
 * What each language's pages read beyond the file: the festivals' months written out ("octubre
 * de 2025") and places ("Sevilla, España"), and which of the crew is the director of photography (whose role each language
 * words its own way).
 */
function derived(name: CollectionName, data: unknown, lang: Lang): unknown {
  // Its place as the language names it: "Seville, Spain", "Sevilla, España".
  if (name === "festivals") return festivalsAsShown(data as CollectionData<"festivals">, lang);
  if (name === "people") {
    const people = data as CollectionData<"people">;
    const cinematographer = people.keyCrew.findIndex((c) => c.department === "Camera");
    return {
      ...people,
      // The bios are the press package's alone (bios.json): no page carries them to the browser.
      principalCast: people.principalCast.map(({ bio: _bio, ...m }) => m),
      keyCrew: people.keyCrew.map((c, i) => ({ ...c, isCinematographer: i === cinematographer })),
    };
  }
  if (name === "words/press-kit") {
    // The downloads' names follow the title, which may have spaces or a colon ("Camino del Sur",
    // "La Vague: le retour"): a file name keeps to letters, digits and hyphens, so a link to it
    // needs no escaping and every system saves it as named.
    // A folder inside a zip keeps its spaces, but not what Windows or macOS refuse.
    const words = data as { files: Record<string, string>; artwork: Record<string, string> };
    const named = ["pressPackage", "festivalStrategy", "stillsArchive", "chosenStills", "chosenWebStills", "laurels", "artwork"];
    const folders = ["laurelsFolder", "artworkFolder"];
    const files = Object.entries(words.files).map(([k, v]) => [
      k,
      named.includes(k) ? asFileName(v) : folders.includes(k) ? asFolderName(v) : v,
    ]);
    // The artwork's files are named from the title too ("Camino-del-Sur-Poster-2000x3000.jpg").
    const artwork = Object.entries(words.artwork).map(([k, v]) => [k, k === "withLaurels" ? v : asFileName(v)]);
    return { ...words, files: Object.fromEntries(files), artwork: Object.fromEntries(artwork) };
  }
  return data;
}

/** A folder's name as written, what Windows or macOS refuse left out. */
export const asFolderName = (name: string) =>
  name
    .normalize("NFC")
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * A download's name as written, its spaces and dashes made hyphens (a title's "–" would stand
 * between two: "Zugvögel-–-Vogel") and what Windows or macOS refuse left out.
 */
export const asFileName = (name: string) =>
  name
    .normalize("NFC")
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, "")
    .replace(/[\s\p{Pd}]+/gu, "-")
    .replace(/-{2,}/g, "-");

/**
 * Reads and checks every collection; when all are sound, writes each one's data for the site in
 * each language, as it stands at the build's instant (`today`: what waits for a later hour left
 * out, held-back.ts), and lists what time has made stale (warnings: the build goes on). Returns the
 * files as written (`files`, for the checks) and as shown (`shown`, for all the build makes).
 */
export function loadCollections({ root = repositoryRoot, today = readBuildTime(root) } = {}): {
  problems: string[];
  warnings: string[];
  files: LoadedFiles;
  shown: LoadedFiles;
} {
  const { files: written, problems } = readCollections({ root });
  if (problems.length > 0) return { problems, warnings: [], files: written, shown: written };
  const files = heldBack(written, today);
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
    // The form each number's counted words take in the language ("1 festival", "2 festivals"), for fill.
    write("plural", { table: pluralTable(localeOf(lang)) });
    for (const [name, l] of loaded) {
      if (name !== "texts") write(name, derived(name, l.languages![lang], lang));
    }
    // The synopsis, which Home shows, apart from the long texts only other pages and the PDFs show.
    const { synopsis, ...longTexts } = inLanguage(files, "texts", lang);
    write("texts", { synopsis });
    write("long-texts", longTexts);
    write("bios", Object.fromEntries(inLanguage(files, "people", lang).principalCast.map((m) => [m.name, m.bio])));
    // What follows from them: the film's laurels (every festival that said yes, and the ones to feature).
    const festivals = inLanguage(files, "festivals", lang);
    // The festivals by their names in the first language, as the other files and the laurels' images name them.
    const referenceNames = (files.festivals.data as CollectionData<"festivals">).submissions.map((s) => s.name);
    // Their statuses printed in the language, as the festival page names them (content/words/submissions.yaml).
    const { status: statusWords } = inLanguage(files, "words/submissions", lang) as { status: Record<string, string> };
    write(
      "laurels",
      laurelsOf(festivals.submissions, festivals.laurels, referenceNames, {
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
    const screenings = byFestivalNames(
      inLanguage(files, "screenings", lang).screenings,
      referenceNames,
      festivals.submissions.map((s) => s.name),
    );
    const referenceCities = inLanguage(files, "screenings", rootLanguage).screenings.map((s) => s.city);
    const { address: siteUrl } = files.site.data as CollectionData<"site">;
    const accessWords = inLanguage(files, "words/access", lang) as AccessWords;
    write("screenings-shown", shownScreenings(screenings, { ...film, posterFile, siteUrl }, lang, referenceCities, accessWords));
    // Where to watch it: each release with its countries and kind named in the language.
    const { watch, kinds } = inLanguage(files, "words/watch", lang) as { watch: Omit<ReleaseWords, "kinds">; kinds: ReleaseWords["kinds"] };
    const releasesShown = shownReleases(inLanguage(files, "releases", lang).releases, { ...watch, kinds }, lang, accessWords);
    write("releases-shown", releasesShown);
    // The film's access versions and its copies' tracks in the language, and schema.org's features
    // for search engines: worked out here, so no page ships the access words to say them.
    const copies = inLanguage(files, "screening-copies", lang).screeningCopies;
    write("access-shown", {
      versions: accessVersionsRow(film, accessWords, lang),
      tracksLabel: accessWords.versions.tracks,
      copies: Object.fromEntries(copies.map((c) => [c.kind, asValue(copyAccessTracks(c.access, c.kind, accessWords), lang)])),
      features: accessibilityFeatures(
        film.access,
        copies.map((c) => c.access),
      ),
    } satisfies AccessShown);
    // Which pages the site has: those that show what content may leave empty, only while it lists some.
    write(
      "site-has",
      siteHasOf({
        festivals,
        stills: inLanguage(files, "stills", lang),
        releases: releasesShown.releases,
        site: files.site.data as CollectionData<"site">,
      }),
    );
  }
  // The root language's folder is also `default/`, where `#lang/` points for every process not
  // told a language (package.json): the type check, the scripts, the build of the root language.
  const defaultFolder = path.join(root, generatedContentDir, "default");
  rmSync(defaultFolder, { recursive: true, force: true });
  symlinkSync(rootLanguage, defaultFolder, "dir");
  // On the files as written, whose lines the warnings name.
  const warnings = [
    ...(Object.entries(written) as [CollectionName, Loaded][]).flatMap(([name, l]) => staleContent(name, l.data, l.where, today)),
    ...repositoryWarnings(files.site.data as CollectionData<"site">, files.site.where),
    ...factCheckGaps(),
    ...loaded.flatMap(([, l]) => textsToWrite(l.file, readFileSync(path.join(root, l.file), "utf8"))),
  ];
  return { problems: [], warnings, files: written, shown: files };
}
