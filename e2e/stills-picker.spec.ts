import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import JSZip from "jszip";
import sharp from "sharp";
import { contentCaptions } from "../scripts/lib/read-caption.ts";
import { expect, test } from "./support/fixtures.ts";
import { seed } from "./support/sites.ts";
import { peopleOf } from "./support/film-words.ts";
import { clickAndSave } from "./support/save-download.ts";
import { shownSize } from "./support/shown-size.ts";

// /stills as a picture editor uses it: every file of the archive listed with its caption,
// credit, pixel size and file size; one saved at a time, or a few chosen and zipped together.

// The files the seed's build serves at /uploads (written by its prepare step).
const uploadsDir = path.join(seed.root, "public/uploads");
const uploads = readdirSync(uploadsDir, { withFileTypes: true })
  .filter((f) => f.isFile() && !f.name.startsWith("."))
  .map((f) => f.name)
  .sort();
// Every file's caption, credit and copyright line as the content files give them, {title} put in.
const captions = contentCaptions("en", seed.root);
const { headline: title } = captions.values().next().value!;

const list = (page: Page) => page.getByRole("list", { name: "Every image in the archive" });
const card = (page: Page, file: string) => list(page).getByRole("listitem").filter({ hasText: file });
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
const viewer = (page: Page) => page.locator(".yarl__root");

/** Centimetres at 300 dpi to one decimal, as a picture desk works it out (2.54 cm to the inch). */
const printCm = (pixels: number, decimal = ".") => String(Math.round((pixels / 300) * 25.4) / 10).replace(".", decimal);

