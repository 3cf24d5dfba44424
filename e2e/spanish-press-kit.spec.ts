import { readFileSync, writeFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { pdfLayouts } from "./support/pdf-layouts.ts";
import { readPdf } from "./support/read-pdf.ts";
import { clickAndSave } from "./support/save-download.ts";
import { seed } from "./support/sites.ts";
import { copyrightOf, filmOf, fileTitleOf, writtenCaptionOf } from "./support/film-words.ts";
import JSZip from "jszip";
import { contentCaptions, readEmbeddedCaption } from "../scripts/lib/read-caption.ts";

// The press kit a Spanish journalist gets from /es/: both PDFs written in Spanish, read back
// with pdf.js, with Spanish headings, dates and money, and none of the English section titles.

const words = (lang: "en" | "es") => seed.generated<{ files: Record<string, string> }>(lang, "words/press-kit.json");

/** The file a page links to, saved from the server into the test's output folder. */
async function linkedPdf(request: APIRequestContext, page: Page, route: string, file: string) {
  await page.goto(route);
  const link = page.locator(`a[download][href$="/${file}"]`).first();
  await expect(link).toHaveAttribute("href", `/downloads/${file}`);
  const response = await request.get(`/downloads/${file}`);
  expect(response.status()).toBe(200);
  const out = test.info().outputPath(file);
  writeFileSync(out, await response.body());
  return readPdf(out);
}

/** Whether the text holds `title` as words of its own ("Festivals" is not in "Festivales"). */
const holds = (text: string, title: string) =>
  new RegExp(`(^|[^\\p{L}])${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([^\\p{L}]|$)`, "u").test(text);

for (const [key, route] of [
  ["pressPackage", "/es/press"],
  ["festivalStrategy", "/es/festivals"],
] as const) {
  const file = words("es").files[key]!;

  test(`${route} links ${file}, written in Spanish: its headings, dates and money, and no English section title`, async ({
    page,
    request,
  }) => {
    // Named and titled after the film, as the Spanish pages write its title.
    const named = fileTitleOf(seed, "es");
    const filmTitle = filmOf(seed, "es").title;
    expect(file).toBe(key === "pressPackage" ? `${named}-Dossier-de-Prensa.pdf` : `${named}-Estrategia-de-Festivales.pdf`);
    const pdf = await linkedPdf(request, page, route, file);
    expect(pdf.lang).toBe("es-ES");
    const spanish = pdfLayouts("es")[key].outline;
    const english = pdfLayouts("en")[key].outline;
    expect(pdf.outline).toEqual(spanish);
    // Every Spanish heading is on the pages, and no English one is (names both languages share, like "Festival", aside).
    for (const title of spanish.slice(1)) expect(pdf.text).toContain(title);
    for (const title of english.filter((t) => !spanish.includes(t))) expect(holds(pdf.text, title), title).toBe(false);
    if (key === "pressPackage") {
      expect(pdf.title).toBe(`${filmTitle} — Dossier de prensa`);
      for (const heading of ["Sinopsis", "Nota del director", "Ficha técnica", "Reparto principal", "Equipo técnico"])
        expect(spanish).toContain(heading);
      // The premiere and the budget as Spanish writes them.
      expect(pdf.text).toContain("19 de septiembre de 2025");
      expect(pdf.text).toContain("20.000 £");
      expect(pdf.text).not.toContain("£20,000");
    } else {
      expect(pdf.title).toBe(`${filmTitle} — Estrategia de festivales`);
      expect(pdf.text).toContain("octubre de 2025");
      expect(pdf.text).not.toContain("October 2025");
    }
  });
}

type Message = { title: string; description: string };
type Messages = Record<"start" | "success" | "failure", Message>;
const notifications = seed.generated<{
  notifications: Record<"pdf" | "strategy" | "stills" | "chosenStills", Messages> & { bts: Message };
}>("es", "notifications.json");
const es = notifications.notifications;
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

test("each download from the Spanish pages says so in Spanish", async ({ page }) => {
  // The press package, from /es/press and /es/about; the festival strategy from /es/festivals.
  for (const [route, file, messages] of [
    ["/es/press", words("es").files.pressPackage!, es.pdf],
    ["/es/about", words("es").files.pressPackage!, es.pdf],
    ["/es/festivals", words("es").files.festivalStrategy!, es.strategy],
  ] as const) {
    await page.goto(route);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const { download } = await clickAndSave(page, page.locator(`a[download][href$="/${file}"]`).first());
    expect(download.suggestedFilename()).toBe(file);
    await expect(toast(page, messages.success.title)).toContainText(messages.success.description);
  }
  expect(es.pdf.start.title).toBe("Generando PDF…");
  expect(es.pdf.success.title).toBe("¡Descarga completada!");

  // The making-of featurette opens its video page in a new tab, and says so.
  await page.goto("/es/press");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const featurette = page.locator("#downloads li").nth(4).locator('a[target="_blank"]');
  const [popup] = await Promise.all([page.context().waitForEvent("page"), featurette.click()]);
  await popup.close();
  const bts = es.bts.title.replace("{videoHost}", "Vimeo");
  expect(bts).toBe("Abriendo Vimeo");
  await expect(toast(page, bts)).toContainText(es.bts.description);
});

test("the Spanish stills archive: its Spanish name and folder, Pies de foto.txt with the Spanish captions, Spanish notifications", async ({
  page,
}) => {
  await page.route("**/uploads/*", async (r) => {
    await new Promise((res) => setTimeout(res, 40));
    await r.continue();
  });
  await page.goto("/es/press");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const button = page.locator("#downloads li").nth(3).getByRole("button");
  const downloaded = page.waitForEvent("download", { timeout: 60_000 });
  await button.click();
  await expect(toast(page, es.stills.start.title)).toContainText(es.stills.start.description);
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`${fileTitleOf(seed, "es")}-Fotos-Alta-Resolucion.zip`);
  const out = test.info().outputPath("fotos.zip");
  await download.saveAs(out);
  await expect(toast(page, es.stills.success.title)).toContainText(es.stills.success.description);
  const zip = await JSZip.loadAsync(readFileSync(out), { checkCRC32: true });
  const names = Object.keys(zip.files);
  expect(names.slice(0, 2)).toEqual(["Fotos en alta resolución/", "Fotos en alta resolución/Pies de foto.txt"]);
  expect(names.every((n) => n.startsWith("Fotos en alta resolución/"))).toBe(true);
  const text = await zip.file("Fotos en alta resolución/Pies de foto.txt")!.async("string");
  const captions = contentCaptions("es", seed.root);
  expect(text).toContain(`${filmOf(seed, "es").title}: Fotos en alta resolución, pies de foto y créditos`);
  // The usage terms in Spanish, as the content gives them.
  expect(text).toContain(`Condiciones de uso: ${captions.values().next().value!.usageTerms}\r\n`);
  for (const [file, c] of captions) expect(text, file).toContain(`${file}\r\n${c.caption}\r\n${c.credit}\r\n`);
  // Each photo is the served file, its Spanish caption inside under es-ES, the English as x-default.
  const english = contentCaptions("en", seed.root);
  const photos = names.filter((n) => /\.(jpe?g|png|webp)$/.test(n));
  expect(photos.map((n) => n.slice("Fotos en alta resolución/".length)).sort()).toEqual([...captions.keys()].sort());
  for (const name of photos) {
    const file = name.slice("Fotos en alta resolución/".length);
    const read = await readEmbeddedCaption(await zip.file(name)!.async("uint8array"));
    expect(read.xmpLanguages.caption["es-ES"], file).toBe(captions.get(file)!.caption);
    expect(read.xmpLanguages.caption["x-default"], file).toBe(english.get(file)!.caption);
    expect(read.xmpLanguages.usageTerms["es-ES"], file).toBe(captions.get(file)!.usageTerms);
  }
});

