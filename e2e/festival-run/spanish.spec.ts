import { statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import JSZip from "jszip";
import sharp from "sharp";
import { violations } from "../support/axe.ts";
import { expect, routes, test } from "../support/fixtures.ts";
import { pathIn } from "#src/lib/languages.ts";
import { readPdf } from "../support/read-pdf.ts";
import { clickAndSave } from "../support/save-download.ts";
import { filmOf, fileTitleOf, reviewUrlOf } from "../support/film-words.ts";
import { festivalRun } from "../support/sites.ts";

// The festival run under way (e2e/festival-run/content) as a Spanish reader sees it under /es/:
// the laurels drawn with Spanish words (the statuses of content/words/submissions.yaml, the
// festivals' Spanish names where content gives one), the statuses and tiers, the reviews, the
// screenings' dates, the dossier de prensa and the laurels download, all in Spanish; Sundance,
// which said no, named nowhere.

const sevilleAlt = "Selección oficial, Festival de Cine Europeo de Sevilla, Nuevos Directores, Estreno mundial, 2025";
const leedsAlt = "Ganadora, Mejor ópera prima, Leeds International Film Festival, 2025";
const goteborgAlt = "Selección oficial, Festival de Gotemburgo, Ingmar Bergman Competition, Estreno internacional, 2026";
const english = ["Official Selection", "Winner", "Best First Feature", "Seville European Film Festival", "World Premiere"];

/** A laurel's drawing as served: its words as title and label, and the drawing itself. */
async function laurelSvg(request: APIRequestContext, src: string) {
  const response = await request.get(src);
  expect(response.status(), src).toBe(200);
  const svg = await response.text();
  return { svg, title: /<title>([^<]*)<\/title>/.exec(svg)![1], label: /aria-label="([^"]*)"/.exec(svg)![1] };
}

test("/es/ leads with the laurels drawn in Spanish, under the tagline", async ({ page, request }) => {
  await page.goto("/es/");
  const images = page.getByRole("list", { name: "Laureles de festivales" }).getByRole("img");
  await expect(images).toHaveCount(2);
  await expect(images.nth(0)).toHaveAccessibleName(sevilleAlt);
  await expect(images.nth(0)).toHaveAttribute("src", "/laurels/es/seville-european-film-festival.svg");
  await expect(images.nth(1)).toHaveAccessibleName(leedsAlt);
  await expect(images.nth(1)).toHaveAttribute("src", "/laurels/es/leeds-international-film-festival.svg");
  for (const img of await images.all()) expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  for (const [src, alt] of [
    ["/laurels/es/seville-european-film-festival.svg", sevilleAlt],
    ["/laurels/es/leeds-international-film-festival.svg", leedsAlt],
  ] as const) {
    const drawn = await laurelSvg(request, src);
    expect(drawn).toMatchObject({ title: alt, label: alt });
    // Drawn anew, not the English drawing renamed: the words are outlines, so the paths differ.
    const englishSvg = (await laurelSvg(request, src.replace("/es/", "/"))).svg;
    expect(drawn.svg).not.toBe(englishSvg);
  }
  // The English laurels stay English.
  expect((await laurelSvg(request, "/laurels/seville-european-film-festival.svg")).title).toBe(
    "Official Selection, Seville European Film Festival, New Directors, World Premiere, 2025",
  );
});

test("/es/festivals gives the statuses, tiers and laurels in Spanish", async ({ page, request }) => {
  await page.goto("/es/festivals");
  const row = page.getByRole("list", { name: "Laureles de festivales" });
  await expect(row.getByRole("img")).toHaveCount(2);
  await expect(row.getByRole("img").nth(0)).toHaveAccessibleName(sevilleAlt);
  await expect(row.getByRole("img").nth(1)).toHaveAccessibleName(leedsAlt);
  await expect(page.getByText("13 festivales", { exact: true })).toBeVisible();

  const list = page.getByRole("list", { name: "Candidaturas actuales" });
  await expect(list.getByRole("listitem")).toHaveCount(13);
  const item = (name: string) => list.getByRole("listitem").filter({ has: page.getByText(name, { exact: true }) });
  const leeds = item("Leeds International Film Festival");
  await expect(leeds.getByText("Ganadora · Mejor ópera prima", { exact: true })).toBeVisible();
  await expect(leeds.getByText("Prioridad 2", { exact: true })).toBeVisible();
  const seville = item("Festival de Cine Europeo de Sevilla");
  await expect(seville.getByText("Selección oficial", { exact: true })).toBeVisible();
  await expect(seville.getByText("Nuevos Directores · Estreno mundial · 2025")).toBeVisible();
  const goteborg = item("Festival de Gotemburgo");
  await expect(goteborg.getByText("Selección oficial", { exact: true })).toBeVisible();
  await expect(goteborg.getByText("Ingmar Bergman Competition · Estreno internacional · 2026")).toBeVisible();
  await expect(item("Festival de Róterdam").getByText("En consideración", { exact: true })).toBeVisible();
  await expect(item("Festival de Róterdam").getByText("Prioridad 1", { exact: true })).toBeVisible();

  // Each selection's badge has its Spanish laurel beside it; the festivals still deciding have none.
  for (const [festival, slug, alt] of [
    [leeds, "leeds-international-film-festival", leedsAlt],
    [seville, "seville-european-film-festival", sevilleAlt],
    [goteborg, "goteborg-film-festival", goteborgAlt],
  ] as const) {
    await expect(festival.locator(`img[src="/laurels/es/${slug}.svg"]`)).toBeVisible();
    expect((await laurelSvg(request, `/laurels/es/${slug}.svg`)).title).toBe(alt);
  }
  await expect(list.locator('img[src^="/laurels/"]')).toHaveCount(3);
  await expect(page.locator('main img[src^="/laurels/"]:not([src^="/laurels/es/"])')).toHaveCount(0);
  for (const word of english) await expect(list).not.toContainText(word);
});

