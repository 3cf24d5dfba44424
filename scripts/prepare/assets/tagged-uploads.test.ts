import exifr from "exifr";
import { ExifTool } from "exiftool-vendored";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { parse } from "yaml";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contentCaptions, readEmbeddedCaption } from "../../lib/read-caption.ts";
import type { EmbeddedCaption } from "#src/content/caption-rules.ts";
import { readCollections } from "../content/read-collections.ts";
import { seedSite } from "../../test/fixture-site.ts";
import { embeddedCaptions, uploadTags, writeTaggedUploads } from "./tagged-uploads.ts";

// The served copies of content/uploads, written into a scratch folder from the seed fixture's
// originals and captions, then read back with exifr (a reader the project did not write).
vi.setConfig({ testTimeout: 30_000 });
const originals = path.join(seedSite, "content/uploads");
// The seed's captions are in English and Spanish.
const captionOf = embeddedCaptions(readCollections({ root: seedSite }).files) as (file: string) => Record<"en" | "es", EmbeddedCaption>;
// A file's caption and credit as the seed's content/captions.yaml writes them, {title} the seed's title.
const seedYaml = (file: string) => parse(readFileSync(path.join(seedSite, "content", file), "utf8"));
const seedTitle = (seedYaml("film.yaml") as { title: string }).title;
type Written = { file: string; caption: Record<string, string>; credit: Record<string, string> };
const written = (file: string) => (seedYaml("captions.yaml") as { captions: Written[] }).captions.find((c) => c.file === file)!;
// A headshot whose Spanish caption has letters beyond ASCII (an ñ, an accent), a storm photo and a still.
const accented = (seedYaml("captions.yaml") as { captions: Written[] }).captions.find(
  (c) => c.file.startsWith("headshot-") && /[^\p{ASCII}]/u.test(c.caption.es ?? ""),
)!.file;
const chosen = [accented, "onset-02-storm-cover.jpg", "still-13-lost.jpg"];
let dir: string;
const at = (...p: string[]) => path.join(dir, ...p);
const run = (captions = captionOf) =>
  writeTaggedUploads({ sourceDir: at("content/uploads"), outDir: at("public/uploads"), stampFile: at("stamps.json"), captionOf: captions });

