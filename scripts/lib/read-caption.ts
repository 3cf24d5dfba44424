import { readFileSync } from "node:fs";
import path from "node:path";
import exifr from "exifr";
import { parse } from "yaml";

// The press caption inside a downloaded image, read as a picture desk's software reads it (exifr,
// a reader the project did not write), and the caption content/captions.yaml gives the file,
// read from the YAML itself so the expectation does not come from the code under test.

export type ReadCaption = { caption: string; credit: string; creator: string; copyright: string; headline: string; usageTerms: string };

/** An XMP language alternative's texts by xml:lang ("x-default", "en", "es-ES"); exifr gives one item alone, not in a list. */
export type LangAlt = Record<string, string>;

/**
 * The IPTC (IIM) and the XMP fields of a JPEG, each as the five a photo desk prints and the usage
 * terms (XMP's in its x-default language; IIM's terms are its Special Instructions), and XMP's
 * caption, copyright and usage terms in each of the languages the file holds.
 */
export async function readEmbeddedCaption(
  bytes: Uint8Array,
): Promise<{ iptc: ReadCaption; xmp: ReadCaption; xmpLanguages: { caption: LangAlt; copyright: LangAlt; usageTerms: LangAlt } }> {
  const read = await exifr.parse(Buffer.from(bytes), { iptc: true, xmp: true, tiff: false, mergeOutput: false });
  // exifr reads IIM text as Latin-1 whatever the file declares: its bytes, read as the UTF-8 they must be.
  const iim = (value: unknown) => Buffer.from(String(value), "latin1").toString("utf8");
  // It also leaves XML's character references as written ("Pipa&#39;s"), which XMP readers decode.
  const xml = (value: unknown) =>
    String(value).replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, ref: string) => {
      if (ref.startsWith("#")) return String.fromCodePoint(ref[1] === "x" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
      return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[ref.toLowerCase()]!;
    });
  const langAlt = (value: unknown): LangAlt =>
    Object.fromEntries(
      (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((item: { lang: string; value: unknown }) => [
        item.lang,
        xml(item.value),
      ]),
    );
  const description = langAlt(read?.dc?.description);
  const rights = langAlt(read?.dc?.rights);
  const terms = langAlt(read?.xmpRights?.UsageTerms);
  return {
    iptc: {
      caption: iim(read?.iptc?.Caption),
      credit: iim(read?.iptc?.Credit),
      creator: iim(read?.iptc?.Byline),
      copyright: iim(read?.iptc?.CopyrightNotice),
      headline: iim(read?.iptc?.Headline),
      usageTerms: iim(read?.iptc?.SpecialInstructions),
    },
    xmp: {
      caption: description["x-default"] ?? "",
      credit: xml(read?.photoshop?.Credit),
      creator: xml(read?.dc?.creator),
      copyright: rights["x-default"] ?? "",
      headline: xml(read?.photoshop?.Headline),
      usageTerms: terms["x-default"] ?? "",
    },
    xmpLanguages: { caption: description, copyright: rights, usageTerms: terms },
  };
}

const repository = path.resolve(import.meta.dirname, "../..");

/**
 * Every file's caption as content/captions.yaml and content/film.yaml give it in one language,
 * {title} put in, in the site at `root` (the repository's, or a fixture site's).
 */
export function contentCaptions(language?: string, root = repository): Map<string, ReadCaption> {
  const content = (file: string) => parse(readFileSync(path.join(root, "content", file), "utf8"));
  const film = content("film.yaml") as { title: string; year: number; copyrightHolder: string };
  // Not given, the site's first language ("en-GB" is read as en).
  const lang = language ?? (content("site.yaml") as { languages: string[] }).languages[0]!.split("-")[0]!;
  type Text = Record<string, string>;
  const { captions, usageTerms } = content("captions.yaml") as {
    usageTerms: Text;
    captions: { file: string; caption: Text; credit: Text; copyright?: string }[];
  };
  return new Map(
    captions.map((c) => [
      c.file,
      {
        caption: c.caption[lang]!.replaceAll("{title}", film.title),
        credit: c.credit[lang]!,
        creator: /^[\p{L}-]+ *: *(.+?) *\//u.exec(c.credit[lang]!)![1]!,
        copyright: c.copyright ?? `© ${film.year} ${film.copyrightHolder}`,
        headline: film.title,
        usageTerms: usageTerms[lang]!.replaceAll("{title}", film.title),
      },
    ]),
  );
}
