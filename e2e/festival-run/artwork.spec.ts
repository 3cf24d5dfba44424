import sharp from "sharp";
import { artworkWords, readArtwork, type ArtworkFile } from "../support/artwork.ts";
import { expect, test } from "../support/fixtures.ts";
import { clickAndSave } from "../support/save-download.ts";
import { expectShownSize } from "../support/shown-size.ts";
import { festivalRun } from "../support/sites.ts";

// The artwork download of a film with laurels (Seville's and Leeds' lead): every piece clean and
// again with the laurels, the clean ones carrying none.

type Laurels = { featured: { alt: string }[] };

/** The mean difference of two images' pixels (0 to 255) between rows `top` and `bottom`, as fractions of their height. */
async function difference(a: ArtworkFile, b: ArtworkFile, top: number, bottom: number): Promise<number> {
  const [pa, pb] = await Promise.all([a, b].map((f) => sharp(f.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })));
  const { width, height, channels } = pa!.info;
  expect(pb!.info).toMatchObject({ width, height });
  const from = Math.round(top * height) * width * channels;
  const to = Math.round(bottom * height) * width * channels;
  let sum = 0;
  for (let i = from; i < to; i++) sum += Math.abs(pa!.data[i]! - pb!.data[i]!);
  return sum / (to - from);
}

for (const lang of ["en", "es"] as const) {
  test(`the ${lang} Press page's artwork download holds each piece clean and with the laurels, the clean ones carrying none`, async ({
    page,
  }) => {
    const words = artworkWords(festivalRun, lang);
    const downloads = festivalRun.generated<{ downloadItems: { kind: string; title: string }[] }>(lang, "downloads.json");
    const card = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: downloads.downloadItems.find((d) => d.kind === "artwork")!.title }),
    });
    await page.goto(lang === "en" ? "/press" : "/es/press");
    const { download, path: file } = await clickAndSave(page, card.getByRole("link").last());
    expect(download.suggestedFilename()).toBe(words.files.artwork);
    // The size on the card is the file's, measured by the build.
    expectShownSize(await card.innerText(), file);

    const files = await readArtwork(file, words, true);
    const named = (pattern: string, laurels: boolean, size = "") =>
      pattern.replace("{laurels}", laurels ? words.artwork.withLaurels : "").replace("{size}", size);
    const pair = (pattern: string, size = "", ext = "jpg") =>
      [false, true].map((l) => files.get(`${named(pattern, l, size)}.${ext}`)!) as [ArtworkFile, ArtworkFile];

    // The poster's laurels sit under its tagline; its title and billing block are the same in both.
    const poster = pair(words.artwork.poster, "2000x3000");
    expect(await difference(...poster, 0.1, 0.22)).toBeGreaterThan(15);
    expect(await difference(...poster, 0.7, 1)).toBeLessThan(1);
    // The key art's laurels run along its foot; the sky above is the same.
    for (const [pattern, size] of [
      [words.artwork.keyArtWide, "3840x2160"],
      [words.artwork.keyArtSquare, "3000x3000"],
    ] as const) {
      const art = pair(pattern, size);
      expect(await difference(...art, 0.82, 0.97), pattern).toBeGreaterThan(15);
      expect(await difference(...art, 0, 0.45), pattern).toBeLessThan(1);
    }
    // The title treatment: on transparency, the laurelled one taller by its row of laurels.
    const [cleanTitle, laurelledTitle] = pair(words.artwork.titleTreatment, "", "png");
    expect(laurelledTitle.height).toBeGreaterThan(cleanTitle.height * 1.4);
    const { data, info } = await sharp(cleanTitle.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[3]).toBe(0);
    // The laurels' words are in the laurelled SVG, drawn and named, and in the clean one not at all.
    const [cleanSvg, laurelledSvg] = pair(words.artwork.titleTreatment, "", "svg").map((f) => f.bytes.toString("utf8"));
    for (const { alt } of festivalRun.generated<Laurels>(lang, "laurels.json").featured) {
      expect(laurelledSvg).toContain(alt.replace(/&/g, "&amp;"));
      expect(cleanSvg).not.toContain(alt.replace(/&/g, "&amp;"));
    }
  });
}