/** What a picture desk's software reads: the IPTC (IIM) and XMP fields, through exifr. */
const readBack = (file: string) => readEmbeddedCaption(readFileSync(file));

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "tagged-uploads-"));
  mkdirSync(at("content/uploads"), { recursive: true });
  for (const name of chosen) copyFileSync(path.join(originals, name), at("content/uploads", name));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the served copies of content/uploads", () => {
  it("carry the caption, credit, creator, copyright, title and usage terms as IPTC and XMP, accents as written", async () => {
    expect(await run()).toEqual({ problems: [], written: chosen.length, removed: 0 });
    for (const name of chosen) {
      const { caption, credit, creator, copyright, headline, usageTerms } = captionOf(name).en;
      const read = await readBack(at("public/uploads", name));
      expect(read.iptc, name).toEqual({ caption, credit, creator, copyright, headline, usageTerms });
      expect(read.xmp, name).toEqual({ caption, credit, creator, copyright, headline, usageTerms });
    }
    expect((await readBack(at("public/uploads", chosen[0]!))).iptc.caption).toBe(
      written(chosen[0]!).caption.en!.replace("{title}", seedTitle),
    );
    // IIM says its text is UTF-8 (record 1:90), so readers that honour it show "ñ", "é" and "©".
    const exiftool = new ExifTool({ maxProcs: 1 });
    try {
      expect((await exiftool.read(at("public/uploads", chosen[0]!))).CodedCharacterSet).toBe("UTF8");
    } finally {
      await exiftool.end();
    }
    // The originals stay as they were.
    for (const name of chosen)
      expect(Buffer.compare(readFileSync(at("content/uploads", name)), readFileSync(path.join(originals, name)))).toBe(0);
  });

  it("carry the caption in English and in Spanish as XMP language alternatives, English as x-default; IIM in English", async () => {
    await run();
    const [english, spanish] = [contentCaptions("en", seedSite), contentCaptions("es", seedSite)];
    for (const name of chosen) {
      const bytes = readFileSync(at("public/uploads", name));
      // exifr's own reading: an rdf:Alt comes as its items in the file's order.
      const read = await exifr.parse(bytes, { iptc: true, xmp: true, tiff: false, mergeOutput: false });
      expect(read.dc.description, name).toEqual([
        { lang: "x-default", value: expect.any(String) },
        { lang: "en", value: expect.any(String) },
        { lang: "es-ES", value: expect.any(String) },
      ]);
      const { xmpLanguages, iptc, xmp } = await readEmbeddedCaption(bytes);
      expect(xmpLanguages.caption, name).toEqual({
        "x-default": english.get(name)!.caption,
        en: english.get(name)!.caption,
        "es-ES": spanish.get(name)!.caption,
      });
      // The copyright line is one in both languages: written once, as x-default.
      expect(xmpLanguages.copyright, name).toEqual({ "x-default": english.get(name)!.copyright });
      // What a publication may do with it, in each language (the content's terms, {title} put in).
      expect(xmpLanguages.usageTerms, name).toEqual({
        "x-default": english.get(name)!.usageTerms,
        en: english.get(name)!.usageTerms,
        "es-ES": spanish.get(name)!.usageTerms,
      });
      expect(english.get(name)!.usageTerms).toMatch(/\S/);
      expect(iptc, name).toEqual(english.get(name));
      expect(xmp, name).toEqual(english.get(name));
    }
    const headshot = await readEmbeddedCaption(readFileSync(at("public/uploads", chosen[0]!)));
    expect(headshot.xmpLanguages.caption["es-ES"]).toBe(spanish.get(chosen[0]!)!.caption);
    expect(headshot.xmpLanguages.caption["es-ES"]).toMatch(/[^\p{ASCII}]/u);
    expect(headshot.xmpLanguages.caption["es-ES"]).not.toBe(headshot.xmpLanguages.caption.en);
  });

  it("replace what a camera wrote in EXIF (description, artist, copyright) with the caption's", async () => {
    const name = chosen[2]!;
    await sharp(path.join(originals, name))
      .withExif({ IFD0: { ImageDescription: "OLYMPUS DIGITAL CAMERA", Artist: "Camera Owner", Copyright: "(c) Someone Else" } })
      .jpeg({ quality: 90 })
      .toFile(at("content/uploads", name));
    await run();
    const exif = await exifr.parse(at("public/uploads", name), { tiff: true, iptc: false, xmp: false });
    const { caption, creator, copyright } = captionOf(name).en;
    expect({ caption: exif.ImageDescription, creator: exif.Artist, copyright: exif.Copyright }).toEqual({ caption, creator, copyright });
  });

  it("leave every pixel as it was: the same decoded image, only metadata added", async () => {
    await run();
    for (const name of chosen) {
      const original = await sharp(at("content/uploads", name)).raw().toBuffer({ resolveWithObject: true });
      const served = await sharp(at("public/uploads", name)).raw().toBuffer({ resolveWithObject: true });
      expect(served.info).toEqual(original.info);
      expect(Buffer.compare(served.data, original.data), name).toBe(0);
      expect(readFileSync(at("public/uploads", name)).length).toBeGreaterThan(readFileSync(at("content/uploads", name)).length);
    }
  });

  it("are written again only when the original or its caption changed, and removed with their original", async () => {
    await run();
    expect(await run()).toEqual({ problems: [], written: 0, removed: 0 });
    // The same bytes saved again (a new modification time): nothing to write.
    copyFileSync(path.join(originals, chosen[0]!), at("content/uploads", chosen[0]!));
    expect((await run()).written).toBe(0);
    const recaptioned = (name: string) =>
      name === chosen[1] ? { ...captionOf(name), en: { ...captionOf(name).en, caption: "Storm cover over the crew." } } : captionOf(name);
    expect(await run(recaptioned)).toEqual({ problems: [], written: 1, removed: 0 });
    expect((await readBack(at("public/uploads", chosen[1]!))).xmp.caption).toBe("Storm cover over the crew.");
    // Only the Spanish changed: written again too.
    const spanish = (name: string) =>
      name === chosen[1]
        ? { ...recaptioned(name), es: { ...captionOf(name).es, caption: "La tormenta cubre al equipo." } }
        : captionOf(name);
    expect(await run(spanish)).toEqual({ problems: [], written: 1, removed: 0 });
    expect((await readBack(at("public/uploads", chosen[1]!))).xmpLanguages.caption["es-ES"]).toBe("La tormenta cubre al equipo.");

    rmSync(at("content/uploads", chosen[1]!));
    expect(await run()).toEqual({ problems: [], written: 0, removed: 1 });
    expect(readdirSync(at("public/uploads")).sort()).toEqual([chosen[0], chosen[2]]);
  });

  it("refuse to overwrite or delete a file put in public/uploads by hand, naming it", async () => {
    await run();
    writeFileSync(at("public/uploads", "still-99-new.jpg"), "a real photo, dropped in the old place");
    copyFileSync(path.join(originals, "poster.jpg"), at("public/uploads", chosen[0]!));
    const { problems, written } = await run();
    expect(written).toBe(0);
    expect(problems).toEqual([
      `public/uploads/${chosen[0]} was changed after the build wrote it: public/uploads is written by the build, so put the new file in content/uploads/${chosen[0]}, then delete this one`,
      "public/uploads/still-99-new.jpg is not in content/uploads: public/uploads is written by the build from content/uploads, so move the file there (with its entry in content/captions.yaml) to publish it, or delete it",
    ]);
    expect(existsSync(at("public/uploads", "still-99-new.jpg"))).toBe(true);
  });

  it("stop at a file that cannot be written, naming it, and leave no half-written file", async () => {
    await run();
    writeFileSync(at("content/uploads", "still-98-broken.jpg"), "not a JPEG");
    await expect(run((name) => captionOf(name === "still-98-broken.jpg" ? chosen[0]! : name))).rejects.toThrow(
      /^content\/uploads\/still-98-broken\.jpg: its press caption could not be written into the file/,
    );
    expect(readdirSync(at("public/uploads")).sort()).toEqual([...chosen].sort());
    // The copies written before are still known: the next run has only the broken file to do.
    rmSync(at("content/uploads", "still-98-broken.jpg"));
    expect(await run()).toEqual({ problems: [], written: 0, removed: 0 });
  });
});