test("every file of the archive is listed with its thumbnail, caption, credit, pixel size, print size, file size and a download", async ({
  page,
}) => {
  await page.goto("/stills");
  await expect(list(page).getByRole("listitem")).toHaveCount(uploads.length);
  expect(uploads.length).toBeGreaterThan(24); // more than the galleries show
  // What a publication may do with them, beside the downloads, as content/captions.yaml says.
  await expect(page.getByText(`Usage terms: ${captions.values().next().value!.usageTerms}`, { exact: true })).toBeVisible();
  // Every card's words at once (75 cards, one query), in the archive's order.
  const cards = await list(page)
    .getByRole("listitem")
    .evaluateAll((items) => items.map((li) => [...li.querySelectorAll("p")].map((p) => p.textContent!.trim())));
  for (const [i, file] of uploads.entries()) {
    const [name, caption, credit, sizes, print, web] = cards[i]!;
    const press = captions.get(file)!;
    expect(name).toBe(file);
    expect(caption).toBe(press.caption);
    expect(credit).toBe(`${press.credit}${press.copyright}`);
    const { format, width, height } = await sharp(path.join(uploadsDir, file)).metadata();
    expect(sizes).toContain(`${format.toUpperCase()} · ${width} × ${height} px · `);
    // The seed's originals are all print size (the build would warn otherwise).
    expect(print).toBe(`Print: ${printCm(width!)} × ${printCm(height!)} cm at 300 dpi`);
    const { bytes, rounding } = shownSize(sizes!);
    const served = readFileSync(path.join(uploadsDir, file)).length;
    expect(Math.abs(served - bytes), `${file}: shown ${bytes}, served ${served}`).toBeLessThanOrEqual(rounding);
    // Its web copy's pixel size and bytes, as served.
    const webCopy = path.join(uploadsDir, "web", file.replace(/\.[^.]+$/, "-web.jpg"));
    const shownWeb = await sharp(webCopy).metadata();
    expect(web).toContain(`Web copy: ${shownWeb.width} × ${shownWeb.height} px · `);
    expect(Math.abs(readFileSync(webCopy).length - shownSize(web!).bytes), `${file}: web copy`).toBeLessThanOrEqual(
      shownSize(web!).rounding,
    );
  }
  // Each card's controls, named by its file, for the first, a middle and the last file.
  for (const file of [uploads[0]!, uploads[Math.floor(uploads.length / 2)]!, uploads.at(-1)!]) {
    const item = card(page, file);
    await expect(item.getByRole("button", { name: `View ${file} full screen` }).locator("img")).toHaveAttribute("src", /\/img\//);
    await expect(item.getByRole("link", { name: `Download ${file}, the original for print` })).toHaveAttribute("href", `/uploads/${file}`);
    await expect(item.getByRole("link", { name: `Download the web copy of ${file}` })).toHaveAttribute(
      "href",
      `/uploads/web/${file.replace(/\.[^.]+$/, "-web.jpg")}`,
    );
    await expect(item.getByRole("checkbox", { name: `Choose ${file}` })).not.toBeChecked();
  }
  await expect(list(page).getByRole("link", { name: /, the original for print: / })).toHaveCount(uploads.length);
  await expect(list(page).getByRole("link", { name: /^Download the web copy of / })).toHaveCount(uploads.length);
  await expect(list(page).getByRole("checkbox")).toHaveCount(uploads.length);
  // In Spanish, with its decimal comma and its own abbreviation.
  await page.goto("/es/stills");
  const { width, height } = await sharp(path.join(uploadsDir, uploads[0]!)).metadata();
  await expect(page.getByRole("list", { name: "Todas las imágenes del archivo" }).getByRole("listitem").first()).toContainText(
    `Impresión: ${printCm(width, ",")} × ${printCm(height, ",")} cm a 300 ppp`,
  );
});

test("Original on a card saves the original under its own name, byte for byte", async ({ page, request }) => {
  const file = "onset-05-tripod-field.jpg";
  await page.goto("/stills");
  const { download, path: saved } = await clickAndSave(
    page,
    card(page, file).getByRole("link", { name: `Download ${file}, the original for print` }),
  );
  expect(download.suggestedFilename()).toBe(file);
  const served = await request.get(`/uploads/${file}`);
  expect(Buffer.compare(readFileSync(saved), await served.body())).toBe(0);
});

test("three stills chosen download as a zip of exactly those three, with the stills' notifications", async ({ page, request }) => {
  // A headshot (the seed's last principal cast member's), an on-set photo and a still.
  const chosen = [peopleOf(seed).principalCast.at(-1)!.headshot!.file, "onset-12-magic-hour.jpg", "still-05-sunflower-thief.jpg"];
  await page.goto("/stills");
  // Found by its place, not its words: they change to the progress while the zip is made.
  const download = page.getByRole("form", { name: "Choose stills to download" }).locator('button[type="submit"]');
  await expect(download).toBeDisabled();
  for (const file of chosen)
    await card(page, file)
      .getByRole("checkbox", { name: `Choose ${file}` })
      .check();
  await expect(page.getByText(/^3 chosen · [\d.]+ (KB|MB)$/)).toBeVisible();
  // To a screen reader, the button says what it saves: a zip of that size.
  const total = (await page.getByText(/^3 chosen · /).textContent())!.split(" · ")[1]!;
  await expect(download).toHaveAccessibleName(`Download 3 stills (ZIP, ${total})`);

  // Slowed, one file after another, so the preparing notification and the progress can be read
  // even on a busy machine (the three would otherwise arrive together).
  let fetched = 0;
  await page.route("**/uploads/*", async (r) => {
    await new Promise((res) => setTimeout(res, 700 * ++fetched));
    await r.continue();
  });
  const saving = clickAndSave(page, download);
  await expect(toast(page, "Preparing download...")).toContainText("Creating a zip file with the stills you chose");
  await expect(download).toHaveText(/\d of 3 files/);
  const { download: saved, path: zipPath } = await saving;
  expect(saved.suggestedFilename()).toBe(`${title}-Stills-3.zip`);
  await expect(toast(page, "Download started!")).toContainText("Your chosen stills are being downloaded as a zip file");

  const zip = await JSZip.loadAsync(readFileSync(zipPath));
  const images = Object.values(zip.files).filter((f) => !f.dir && f.name.endsWith(".jpg"));
  expect(images.map((f) => f.name).sort()).toEqual(chosen.map((f) => `High-Res Stills/${f}`));
  // The captions file lists the three, and only them.
  const listed = await zip.file("High-Res Stills/Captions.txt")!.async("string");
  for (const file of uploads) expect(listed.includes(file), file).toBe(chosen.includes(file));
  for (const entry of images) {
    const served = await request.get(`/uploads/${path.basename(entry.name)}`);
    expect(Buffer.compare(await entry.async("nodebuffer"), await served.body()), entry.name).toBe(0);
  }

  // Clear empties the choice; Choose all takes every file.
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(download).toBeDisabled();
  await page.getByRole("button", { name: "Choose all" }).click();
  await expect(download).toHaveAccessibleName(new RegExp(`^Download ${uploads.length} stills \\(ZIP, `));
});

test("a file's address opens the list's lightbox on it; a gallery still's address opens its gallery, one viewer each", async ({ page }) => {
  await page.goto("/stills#onset-05-tripod-field");
  await expect(viewer(page)).toHaveCount(1);
  await expect(viewer(page).locator(".press-caption__caption")).toHaveText(captions.get("onset-05-tripod-field.jpg")!.caption);
  await expect(viewer(page).getByText(`${uploads.indexOf("onset-05-tripod-field.jpg") + 1} / ${uploads.length}`)).toBeVisible();

  await page.goto("/stills#still-05-sunflower-thief");
  await expect(viewer(page).getByText("5 / 10")).toBeVisible();
  await expect(viewer(page)).toHaveCount(1);

  // A thumbnail opens the same viewer, and moving gives each file its address.
  await page.goto("/stills");
  await card(page, "key-art.jpg").getByRole("button", { name: "View key-art.jpg full screen" }).click();
  await expect(viewer(page).locator(".press-caption__caption")).toHaveText(captions.get("key-art.jpg")!.caption);
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe("#key-art");
});