test("Para imprimir on /es/stills saves the served file, and Para web its web copy, each with its Spanish caption in XMP under es-ES, English as x-default and in IPTC", async ({
  page,
  request,
}) => {
  await page.goto("/es/stills#still-07-storm-road");
  const viewer = page.locator(".yarl__root");
  const link = viewer.getByRole("link", { name: "Para imprimir" });
  await expect(link).toBeVisible();
  const { download, path: saved } = await clickAndSave(page, link);
  expect(download.suggestedFilename()).toBe("still-07-storm-road.jpg");
  const served = await request.get("/uploads/still-07-storm-road.jpg");
  expect(Buffer.compare(readFileSync(saved), await served.body())).toBe(0);
  const read = await readEmbeddedCaption(readFileSync(saved));
  // The still's caption in each language as content/captions.yaml writes it.
  const spanish = writtenCaptionOf(seed, "still-07-storm-road.jpg", "es").caption;
  const english = writtenCaptionOf(seed, "still-07-storm-road.jpg", "en").caption;
  expect(spanish).not.toBe(english);
  expect(contentCaptions("es", seed.root).get("still-07-storm-road.jpg")!.caption).toBe(spanish);
  expect(read.xmpLanguages.caption).toEqual({ "x-default": english, en: english, "es-ES": spanish });
  // IIM holds one text per field: the English, as the English site's download.
  expect(read.iptc.caption).toBe(english);
  expect(read.xmp.copyright).toBe(copyrightOf(seed));
  // The web copy beside it carries the same captions.
  const web = await clickAndSave(page, viewer.getByRole("link", { name: "Para web" }));
  expect(web.download.suggestedFilename()).toBe("still-07-storm-road-web.jpg");
  const readWeb = await readEmbeddedCaption(readFileSync(web.path));
  expect(readWeb.xmpLanguages.caption).toEqual({ "x-default": english, en: english, "es-ES": spanish });
  expect(readWeb.iptc.caption).toBe(english);
});

test("stills chosen on /es/stills come as <title>-Fotos-2.zip, with the Spanish notifications", async ({ page }) => {
  await page.goto("/es/stills");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const boxes = page.locator('#press-images input[type="checkbox"]');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  const submit = page.locator('#press-images button[type="submit"]');
  const [download] = await Promise.all([page.waitForEvent("download", { timeout: 60_000 }), submit.click()]);
  expect(download.suggestedFilename()).toBe(`${fileTitleOf(seed, "es")}-Fotos-2.zip`);
  await expect(toast(page, es.chosenStills.success.title)).toContainText(es.chosenStills.success.description);
});
