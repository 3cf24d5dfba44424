import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { seed } from "./support/sites.ts";
import { copyrightOf, filmOf, usageTermsOf, writtenCaptionOf } from "./support/film-words.ts";
import { contentCaptions, readEmbeddedCaption } from "../scripts/lib/read-caption.ts";
import { expectApart } from "./support/boxes.ts";
import { clickAndSave } from "./support/save-download.ts";

// The lightbox as a photo desk uses it: each image's press caption, credit and copyright line
// (content/captions.yaml) under the image, the original file to download, and an address of
// its own (/stills#still-05-sunflower-thief).

const viewer = (page: Page) => page.locator(".yarl__root");
const caption = (page: Page) => viewer(page).locator(".press-caption__caption");
const credit = (page: Page) => viewer(page).locator(".press-caption__credit");
const hash = (page: Page) => page.evaluate(() => window.location.hash);
// The seed's words for a still, as content/captions.yaml and film.yaml write them.
const written = (file: string) => writtenCaptionOf(seed, file);

test("the lightbox shows the caption and credit of the image shown; moving changes the hash, closing clears it", async ({ page }) => {
  await page.goto("/stills");
  const entries = await page.evaluate(() => window.history.length);
  await page.getByRole("list", { name: "Visual journey stills" }).getByRole("button").nth(1).click();
  await expect(viewer(page).getByText("2 / 10")).toBeVisible();
  await expect(caption(page)).toHaveText(written("still-02-pipa-arrives.jpg").caption);
  await expect(credit(page)).toHaveText(`${written("still-02-pipa-arrives.jpg").credit} · ${copyrightOf(seed)}`);
  await expect.poll(() => hash(page)).toBe("#still-02-pipa-arrives");

  await page.keyboard.press("ArrowRight");
  await expect(viewer(page).getByText("3 / 10")).toBeVisible();
  await expect(caption(page)).toHaveText(written("still-03-first-steps.jpg").caption);
  await expect.poll(() => hash(page)).toBe("#still-03-first-steps");

  await page.keyboard.press("Escape");
  await expect(viewer(page)).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.location.href)).toMatch(/\/stills$/);
  // The hash is replaced, never pushed: Back leaves the page as it did before.
  expect(await page.evaluate(() => window.history.length)).toBe(entries);
});

test("a still's address opens the lightbox on it: /stills, Home and Behind the Scenes", async ({ page }) => {
  await page.goto("/stills#still-05-sunflower-thief");
  await expect(viewer(page).getByText("5 / 10")).toBeVisible();
  await expect(viewer(page).locator(".yarl__slide_current img")).toHaveAttribute(
    "alt",
    "Tomás carrying an armful of sunflowers across a field",
  );
  await expect(caption(page)).toHaveText(written("still-05-sunflower-thief.jpg").caption);
  await viewer(page).getByRole("button", { name: "Next" }).click();
  await expect.poll(() => hash(page)).toBe("#still-06-fiesta-night");

  // A link to another gallery's still moves there: one lightbox open, on that still.
  await page.evaluate(() => (window.location.hash = "#still-20-every"));
  await expect(viewer(page).getByText("10 / 14")).toBeVisible();
  await expect(viewer(page)).toHaveCount(1);

  await page.goto("/#still-20-every");
  await expect(viewer(page).getByText("10 / 14")).toBeVisible();
  await expect(caption(page)).toHaveText(written("still-20-every.jpg").caption);

  await page.goto("/behind-the-scenes#onset-02-storm-cover");
  await expect(viewer(page).getByText("2 / 3")).toBeVisible();
  await expect(credit(page)).toHaveText(`${written("onset-02-storm-cover.jpg").credit} · ${copyrightOf(seed)}`);

  // A hash that names no image leaves the page as it is.
  await page.goto("/stills#still-99-nowhere");
  await expect(page.getByRole("list", { name: "Visual journey stills" })).toBeVisible();
  await expect(viewer(page)).toHaveCount(0);
});

test("Print size saves the served file under its own name, byte for byte, its caption, credit, copyright and usage terms inside", async ({
  page,
  request,
}) => {
  await page.goto("/stills#still-07-storm-road");
  const link = viewer(page).getByRole("link", { name: "Print size" });
  await expect(link).toBeVisible();
  const { download, path } = await clickAndSave(page, link);
  expect(download.suggestedFilename()).toBe("still-07-storm-road.jpg");
  const served = await request.get("/uploads/still-07-storm-road.jpg");
  expect(served.ok()).toBe(true);
  expect(Buffer.compare(readFileSync(path), await served.body())).toBe(0);
  // What a picture desk's software shows of the saved file, in its IPTC and in its XMP fields.
  // As content/captions.yaml writes them, the creator the name between "Photo:" and "/".
  const { caption: stillCaption, credit: stillCredit } = written("still-07-storm-road.jpg");
  const expected = {
    caption: stillCaption,
    credit: stillCredit,
    creator: /^Photo: (.+?) \//.exec(stillCredit)![1],
    copyright: copyrightOf(seed),
    headline: filmOf(seed).title,
    usageTerms: usageTermsOf(seed),
  };
  const read = await readEmbeddedCaption(readFileSync(path));
  expect(read.iptc).toEqual(expected);
  expect(read.xmp).toEqual(expected);
  expect(contentCaptions("en", seed.root).get("still-07-storm-road.jpg")).toEqual(expected);
  // The same file serves the Spanish site: its XMP caption is also there in Spanish, the English first.
  expect(Object.keys(read.xmpLanguages.caption)).toEqual(["x-default", "en", "es-ES"]);
  expect(read.xmpLanguages.caption["es-ES"]).toBe(contentCaptions("es", seed.root).get("still-07-storm-road.jpg")!.caption);
  // The usage terms under the credit, as the file carries them.
  await expect(viewer(page).getByText(expected.usageTerms, { exact: true })).toBeVisible();
  // The lightbox stays open on the still.
  await expect(viewer(page).getByText("7 / 10")).toBeVisible();
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the counter, caption, credit, both downloads and close button do not overlap each other or the image`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // Two of the longest captions, on /stills and on Home.
    for (const address of ["/stills#still-23-us", "/#still-05-sunflower-thief"]) {
      await page.goto(address);
      await expect(caption(page)).toBeVisible();
      await expect(viewer(page).locator(".yarl__slide_current img")).toBeVisible();
      const parts = {
        counter: viewer(page).locator(".yarl__counter"),
        caption: caption(page),
        credit: credit(page),
        download: viewer(page).getByRole("link", { name: "Print size" }),
        webCopy: viewer(page).getByRole("link", { name: "Web size" }),
        close: viewer(page).getByRole("button", { name: "Close" }),
        image: viewer(page).locator(".yarl__slide_current img"),
      };
      await expectApart(parts, viewport, address);
    }
  });
}
