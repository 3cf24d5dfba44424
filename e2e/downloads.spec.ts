import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { unzipSync } from "fflate";
import JSZip from "jszip";
import type { Download, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { seed } from "./support/sites.ts";
import { copyrightOf, filmOf, fileTitleOf, peopleOf, pressContactOf, writtenCaptionOf } from "./support/film-words.ts";
import { contentCaptions, readEmbeddedCaption } from "../scripts/lib/read-caption.ts";
import { readPdf } from "./support/read-pdf.ts";
import { clickAndSave } from "./support/save-download.ts";
import { expectShownSize } from "./support/shown-size.ts";
import { pdfLayouts } from "./support/pdf-layouts.ts";

const captionsEntry = "High-Res Stills/Captions.txt";

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
// The downloads are named after the seed's title.
const pressPackage = () => `${fileTitleOf(seed)}-Press-Package.pdf`;
const festivalStrategy = () => `${fileTitleOf(seed)}-Festival-Strategy.pdf`;

// The PDFs are files the build made (public/downloads); their controls are links to them that,
// once the page runs its script, fetch the file with the notifications and save it.
test.describe("press package PDF", () => {
  for (const [route, label, sizeText] of [
    ["/press", "Download PDF", "#downloads li:first-child"],
    ["/about", "Download Press Package", "#directors-statement p:has(+ * a)"],
  ] as const) {
    test(`${route} "${label}" saves <title>-Press-Package.pdf, the served file byte for byte, with every section and the decided facts, of the size shown`, async ({
      page,
      request,
    }) => {
      await page.goto(route);
      const link = page.getByRole("link", { name: label });
      await expect(link).toHaveAttribute("href", `/downloads/${pressPackage()}`);
      await expect(link).toHaveAttribute("download", pressPackage());
      const { download, path } = await clickAndSave(page, link);
      expect(download.suggestedFilename()).toBe(pressPackage());
      await expect(toast(page, "Download complete!")).toContainText("Press package PDF has been downloaded");
      const served = await request.get(`/downloads/${pressPackage()}`);
      expect(served.headers()["content-type"]).toMatch(/^application\/pdf/);
      expect(Buffer.compare(await readFile(path), await served.body())).toBe(0);
      expectShownSize(await page.locator(sizeText).innerText(), path);

      const pdf = await readPdf(path, { drawing: true });
      for (const p of pdf.pages) expect(p.height).toBeGreaterThan(p.width);
      // The sections in press-kit order, each a bookmark, as the builder lists them.
      expect(pdf.outline).toEqual(pdfLayouts().pressPackage.outline);
      let at = -1;
      for (const section of pdf.outline.slice(1)) {
        const next = pdf.text.indexOf(section, at + 1);
        expect(next, `"${section}" after position ${at}`).toBeGreaterThan(at);
        at = next;
      }
      expect(pdf.text.indexOf("All rights reserved", at)).toBeGreaterThan(at);
      expect(pdf.images.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(7); // the cover's artwork + six stills
      // The stills' usage terms after the stills, before the synopsis.
      const terms = contentCaptions("en", seed.root).values().next().value!.usageTerms;
      const termsAt = pdf.text.indexOf(terms);
      expect(termsAt).toBeGreaterThan(pdf.text.indexOf(pdf.outline[1]!));
      expect(pdf.text.indexOf(pdf.outline[2]!, termsAt)).toBeGreaterThan(termsAt);
      const contact = pressContactOf(seed);
      for (const fact of [
        "97 minutes",
        "2.35:1",
        "5.1 Surround Sound",
        "£20,000",
        "12",
        "14th–28th October 2024",
        "Submitted to 14 festivals",
        "19 Sept 2025",
        contact.name,
        contact.email,
        contact.phone,
      ]) {
        expect(pdf.text).toContain(fact);
      }
      for (const bad of [/16:9/, /stereo/i, /14 shooting days/i, /Submitted to 10 festivals/, /\b6k\b/]) expect(pdf.text).not.toMatch(bad);
      // Everyone the seed names: the principal and supporting cast, the key crew.
      const people = peopleOf(seed);
      for (const { name } of [...people.principalCast, ...people.supportingCast, ...people.keyCrew]) {
        expect(pdf.text).toContain(name);
      }
    });
  }

  test("notifications and a busy link while the file comes; two quick clicks give one file", async ({ page }) => {
    // The file is held back until the preparing state has been seen: a fixed delay can end
    // before a busy machine has drawn the notification, which the next one then replaces.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/downloads/*", async (r) => {
      await held;
      await r.continue();
    });
    await page.goto("/press");
    const downloads: Download[] = [];
    page.on("download", (d) => downloads.push(d));
    const link = page.getByRole("link", { name: "Download PDF" });
    await link.dblclick();
    await expect(toast(page, "Generating PDF...")).toContainText("Creating your press package");
    await expect(link).toHaveAttribute("aria-busy", "true");
    release();
    await expect(toast(page, "Download complete!")).toBeVisible({ timeout: 20_000 });
    await expect(link).toHaveAttribute("aria-busy", "false");
    await page.waitForTimeout(500);
    expect(downloads).toHaveLength(1);
  });

  test("a file the server cannot give: Download failed, and nothing is saved", async ({ page, consoleErrors }) => {
    await page.route("**/downloads/*", (r) => r.fulfill({ status: 503 }));
    const downloads: Download[] = [];
    page.on("download", (d) => downloads.push(d));
    await page.goto("/press");
    await page.getByRole("link", { name: "Download PDF" }).click();
    const failed = toast(page, "Download failed");
    await expect(failed).toBeVisible();
    await expect(failed).toHaveAttribute("data-type", "error");
    expect(consoleErrors.join("\n")).toContain(`${pressPackage()} could not be made:`);
    expect(consoleErrors.join("\n")).toMatch(/could not be made:.*HTTP 503/);
    await page.waitForTimeout(500);
    expect(downloads).toHaveLength(0);
  });
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the links download the files", async ({ page }) => {
    for (const [route, name, file] of [
      ["/press", "Download PDF", pressPackage()],
      ["/about", "Download Press Package", pressPackage()],
      ["/festivals", "Download Festival Strategy Document", festivalStrategy()],
    ] as const) {
      await page.goto(route);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
      expect(download.suggestedFilename()).toBe(file);
    }
  });
});

