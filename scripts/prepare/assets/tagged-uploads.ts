// The files the site serves at /uploads: every original of content/uploads copied to
// public/uploads with its press caption written inside it, as the IPTC and XMP fields picture
// desks read (src/content/lazy/captions.ts, embeddedCaption). ExifTool writes them: it rewrites the
// metadata segments only and copies the compressed image data as it is, so no pixel is
// re-encoded. The stills archive and the lightbox's downloads serve these copies, so a
// photo that leaves the site carries its caption, credit and copyright with it.
//
// One file is served to both the English and the Spanish site, so it carries both captions the
// way XMP provides for text in several languages: dc:description is a language alternative
// (rdf:Alt) with the English as x-default, first, then the same English under "en" and the
// Spanish under "es-ES" (XMP part 1: an x-default item comes first and repeats the text of one
// of the languages). Photoshop, Lightroom and Photo Mechanic show the one in the reader's
// language. IPTC IIM and EXIF hold one text per field: they stay English.
//
// Incremental: a file is written again only when its original, its caption or ExifTool changed
// (src/generated/tagged-uploads.json records what each copy was made from), and each copy is
// written under a temporary name and renamed, so a failed run never leaves half a file; a copy
// made before of the same original with the same tags is taken from the build cache. A copy
// of an original that was removed is removed. public/uploads is the build's: a file there that
// the build did not write, or changed since, stops the build rather than be overwritten or
// deleted (someone may have dropped a new photo in the old place).
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { crc32 } from "node:zlib";
import { ExifTool, type WriteTags } from "exiftool-vendored";
import { embeddedCaptionOf, type EmbeddedCaption, type EmbeddedCaptions, type UsageTerms } from "#src/content/caption-rules.ts";
import type { CollectionData } from "#src/content/build-time/collections.ts";
import { languageNameOf, languages, localeOf, rootLanguage, type Lang } from "#src/lib/languages.ts";
import { buildCache, cacheKey } from "../../lib/build-cache.ts";
import { uploadNames } from "../content/archive-files.ts";
import type { LoadedFiles } from "#src/content/build-time/check/read-texts.ts";

/**
 * The caption written into each file in each language, from content/captions.yaml and
 * content/film.yaml as loaded (placeholders put in). The loader refuses a caption missing in
 * either language; this refuses it too, rather than write a file with one language only.
 */
export function embeddedCaptions(files: Pick<LoadedFiles, "captions" | "film">): (file: string) => EmbeddedCaptions {
  const inEach = Object.fromEntries(
    languages.map((lang) => {
      const film = files.film.languages?.[lang] as CollectionData<"film"> | undefined;
      const data = files.captions.languages?.[lang] as CollectionData<"captions"> | undefined;
      const captions = data?.captions;
      if (!film || !data || !captions)
        throw new Error(
          `content/captions.yaml and content/film.yaml must be read without a problem, each caption in English and in Spanish, before any file is captioned (no ${languageNameOf(lang)} captions)`,
        );
      const terms = { usageTerms: data.usageTerms, ...(data.usageTermsLink ? { usageTermsLink: data.usageTermsLink } : {}) };
      return [lang, { film, terms, byFile: new Map(captions.map((c) => [c.file, c])) }];
    }),
  ) as Record<
    Lang,
    { film: CollectionData<"film">; terms: UsageTerms; byFile: Map<string, CollectionData<"captions">["captions"][number]> }
  >;
  return (file) => {
    if (!inEach[rootLanguage]!.byFile.has(file)) throw new Error(`content/uploads/${file} has no press caption in content/captions.yaml`);
    return Object.fromEntries(
      languages.map((lang) => {
        const entry = inEach[lang]!.byFile.get(file);
        // The loader's own check makes this unreachable; the file is never written half-captioned.
        if (!entry?.caption || !entry.credit)
          throw new Error(
            `content/captions.yaml: ${file} has no ${languageNameOf(lang)} caption or credit; write it under "caption:" and "credit:" as ${lang}:`,
          );
        return [lang, embeddedCaptionOf(entry, inEach[lang]!.film, inEach[lang]!.terms)];
      }),
    ) as EmbeddedCaptions;
  };
}

/**
 * The xml:lang each language's text is written under in XMP, after the root language's as
 * x-default: the root language's under its code too ("en"), each other's under its locale ("es-ES").
 */
export const xmpLanguageOf = (lang: Lang) => (lang === rootLanguage ? lang : localeOf(lang));

/**
 * An XMP language alternative (rdf:Alt), as ExifTool writes one: the English as x-default, then
 * each language under its own tag ("XMP-dc:Description-es-ES"). Where every language says the
 * same (a copyright line), the x-default alone.
 */