describe("the fields written", () => {
  it("are IPTC and XMP for a JPEG, XMP only for a PNG or WebP", () => {
    const caption = captionOf("poster.jpg");
    expect(Object.keys(uploadTags("poster.jpg", caption))).toEqual([
      "IPTC:CodedCharacterSet",
      "IPTC:Caption-Abstract",
      "IPTC:Credit",
      "IPTC:By-line",
      "IPTC:CopyrightNotice",
      "IPTC:Headline",
      "IPTC:SpecialInstructions",
      "XMP-dc:Description",
      "XMP-dc:Description-en",
      "XMP-dc:Description-es-ES",
      "XMP-photoshop:Credit",
      "XMP-dc:Creator",
      "XMP-dc:Rights",
      "XMP-photoshop:Headline",
      "XMP-xmpRights:UsageTerms",
      "XMP-xmpRights:UsageTerms-en",
      "XMP-xmpRights:UsageTerms-es-ES",
      "EXIF:ImageDescription",
      "EXIF:Artist",
      "EXIF:Copyright",
    ]);
    expect(Object.keys(uploadTags("poster.png", caption)).every((k) => k.startsWith("XMP-"))).toBe(true);
    expect(uploadTags("poster.jpg", caption)["IPTC:By-line"]).toEqual(["Jaime Soler"]);
    expect(uploadTags("poster.png", caption)["XMP-dc:Description-es-ES"]).toBe(caption.es.caption);
    // IIM and EXIF hold one text each: the English.
    expect(uploadTags("poster.jpg", caption)["IPTC:Caption-Abstract"]).toBe(caption.en.caption);
    expect(uploadTags("poster.jpg", caption)["IPTC:Credit"]).toBe(written("poster.jpg").credit.en);
  });

  it("rights become a language alternative only where the languages' copyright lines differ", () => {
    const caption = captionOf("poster.jpg");
    expect(uploadTags("poster.png", caption)).not.toHaveProperty("XMP-dc:Rights-es-ES");
    const own = { ...caption, es: { ...caption.es, copyright: `${caption.en.copyright} (España)` } };
    expect(uploadTags("poster.png", own)).toMatchObject({
      "XMP-dc:Rights": caption.en.copyright,
      "XMP-dc:Rights-en": caption.en.copyright,
      "XMP-dc:Rights-es-ES": `${caption.en.copyright} (España)`,
    });
  });
});

describe("a caption without its Spanish", () => {
  it("stops the build, naming the file and line, and no file is captioned in English alone", () => {
    const yaml = readFileSync(path.resolve(originals, "../captions.yaml"), "utf8");
    const spanish = /^( +)es: El cartel de \{title\}.*\n/m;
    expect(yaml).toMatch(spanish);
    const { files, problems } = readCollections({ root: seedSite, edits: { captions: yaml.replace(spanish, "") } });
    expect(problems).toEqual([
      expect.stringMatching(/^content\/captions\.yaml:\d+: caption has its English text \(en:\) but not its Spanish \(es:\)/),
    ]);
    expect(() => embeddedCaptions(files)).toThrow(
      /^content\/captions\.yaml and content\/film\.yaml must be read without a problem, each caption in English and in Spanish/,
    );
  });
});