test("no Spanish page, laurel or link preview names the festival that said no", async ({ request }) => {
  for (const route of routes) {
    const html = await (await request.get(pathIn("es", route))).text();
    expect(html, pathIn("es", route)).not.toContain("Sundance");
  }
  expect((await request.get("/laurels/es/sundance-film-festival.svg")).status()).toBe(404);
});

test("/es/press quotes the critics in «», in Spanish where content translates them, as published where it does not", async ({ page }) => {
  await page.goto("/es/press");
  const reviews = page.getByRole("region", { name: "Lo que dice la crítica" });
  await expect(reviews.getByRole("listitem")).toHaveCount(3);
  await expect(reviews.locator("blockquote")).toHaveText([
    "«Un pequeño milagro de película de carretera, cálida como un atardecer andaluz.»",
    "«Tierna y feroz; el perro se adueña de cada escena en la que aparece.»",
    // Written once in content: printed as it was published.
    "«A debut of rare confidence.»",
  ]);
  await expect(reviews.getByRole("link", { name: "Sight & Sound" })).toHaveAttribute("href", reviewUrlOf(festivalRun, "Sight & Sound"));
  await expect(reviews.getByText("El País")).toBeVisible();
  await expect(reviews.getByText("Screen International")).toBeVisible();
  await expect(reviews).not.toContainText("“");
  await expect(reviews.getByRole("img", { name: "4,5 de 5 estrellas" })).toBeVisible();

  const row = page.getByRole("list", { name: "Laureles", exact: true });
  await expect(row.getByRole("img")).toHaveCount(2);
  await expect(row.getByRole("img").first()).toHaveAccessibleName(sevilleAlt);
});

test("/es/ gives the screenings' dates and times in Spanish, in the venues' own time", async ({ page }) => {
  await page.goto("/es/");
  const spanish = (iso: string, timeZone: string) =>
    new Intl.DateTimeFormat("es-ES", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone,
    }).format(new Date(iso));
  const london = spanish("2030-03-14T18:00+00:00", "Europe/London");
  const newYork = spanish("2030-04-02T20:00-04:00", "America/New_York");
  const seville = spanish("2025-10-11T19:30+02:00", "Europe/Madrid");
  expect([london, newYork, seville]).toEqual([
    "jueves, 14 de marzo de 2030, 18:00",
    "martes, 2 de abril de 2030, 20:00",
    "sábado, 11 de octubre de 2025, 19:30",
  ]);
  await expect(page.getByRole("list", { name: "Próximas proyecciones" }).locator("time")).toHaveText([london, newYork]);
  await expect(page.locator('time[datetime="2025-10-11T19:30+02:00"]')).toHaveText(seville);
});

