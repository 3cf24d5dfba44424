// Reads the artwork download back as a platform or a designer would: the zip with CRC checking
// (JSZip), each image's type and pixel size by image-size, its colour profile by exifr, its
// pixels by sharp; none of them code of ours. Shared by the seed's test (clean artwork only) and
// the festival run's (clean and with laurels), in either language.
import { readFile } from "node:fs/promises";
import { imageSize } from "image-size";
import exifr from "exifr";
import JSZip from "jszip";
import { expect } from "./fixtures.ts";
import type { Site } from "./sites.ts";

type Words = {
  files: { artwork: string; artworkFolder: string; artworkReadme: string };
  artwork: Record<"poster" | "keyArtWide" | "keyArtSquare" | "titleTreatment" | "withLaurels", string>;
};

/** The site's words for the download, in `lang`, as its build wrote them. */
export const artworkWords = (site: Site, lang: string) => site.generated<Words>(lang, "words/press-kit.json");

/** The sizes platforms ask for: what each file must be, in pixels. */
const sizes = { poster: [2000, 3000], keyArtWide: [3840, 2160], keyArtSquare: [3000, 3000] } as const;

export type ArtworkFile = { name: string; bytes: Buffer; type: string; width: number; height: number };

/**
 * The zip at `file` read back and checked whole: the README first, listing every other file with
 * its pixel size, type and size, each image the size and type its name says, sRGB with its profile,
 * under 10 MB; a clean version of each, and a laurelled one of each exactly when `laurels`.
 * Returns the files by name, without the folder.
 */
export async function readArtwork(file: string, words: Words, laurels: boolean): Promise<Map<string, ArtworkFile>> {
  const zip = await JSZip.loadAsync(await readFile(file), { checkCRC32: true });
  const folder = `${words.files.artworkFolder}/`;
  const names = Object.keys(zip.files).filter((n) => !zip.files[n]!.dir);
  expect(names[0]).toBe(`${folder}${words.files.artworkReadme}`);
  for (const n of names) expect(n.startsWith(folder), n).toBe(true);
  const readme = await zip.file(names[0]!)!.async("string");

  const files = new Map<string, ArtworkFile>();
  for (const name of names.slice(1)) {
    const bytes = await zip.file(name)!.async("nodebuffer");
    const short = name.slice(folder.length);
    const { type = "", width = 0, height = 0 } = /\.svg$/.test(short) ? { type: "svg" } : imageSize(bytes);
    files.set(short, { name: short, bytes, type, width, height });
    expect(bytes.length, short).toBeLessThan(10_000_000);
    // The README names it, with its size in pixels (or as a vector) and its type.
    const entry = readme.split(/\n\n/).find((block) => block.startsWith(`${short}\n`));
    expect(entry, `${short} in the README`).toBeDefined();
    if (type !== "svg") {
      expect(entry).toContain(`${width} × ${height} px · ${type === "jpg" ? "JPEG" : "PNG"} ·`);
      const icc = await exifr.parse(bytes, { icc: true, tiff: false, xmp: false, iptc: false, exif: false });
      expect(icc?.ProfileDescription, `${short}'s colour profile`).toMatch(/sRGB/);
    } else {
      expect(entry).toContain("· SVG ·");
      expect(bytes.toString("utf8")).toMatch(/^<svg [^>]*viewBox=/);
      // Letters in outlines: no text element, no font to install.
      expect(bytes.toString("utf8")).not.toMatch(/<text[\s>]|font-family/);
    }
  }

  // Each name as the words give it ({title} already filled in by the build).
  const named = (pattern: string, withLaurels: boolean, size = "") =>
    pattern.replace("{laurels}", withLaurels ? words.artwork.withLaurels : "").replace("{size}", size);
  for (const withLaurels of laurels ? [false, true] : [false]) {
    for (const kind of ["poster", "keyArtWide", "keyArtSquare"] as const) {
      const [width, height] = sizes[kind];
      const name = `${named(words.artwork[kind], withLaurels, `${width}x${height}`)}.jpg`;
      expect(files.get(name), `${name} in the zip`).toMatchObject({ type: "jpg", width, height });
    }
    const title = named(words.artwork.titleTreatment, withLaurels);
    expect(files.get(`${title}.png`), `${title}.png in the zip`).toMatchObject({ type: "png", width: 3000 });
    expect(files.get(`${title}.svg`), `${title}.svg in the zip`).toBeDefined();
  }
  // Clean versions only while the film has no laurel; both, file for file, once it has.
  const laurelled = [...files.keys()].filter((n) => n.includes(words.artwork.withLaurels));
  expect(laurelled).toHaveLength(laurels ? 5 : 0);
  expect(files.size).toBe(laurels ? 10 : 5);
  return files;
}