function langAlt(tag: string, c: EmbeddedCaptions, field: keyof EmbeddedCaption, always: boolean): Record<string, string> {
  const root = c[rootLanguage]!;
  const same = languages.every((lang) => c[lang]![field] === root[field]);
  return {
    [tag]: root[field] ?? "",
    ...(always || !same ? Object.fromEntries(languages.map((lang) => [`${tag}-${xmpLanguageOf(lang)}`, c[lang]![field] ?? ""])) : {}),
  };
}

/**
 * The metadata written into one file: IPTC (IIM), XMP and EXIF alike, so every reader finds it.
 * The caption in XMP in every language; the fields that hold one text (IIM, EXIF, XMP's credit
 * and headline) in English, as the credit is printed in the press kit's English.
 */
export function uploadTags(file: string, captions: EmbeddedCaptions): Record<string, string | string[]> {
  const c = captions[rootLanguage]!;
  const xmp = {
    ...langAlt("XMP-dc:Description", captions, "caption", true),
    "XMP-photoshop:Credit": c.credit,
    "XMP-dc:Creator": [c.creator],
    ...langAlt("XMP-dc:Rights", captions, "copyright", false),
    "XMP-photoshop:Headline": c.headline,
    // IPTC Core's Rights Usage Terms, in every language, and the page of the terms where there is one.
    ...langAlt("XMP-xmpRights:UsageTerms", captions, "usageTerms", true),
    ...(c.usageTermsLink ? { "XMP-xmpRights:WebStatement": c.usageTermsLink } : {}),
  };
  // IPTC IIM is a JPEG (and TIFF) block; a PNG or WebP carries XMP only.
  if (!/\.jpe?g$/i.test(file)) return xmp;
  return {
    // UTF-8, so "Doña", "Tomás" and "©" read as written (IIM's default is ASCII).
    "IPTC:CodedCharacterSet": "UTF8",
    "IPTC:Caption-Abstract": c.caption,
    "IPTC:Credit": c.credit,
    "IPTC:By-line": [c.creator],
    "IPTC:CopyrightNotice": c.copyright,
    "IPTC:Headline": c.headline,
    // IIM has no usage terms: its Special Instructions are where desks' systems look for them.
    "IPTC:SpecialInstructions": c.usageTerms,
    ...xmp,
    // A camera's own EXIF fields ("OLYMPUS DIGITAL CAMERA", the owner's name) would otherwise
    // contradict the caption in the readers that prefer EXIF, Lightroom's among them.
    "EXIF:ImageDescription": c.caption,
    "EXIF:Artist": c.creator,
    "EXIF:Copyright": c.copyright,
  };
}

/** What the copy of one file was made from (hashes of the original and of its tags, ExifTool's version), and what was written. */
type Stamp = { source: string; tags: string; exiftool: string; bytes: number; crc32: number };
type Stamps = Record<string, Stamp>;

// exiftool-vendored pins the ExifTool it runs to one release: its version stands for ExifTool's.
const exiftoolVersion = `exiftool-vendored ${(createRequire(import.meta.url)("exiftool-vendored/package.json") as { version: string }).version}`;
const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const tempPrefix = ".tagging-";

function readStamps(file: string): Stamps | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Stamps;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function measure(file: string): { bytes: number; crc32: number } {
  const data = readFileSync(file);
  return { bytes: data.length, crc32: crc32(data) };
}

export type TagOptions = {
  /** content/uploads: the originals. */
  sourceDir: string;
  /** public/uploads: the copies the site serves. */
  outDir: string;
  /** Where the stamps are kept (src/generated/tagged-uploads.json). */
  stampFile: string;
  /** The caption written into each file, in each language. */
  captionOf: (file: string) => EmbeddedCaptions;
  /** How folders are named in messages. */
  labels?: { source: string; out: string };
};

export type TagResult = { problems: string[]; written: number; removed: number };

/**
 * Writes public/uploads from content/uploads. Problems name the file; a file ExifTool cannot
 * write throws, naming it. Checks before it writes: nothing is written while there is a problem.
 */
