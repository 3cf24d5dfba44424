import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import exifr from "exifr";
import JSZip from "jszip";
import sharp from "sharp";
import { contentCaptions, readEmbeddedCaption } from "../scripts/lib/read-caption.ts";
import { expect, test } from "./support/fixtures.ts";
import { seed } from "./support/sites.ts";
import { peopleOf } from "./support/film-words.ts";
import { clickAndSave } from "./support/save-download.ts";
import { shownSize } from "./support/shown-size.ts";

// The web copy of every image, as an online desk takes it for its CMS: a JPEG 2048 px on the
// long edge, sRGB, under 1 MB, with the same caption, credit, copyright and usage terms inside as
// the original (read back with exifr, expected from the seed's content/captions.yaml). Saved
// from the lightbox and from /stills, and zipped for the stills a visitor chose.

const captions = contentCaptions("en", seed.root);
const spanish = contentCaptions("es", seed.root);
const { headline: title } = captions.values().next().value!;
const viewer = (page: Page) => page.locator(".yarl__root");
const card = (page: Page, file: string) =>
  page.getByRole("list", { name: "Every image in the archive" }).getByRole("listitem").filter({ hasText: file });
const webName = (file: string) => file.replace(/\.[^.]+$/, "-web.jpg");

/** What an online desk checks of a web copy, then its caption, credit, copyright and usage terms against the content's. */
async function expectWebCopy(bytes: Buffer, original: string): Promise<void> {
  const { format, width = 0, height = 0 } = await sharp(bytes).metadata();
  expect(format).toBe("jpeg");
  expect(Math.max(width, height)).toBe(2048);
  // The original's shape, to within the rounding of one pixel.
  const source = await sharp(path.join(seed.root, "content/uploads", original)).metadata();
  expect(Math.abs(width / height - source.width! / source.height!)).toBeLessThan(0.002);
  expect(bytes.length).toBeLessThan(1_000_000);
  const icc = (await exifr.parse(bytes, { icc: true, tiff: false, xmp: false, iptc: false })) as { ProfileDescription?: string };
  expect(icc.ProfileDescription).toBe("sRGB");
  const read = await readEmbeddedCaption(bytes);
  const expected = captions.get(original)!;
  expect(read.iptc).toEqual(expected);
  expect(read.xmp).toEqual(expected);
  expect(read.xmpLanguages.caption["es-ES"]).toBe(spanish.get(original)!.caption);
  expect(read.xmpLanguages.usageTerms["es-ES"]).toBe(spanish.get(original)!.usageTerms);
}

test("Web size in the lightbox saves a 2048 px sRGB JPEG under 1 MB, its caption, credit, copyright and usage terms inside", async ({
  page,
}) => {
  const file = "still-07-storm-road.jpg";
  await page.goto(`/stills#${file.replace(/\.jpg$/, "")}`);
  const link = viewer(page).getByRole("link", { name: "Web size" });
  await expect(link).toBeVisible();
  const { download, path: saved } = await clickAndSave(page, link);
  expect(download.suggestedFilename()).toBe(webName(file));
  await expectWebCopy(readFileSync(saved), file);
  // The viewer stays open on the still, and the original is still offered beside it.
  await expect(viewer(page).getByRole("link", { name: "Print size" })).toHaveAttribute("href", `/uploads/${file}`);
});

test("Web copy on a card of /stills saves the same copy the card sizes, under its own name", async ({ page }) => {
  const file = "onset-05-tripod-field.jpg";
  await page.goto("/stills");
  const item = card(page, file);
  const shown = shownSize((await item.getByText(/^Web copy: /).textContent())!);
  const { download, path: saved } = await clickAndSave(page, item.getByRole("link", { name: `Download the web copy of ${file}` }));
  expect(download.suggestedFilename()).toBe(webName(file));
  expect(Math.abs(statSync(saved).size - shown.bytes)).toBeLessThanOrEqual(shown.rounding);
  await expectWebCopy(readFileSync(saved), file);
});

test("the stills chosen zip as web copies when Web is chosen: its name, folder, Captions.txt and every copy at web size", async ({
  page,
}) => {
  // A headshot (the seed's last principal cast member's) and a still.
  const chosen = [peopleOf(seed).principalCast.at(-1)!.headshot!.file, "still-05-sunflower-thief.jpg"];
  await page.goto("/stills");
  for (const file of chosen)
    await card(page, file)
      .getByRole("checkbox", { name: `Choose ${file}` })
      .check();
  const summary = page.getByText(/^2 chosen · /);
  const printTotal = shownSize((await summary.textContent())!).bytes;
  await page.getByRole("group", { name: "Size of the zip" }).getByText("Web", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Web" })).toBeChecked();
  // The total is the web copies' now: smaller than the originals'.
  await expect.poll(async () => shownSize((await summary.textContent())!).bytes).toBeLessThan(printTotal);

  const download = page.getByRole("form", { name: "Choose stills to download" }).locator('button[type="submit"]');
  const { download: saved, path: zipPath } = await clickAndSave(page, download);
  expect(saved.suggestedFilename()).toBe(`${title}-Web-Stills-2.zip`);
  const zip = await JSZip.loadAsync(readFileSync(zipPath));
  const folder = "Web Stills 2048 px";
  expect(Object.keys(zip.files).sort()).toEqual(
    [`${folder}/`, `${folder}/Captions.txt`, ...chosen.map((f) => `${folder}/${webName(f)}`)].sort(),
  );
  const listed = await zip.file(`${folder}/Captions.txt`)!.async("string");
  for (const file of chosen) {
    expect(listed).toContain(`${webName(file)}\r\n${captions.get(file)!.caption}`);
    await expectWebCopy(await zip.file(`${folder}/${webName(file)}`)!.async("nodebuffer"), file);
  }
});
