import { statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import JSZip from "jszip";
import sharp from "sharp";
import { violations } from "../support/axe.ts";
import { expect, routes, test } from "../support/fixtures.ts";
import { readPdf } from "../support/read-pdf.ts";
import { clickAndSave } from "../support/save-download.ts";
import { expectShownSize } from "../support/shown-size.ts";
import { festivalRun, seed } from "../support/sites.ts";
import { filmOf, fileTitleOf, reviewUrlOf } from "../support/film-words.ts";

// The site of a festival run under way (e2e/festival-run/content): Leeds gave the film Best
// First Feature, Seville selected it for New Directors and Göteborg for its competition,
// Sundance said no. The laurels lead with Seville's, then Leeds' (content/festivals.yaml
// `laurels:`); Göteborg's is not featured.

test("the Festivals page shows the award and the selections, and counts only the festivals shown", async ({ page }) => {
  await page.goto("/festivals");
  const list = page.getByRole("list", { name: "Current Submissions" });
  const leeds = list.getByRole("listitem").filter({ hasText: "Leeds International Film Festival" });
  await expect(leeds.getByText("Winner · Best First Feature", { exact: true })).toBeVisible();
  const seville = list.getByRole("listitem").filter({ hasText: "Seville European Film Festival" });
  await expect(seville.getByText("Official Selection", { exact: true })).toBeVisible();
  await expect(seville.getByText("New Directors · World Premiere · 2025")).toBeVisible();
  const goteborg = list.getByRole("listitem").filter({ hasText: "Göteborg Film Festival" });
  await expect(goteborg.getByText("Official Selection", { exact: true })).toBeVisible();
  await expect(goteborg.getByText("Ingmar Bergman Competition · International Premiere · 2026")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(13);
  await expect(page.getByText("13 Festivals", { exact: true })).toBeVisible();
});

test("a festival that said no is named on no page", async ({ request }) => {
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    expect(html, route).not.toContain("Sundance");
  }
});

test("Home leads with the three strongest reviews, in the team's order, and gives those with stars to search engines", async ({ page }) => {
  await page.goto("/");
  const quotes = page.getByRole("region", { name: "What Critics Say" }).locator("blockquote");
  await expect(quotes).toHaveText([
    "“A small miracle of a road movie, warm as an Andalusian dusk.”",
    "“Tender and fierce; the dog steals every scene it is in.”",
    "“A debut of rare confidence.”",
  ]);
  await expect(page.getByRole("img", { name: "4.5 out of 5 stars" })).toBeVisible();
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const movie = data.find((d) => d["@type"] === "Movie");
  // Screen International's has no stars: a Review without its rating is not one to search engines.
  expect(movie.review.map((r: { publisher: { name: string } }) => r.publisher.name)).toEqual(["Sight & Sound", "El País"]);
});

test("the Press page gives every review, the outlet linked to it where there is a link", async ({ page }) => {
  await page.goto("/press");
  const reviews = page.getByRole("region", { name: "What Critics Say" });
  await expect(reviews.getByRole("listitem")).toHaveCount(3);
  await expect(reviews.getByRole("link", { name: "Sight & Sound" })).toHaveAttribute("href", reviewUrlOf(festivalRun, "Sight & Sound"));
  await expect(reviews.getByText("— El País")).toBeVisible();
});

test("the press package quotes the critics, gives the award and the selection, and never names the festival that said no", async ({
  page,
}) => {
  await page.goto("/press");
  const { path } = await clickAndSave(page, page.getByRole("link", { name: "Download PDF" }));
  const text = (await readPdf(path)).text;
  expect(text).toMatch(
    /What Critics Say “A small miracle of a road movie, warm as an Andalusian dusk\.” — Sight & Sound, Jane Doe \(4\.5 out of 5 stars\)/,
  );
  // A row of the festivals' table: name and place, status with the details, tier, notification.
  expect(text).toContain("Leeds International Film Festival Leeds, United Kingdom Winner · Best First Feature 2025 Tier 2");
  expect(text).toContain("Seville European Film Festival Seville, Spain Official Selection New Directors · World Premiere · 2025 Tier 2");
  expect(text).toContain("Submitted to 14 festivals");
  expect(text).not.toContain("Sundance");
});

test("the festival strategy document leaves out the festival that said no", async ({ page }) => {
  await page.goto("/festivals");
  const { path } = await clickAndSave(page, page.getByRole("link", { name: "Download Festival Strategy Document" }));
  const text = (await readPdf(path)).text;
  expect(text).toContain("Current Submissions (13 Festivals)");
  expect(text).toContain(
    "Leeds International Film Festival Leeds, United Kingdom Winner · Best First Feature 2025 Tier 2 Jury decided October 2025",
  );
  expect(text).not.toContain("Sundance");
});

const sevilleAlt = "Official Selection, Seville European Film Festival, New Directors, World Premiere, 2025";
const leedsAlt = "Winner, Best First Feature, Leeds International Film Festival, 2025";

test("Home shows the laurels under the tagline, in the order content features them", async ({ page }) => {
  await page.goto("/");
  const row = page.getByRole("list", { name: "Festival laurels" });
  const images = row.getByRole("img");
  await expect(images).toHaveCount(2);
  await expect(images.nth(0)).toHaveAttribute("alt", sevilleAlt);
  await expect(images.nth(0)).toHaveAttribute("src", "/laurels/seville-european-film-festival.svg");
  await expect(images.nth(1)).toHaveAttribute("alt", leedsAlt);
  for (const img of await images.all()) expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  const tagline = (await page.getByText("A lost dog finds a lost girl", { exact: false }).first().boundingBox())!;
  const laurels = (await row.boundingBox())!;
  expect(laurels.y).toBeGreaterThanOrEqual(tagline.y + tagline.height);
});

test("the Festivals page leads the list with the laurels, and a selection's badge has its laurel", async ({ page }) => {
  await page.goto("/festivals");
  // The featured laurels lead; every selection, Göteborg's too, has its laurel by its badge.
  const row = page.getByRole("list", { name: "Festival laurels" });
  await expect(row.getByRole("img")).toHaveCount(2);
  const list = page.getByRole("list", { name: "Current Submissions" });
  expect((await row.boundingBox())!.y).toBeLessThan((await list.boundingBox())!.y);
  const leeds = list.getByRole("listitem").filter({ hasText: "Leeds International Film Festival" });
  await expect(leeds.locator('img[src="/laurels/leeds-international-film-festival.svg"]')).toBeVisible();
  const seville = list.getByRole("listitem").filter({ hasText: "Seville European Film Festival" });
  await expect(seville.locator('img[src="/laurels/seville-european-film-festival.svg"]')).toBeVisible();
  const goteborg = list.getByRole("listitem").filter({ hasText: "Göteborg Film Festival" });
  await expect(goteborg.locator('img[src="/laurels/goteborg-film-festival.svg"]')).toBeVisible();
  // Festivals still deciding have none.
  await expect(list.locator('img[src^="/laurels/"]')).toHaveCount(3);
});

test("the festival that said no has no laurel", async ({ request }) => {
  expect((await request.get("/laurels/sundance-film-festival.svg")).status()).toBe(404);
  expect((await request.get("/laurels/international-film-festival-rotterdam.svg")).status()).toBe(404);
});

test("the Press page has a row of laurels and the laurels download: SVG and PNG 3000 px wide, light and dark", async ({ page }) => {
  await page.goto("/press");
  const row = page.getByRole("list", { name: "Laurels" });
  await expect(row.getByRole("img")).toHaveCount(2);
  await expect(row.getByRole("img").first()).toHaveAttribute("alt", sevilleAlt);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Festival Laurels" }) });
  const { download, path: file } = await clickAndSave(page, card.getByRole("link", { name: "Download ZIP" }));
  expect(download.suggestedFilename()).toBe(`${fileTitleOf(festivalRun)}-Laurels.zip`);
  // The size on the card is the file's, measured by the build.
  await expect(card).toContainText(/ZIP of SVG \+ PNG · \d+(\.\d)? (KB|MB)/);
  expectShownSize(await card.innerText(), file);
  const zip = await JSZip.loadAsync(await readFile(file), { checkCRC32: true });
  const names = Object.keys(zip.files).filter((n) => !zip.files[n]!.dir);
  const folder = `${filmOf(festivalRun).title} Laurels/`;
  for (const slug of ["seville-european-film-festival", "leeds-international-film-festival"]) {
    for (const name of [`${slug}.svg`, `${slug}.png`, `${slug}-dark.svg`, `${slug}-dark.png`]) expect(names).toContain(folder + name);
  }
  expect(names.some((n) => n.includes("sundance"))).toBe(false);
  const png = await zip.file(`${folder}seville-european-film-festival.png`)!.async("nodebuffer");
  const meta = await sharp(png).metadata();
  expect(meta.format).toBe("png");
  expect(meta.width).toBeGreaterThanOrEqual(3000);
  expect(meta.hasAlpha).toBe(true);
  const svg = await zip.file(`${folder}leeds-international-film-festival.svg`)!.async("string");
  expect(svg).toMatch(/<title>[^<]*Leeds International Film Festival[^<]*<\/title>/);
});

test("the press package cover shows the laurels and names them", async ({ page }) => {
  await page.goto("/press");
  const { path: file } = await clickAndSave(page, page.getByRole("link", { name: "Download PDF" }));
  // The size on its card: the file the build wrote, laurels included.
  expectShownSize(await page.locator("#downloads li").first().innerText(), file);
  // Laurels included, the package stays light enough to e-mail.
  expect(statSync(file).size).toBeLessThan(1.5 * 1024 * 1024);
  const pdf = await readPdf(file, { drawing: true });
  const cover = pdf.pages[0]!;
  expect(cover.text).toContain(sevilleAlt);
  expect(cover.text).toContain(leedsAlt);
  expect(cover.text).not.toContain("Sundance");
  // The poster's artwork and the two laurels.
  expect(pdf.images[0]).toBe(3);
});

test("the link preview image shows the laurels along its bottom", async ({ request }) => {
  const response = await request.get("/img/og-image.jpg");
  expect(response.ok()).toBe(true);
  const withLaurels = await sharp(await response.body())
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The seed's build has no laurels: its preview is the key art alone.
  const plain = await sharp(path.join(seed.root, "public/img/og-image.jpg")).raw().toBuffer({ resolveWithObject: true });
  expect(withLaurels.info).toMatchObject({ width: 1200, height: 630 });
  expect(plain.info).toMatchObject({ width: 1200, height: 630 });
  const meanDifference = (top: number, bottom: number) => {
    let sum = 0;
    for (let i = top * 1200 * 3; i < bottom * 1200 * 3; i++) sum += Math.abs(withLaurels.data[i]! - plain.data[i]!);
    return sum / ((bottom - top) * 1200 * 3);
  };
  expect(meanDifference(460, 630)).toBeGreaterThan(20);
  expect(meanDifference(0, 200)).toBeLessThan(3);
});

for (const route of ["/", "/festivals", "/press"]) {
  test(`${route} with laurels has no axe violations`, async ({ page }) => {
    await page.goto(route);
    expect(await violations(page)).toEqual([]);
  });
}