export async function writeTaggedUploads(options: TagOptions): Promise<TagResult> {
  const { sourceDir, outDir, stampFile } = options;
  const labels = options.labels ?? { source: "content/uploads", out: "public/uploads" };
  mkdirSync(outDir, { recursive: true });
  // What a run stopped half-way left behind (not what a run going on now is writing).
  for (const name of readdirSync(outDir)) {
    const pid = Number(name.startsWith(tempPrefix) ? name.slice(tempPrefix.length).split("-")[0] : NaN);
    if (Number.isInteger(pid) && !isRunning(pid)) rmSync(path.join(outDir, name), { force: true });
  }

  const previous = readStamps(stampFile);
  const known = previous ?? {};
  const sources = uploadNames(sourceDir);
  const present = new Set(sources);

  // The copies there now, and whether the build wrote each as it is.
  const ours = new Map<string, boolean>();
  const problems: string[] = [];
  for (const name of uploadNames(outDir)) {
    const stamp = known[name];
    const now = stamp && measure(path.join(outDir, name));
    const same = stamp !== undefined && now?.bytes === stamp.bytes && now.crc32 === stamp.crc32;
    ours.set(name, same);
    if (same) continue;
    if (!present.has(name))
      problems.push(
        `${labels.out}/${name} is not in ${labels.source}: ${labels.out} is written by the build from ${labels.source}, so move the file there (with its entry in content/captions.yaml) to publish it, or delete it`,
      );
    // Without any stamps (a fresh checkout, src/generated removed) no copy can be told from a
    // file put there by hand: the copies are written anew.
    else if (stamp)
      problems.push(
        `${labels.out}/${name} was changed after the build wrote it: ${labels.out} is written by the build, so put the new file in ${labels.source}/${name}, then delete this one`,
      );
    else if (previous)
      problems.push(
        `${labels.out}/${name} was not written by the build: ${labels.out} is written from ${labels.source}, so put the file in ${labels.source}/${name}, then delete this one`,
      );
  }
  if (problems.length > 0) return { problems, written: 0, removed: 0 };

  const removable = [...ours.keys()].filter((name) => !present.has(name));
  for (const name of removable) rmSync(path.join(outDir, name));

  // The same original with the same tags was written before, by another site sharing the build
  // cache (the test suite's fixtures) or before a fresh checkout: taken from there, unwritten.
  const cache = buildCache("tagged-uploads");
  // Started for the first file to write: a run with nothing to do starts no process.
  let exiftool: ExifTool | undefined;
  const files: Record<string, Stamp> = {};
  let written = 0;
  try {
    const queue = [...sources];
    const worker = async () => {
      for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
        const source = path.join(sourceDir, name);
        const target = path.join(outDir, name);
        const tags = uploadTags(name, options.captionOf(name));
        const made = { source: sha256(readFileSync(source)), tags: sha256(JSON.stringify(tags)), exiftool: exiftoolVersion };
        const before = known[name];
        if (ours.get(name) && before?.source === made.source && before.tags === made.tags && before.exiftool === made.exiftool) {
          files[name] = before;
          continue;
        }
        const temp = path.join(outDir, `${tempPrefix}${process.pid}-${name}`);
        const key = cacheKey(made.source, made.tags, made.exiftool);
        try {
          if (cache.restore(key, temp)) {
            renameSync(temp, target);
            files[name] = { ...made, ...measure(target) };
            written++;
            continue;
          }
          copyFileSync(source, temp);
          exiftool ??= new ExifTool({ maxProcs: 2 });
          await exiftool.write(temp, tags as WriteTags, {
            // In place (no "_original" copy). -m (ignoreMinorErrors) writes a credit longer than
            // IIM's 32 bytes whole, as picture desks' software reads it, instead of cutting it.
            writeArgs: ["-overwrite_original"],
            ignoreMinorErrors: true,
            useMWG: false,
          });
          renameSync(temp, target);
          cache.storeFile(key, target);
        } catch (error) {
          rmSync(temp, { force: true });
          queue.length = 0;
          throw new Error(`${labels.source}/${name}: its press caption could not be written into the file (${(error as Error).message})`, {
            cause: error,
          });
        }
        files[name] = { ...made, ...measure(target) };
        written++;
      }
    };
    try {
      // On a failure the other worker finishes the file it is writing and takes no other.
      const failed = (await Promise.allSettled([worker(), worker()])).find((r) => r.status === "rejected");
      if (failed) throw failed.reason;
    } finally {
      // Every copy written so far is recorded, also when a later one failed; the others keep
      // what they were made from, so the next run writes exactly what is still to do.
      const stamps: Stamps = {};
      for (const name of sources) {
        const stamp = files[name] ?? (ours.get(name) ? known[name] : undefined);
        if (stamp) stamps[name] = stamp;
      }
      mkdirSync(path.dirname(stampFile), { recursive: true });
      writeFileSync(stampFile, `${JSON.stringify(stamps, null, 2)}\n`);
    }
  } finally {
    await exiftool?.end();
  }
  cache.prune();
  return { problems: [], written, removed: removable.length };
}