test("festival strategy PDF from the Festivals page: the served file, of the size shown", async ({ page, request }) => {
  await page.goto("/festivals");
  const { download, path } = await clickAndSave(page, page.getByRole("link", { name: "Download Festival Strategy Document" }));
  expect(download.suggestedFilename()).toBe(festivalStrategy());
  expectShownSize(await page.getByText("The strategy document:").innerText(), path);
  await expect(toast(page, "Download complete!")).toBeVisible();
  const served = await request.get(`/downloads/${festivalStrategy()}`);
  expect(Buffer.compare(await readFile(path), await served.body())).toBe(0);
  const pdf = await readPdf(path);
  for (const p of pdf.pages) expect(p.height).toBeGreaterThan(p.width);
  expect(pdf.text).toContain("Current Submissions (14 Festivals)");
  expect(pdf.text.match(/In Consideration/g)).toHaveLength(14);
  expect(pdf.text).toContain("Target Festivals (8)");
  for (const c of ["International A-List", "European Focus", "UK Focus", "Tier 1", "Tier 2", "TBA 2026"]) expect(pdf.text).toContain(c);
});

test.describe("high-resolution stills archive", () => {
  test("every upload, byte for byte, in High-Res Stills/, of the size its card shows", async ({ page, request }) => {
    await page.goto("/press");
    const button = page.locator("#downloads li").nth(3).getByRole("button");
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 60_000 }), button.click()]);
    expect(download.suggestedFilename()).toBe(`${fileTitleOf(seed)}-High-Res-Stills.zip`);
    const path = test.info().outputPath("stills.zip");
    await download.saveAs(path);
    await expect(toast(page, "Download started!")).toContainText("Your stills are being downloaded as a zip file");
    // The build computed it from the upload list: the exact size, shown to within its rounding.
    expectShownSize(await page.locator("#downloads li").nth(3).innerText(), path);

    const zip = new Uint8Array(await readFile(path));
    // Every entry's CRC-32 checked, as an unzip tool does (JSZip), then the contents (fflate).
    const checked = await JSZip.loadAsync(zip, { checkCRC32: true });
    await Promise.all(Object.values(checked.files).map((f) => f.async("uint8array")));
    const entries = unzipSync(zip);
    const files = Object.keys(entries).filter((n) => !n.endsWith("/") && n !== captionsEntry);
    expect(files.length).toBeGreaterThanOrEqual(70);
    expect(Object.keys(entries).slice(0, 2)).toEqual(["High-Res Stills/", captionsEntry]);
    for (const name of files) {
      expect(name.startsWith("High-Res Stills/")).toBe(true);
      const served = await request.get(`/uploads/${encodeURIComponent(name.slice("High-Res Stills/".length))}`);
      expect(served.status()).toBe(200);
      expect(Buffer.compare(Buffer.from(entries[name]!), await served.body()), name).toBe(0);
    }
    const headshots = peopleOf(seed).principalCast.map((m) => m.headshot!.file);
    for (const must of ["poster.jpg", "key-art.jpg", ...headshots, "still-01-roadside-bar.jpg", "onset-01-gimbal.jpg"]) {
      expect(files).toContain(`High-Res Stills/${must}`);
    }
  });

  test("each still carries its caption, credit, creator, copyright, title and usage terms inside (IPTC and XMP), and Captions.txt lists them", async ({
    page,
    request,
  }) => {
    await page.goto("/press");
    const button = page.locator("#downloads li").nth(3).getByRole("button");
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 60_000 }), button.click()]);
    const path = test.info().outputPath("stills.zip");
    await download.saveAs(path);
    const zip = await JSZip.loadAsync(await readFile(path), { checkCRC32: true });
    const expected = contentCaptions("en", seed.root);
    const stills = Object.keys(zip.files).filter((n) => !n.endsWith("/") && n !== captionsEntry);
    expect(stills.map((n) => n.slice("High-Res Stills/".length)).sort()).toEqual([...expected.keys()].sort());

    for (const name of stills) {
      const file = name.slice("High-Res Stills/".length);
      const read = await readEmbeddedCaption(await zip.file(name)!.async("uint8array"));
      expect(read.iptc, `IPTC of ${file}`).toEqual(expected.get(file));
      expect(read.xmp, `XMP of ${file}`).toEqual(expected.get(file));
    }
    // The accents of a caption survive (UTF-8 in IPTC and XMP alike): the seed's third principal
    // cast member's, as content/captions.yaml writes it, its character's name accented.
    const film = filmOf(seed);
    const headshot = peopleOf(seed).principalCast[2]!.headshot!.file;
    const written = writtenCaptionOf(seed, headshot).caption;
    expect(written).toMatch(/[^\x20-\x7e]/);
    const accented = await readEmbeddedCaption(await zip.file(`High-Res Stills/${headshot}`)!.async("uint8array"));
    expect(accented.iptc.caption).toBe(written);
    expect(accented.xmp.copyright).toBe(copyrightOf(seed));

    // An archive entry is the served file, byte for byte: the tagged file, not a copy tagged again.
    const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
    for (const file of ["poster.jpg", "still-07-storm-road.jpg", headshot]) {
      const served = await request.get(`/uploads/${file}`);
      expect(sha(await zip.file(`High-Res Stills/${file}`)!.async("uint8array")), file).toBe(sha(await served.body()));
    }

    // Captions.txt: for editors without a metadata viewer, every file with its caption and credit.
    const raw = await zip.file(captionsEntry)!.async("uint8array");
    expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8, marked so for Notepad
    const text = new TextDecoder("utf-8", { fatal: true }).decode(raw);
    expect(text).toContain(`${film.title}: High-Res Stills, captions and credits`);
    // What a publication may do with them, once, before the files (the content's terms).
    const terms = expected.values().next().value!.usageTerms;
    expect(text.indexOf(`Usage terms: ${terms}\r\n`)).toBeGreaterThan(-1);
    expect(text.indexOf(`Usage terms: ${terms}`)).toBeLessThan(text.indexOf(stills[0]!.slice("High-Res Stills/".length)));
    for (const [file, c] of expected) expect(text, file).toContain(`${file}\r\n${c.caption}\r\n${c.credit}\r\n${c.copyright}\r\n`);
  });

  test("says it is preparing and shows files done of total while it works", async ({ page }) => {
    // Slow the files down so the progress can be read.
    await page.route("**/uploads/*", async (r) => {
      await new Promise((res) => setTimeout(res, 40));
      await r.continue();
    });
    await page.goto("/press");
    const button = page.locator("#downloads li").nth(3).getByRole("button");
    await button.click();
    await expect(button).toBeDisabled();
    await expect(toast(page, "Preparing download...")).toContainText("Creating zip file with all stills");
    await expect(button).toHaveText(/\d+ of \d+ files/);
    await expect(toast(page, "Download started!")).toBeVisible({ timeout: 60_000 });
    await expect(button).toHaveAccessibleName(/^Download \(/);
  });

  test("one missing file: Download failed, and nothing is saved", async ({ page }) => {
    await page.route("**/uploads/still-13-lost.jpg", (r) => r.fulfill({ status: 404 }));
    const downloads: Download[] = [];
    page.on("download", (d) => downloads.push(d));
    await page.goto("/press");
    await page.locator("#downloads li").nth(3).getByRole("button").click();
    const failed = toast(page, "Download failed");
    // It fails at the missing file, after the stills before it are fetched (tens of MB).
    await expect(failed).toContainText("There was an error creating the zip file", { timeout: 60_000 });
    await expect(failed).toHaveAttribute("data-type", "error");
    await page.waitForTimeout(500);
    expect(downloads).toHaveLength(0);
  });

  test("a file that differs from the build's (changed on the host): Download failed, nothing saved", async ({ page, consoleErrors }) => {
    await page.route("**/uploads/poster.jpg", (r) => r.fulfill({ status: 200, contentType: "image/jpeg", body: Buffer.alloc(1234) }));
    const downloads: Download[] = [];
    page.on("download", (d) => downloads.push(d));
    await page.goto("/press");
    await page.locator("#downloads li").nth(3).getByRole("button").click();
    await expect(toast(page, "Download failed")).toContainText("There was an error creating the zip file", { timeout: 60_000 });
    expect(consoleErrors.join("\n")).toMatch(/poster\.jpg: 1234 bytes served/);
    await page.waitForTimeout(500);
    expect(downloads).toHaveLength(0);
  });
});

test.describe("builders load only on click", () => {
  const heavy =
    /press-package|pdf-writer|pdf-table|pdf-tagging|pdfkit|festival-strategy|stills-archive|stored-zip|jspdf|html2canvas|purify/;

  test("no page's first load fetches the zip code, a click on its button does; no PDF code is ever fetched", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    for (const route of ["/", "/about", "/festivals", "/stills", "/press"]) {
      await page.goto(route, { waitUntil: "networkidle" });
    }
    expect(scripts.filter((s) => heavy.test(s))).toEqual([]);
    expect(
      await page.evaluate(() => [...document.querySelectorAll("link[rel=modulepreload]")].map((l) => l.getAttribute("href"))),
    ).not.toContainEqual(expect.stringMatching(heavy));

    await clickAndSave(page, page.getByRole("link", { name: "Download PDF" }));
    expect(scripts.filter((s) => heavy.test(s))).toEqual([]);
    await clickAndSave(page, page.locator("#downloads li").nth(3).getByRole("button"));
    expect(scripts.some((s) => /stills-archive/.test(s))).toBe(true);
  });
});