test("the Spanish dossier de prensa gives the award and the selections in Spanish, its cover the Spanish laurels, and no Sundance", async ({
  page,
}) => {
  await page.goto("/es/press");
  const { download, path: file } = await clickAndSave(page, page.getByRole("link", { name: "Descargar PDF" }));
  expect(download.suggestedFilename()).toBe(`${fileTitleOf(festivalRun, "es")}-Dossier-de-Prensa.pdf`);
  const pdf = await readPdf(file, { drawing: true });
  expect(pdf.text).toContain("Leeds International Film Festival Leeds, Reino Unido Ganadora · Mejor ópera prima 2025 Prioridad 2");
  expect(pdf.text).toContain(
    "Festival de Cine Europeo de Sevilla Sevilla, España Selección oficial Nuevos Directores · Estreno mundial · 2025 Prioridad 2",
  );
  // The critics quoted as the pages quote them, the stars said in Spanish.
  expect(pdf.text).toContain(
    "«Un pequeño milagro de película de carretera, cálida como un atardecer andaluz.» — Sight & Sound, Jane Doe (4,5 de 5 estrellas)",
  );
  expect(pdf.text).toContain("«A debut of rare confidence.» — Screen International, Tom Green");
  expect(pdf.text).not.toContain("out of 5");
  expect(pdf.text).not.toContain("Sundance");
  const cover = pdf.pages[0]!;
  expect(cover.text).toContain(sevilleAlt);
  expect(cover.text).toContain(leedsAlt);
  for (const word of english) expect(cover.text).not.toContain(word);
  // The poster's artwork and the two laurels.
  expect(pdf.images[0]).toBe(3);
});

test("the Spanish laurels download holds the laurels drawn in Spanish, named in Spanish", async ({ page }) => {
  await page.goto("/es/press");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Laureles de festivales" }) });
  const { download, path: file } = await clickAndSave(page, card.getByRole("link", { name: "Descargar ZIP" }));
  expect(download.suggestedFilename()).toBe(`${fileTitleOf(festivalRun, "es")}-Laureles.zip`);
  // The size on the card is the Spanish file's, with a decimal comma.
  await expect(card).toContainText(`ZIP con SVG y PNG · ${(statSync(file).size / 1e6).toFixed(1).replace(".", ",")} MB`);
  const zip = await JSZip.loadAsync(await readFile(file), { checkCRC32: true });
  const names = Object.keys(zip.files).filter((n) => !zip.files[n]!.dir);
  const title = filmOf(festivalRun, "es").title;
  const folder = `Laureles de ${title}/`;
  const files = ["festival-de-cine-europeo-de-sevilla", "leeds-international-film-festival", "festival-de-gotemburgo"].flatMap((name) =>
    [".svg", ".png", "-oscuro.svg", "-oscuro.png"].map((end) => `${folder}${name}${end}`),
  );
  expect(names.sort()).toEqual([...files, `${folder}LEEME.txt`].sort());
  const readme = await zip.file(`${folder}LEEME.txt`)!.async("string");
  expect(readme).toContain(`${title}: laureles de festivales`);
  expect(readme).toContain("3000 px de ancho");

  const svg = await zip.file(`${folder}festival-de-cine-europeo-de-sevilla.svg`)!.async("string");
  expect(svg).toContain(`<title>${sevilleAlt}</title>`);
  expect(await zip.file(`${folder}leeds-international-film-festival-oscuro.svg`)!.async("string")).toContain(`<title>${leedsAlt}</title>`);
  const png = await zip.file(`${folder}festival-de-cine-europeo-de-sevilla.png`)!.async("nodebuffer");
  const meta = await sharp(png).metadata();
  expect(meta).toMatchObject({ format: "png", hasAlpha: true });
  expect(meta.width).toBeGreaterThanOrEqual(3000);
  // The PNG is the Spanish drawing: the same as the served Spanish SVG rasterised, not the English one.
  const served = await page.request.get("/laurels/es/seville-european-film-festival.svg");
  expect(await served.text()).toBe(svg);
});

test("the Spanish pages' link preview carries the Spanish laurels, the English pages' the English ones", async ({ page, request }) => {
  await page.goto("/es/");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/img\/og-image-es\.jpg$/);
  await page.goto("/");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/img\/og-image\.jpg$/);
  const raw = async (url: string) =>
    sharp(await (await request.get(url)).body())
      .raw()
      .toBuffer({ resolveWithObject: true });
  const es = await raw("/img/og-image-es.jpg");
  const en = await raw("/img/og-image.jpg");
  expect(es.info).toMatchObject({ width: 1200, height: 630 });
  const meanDifference = (top: number, bottom: number) => {
    let sum = 0;
    for (let i = top * 1200 * 3; i < bottom * 1200 * 3; i++) sum += Math.abs(es.data[i]! - en.data[i]!);
    return sum / ((bottom - top) * 1200 * 3);
  };
  // The same key art; the laurels along the bottom have other words.
  expect(meanDifference(0, 300)).toBeLessThan(1);
  expect(meanDifference(460, 630)).toBeGreaterThan(1);
});

for (const route of ["/es/", "/es/festivals", "/es/press"]) {
  test(`${route} with Spanish laurels has no axe violations`, async ({ page }) => {
    await page.goto(route);
    expect(await violations(page)).toEqual([]);
  });
}
