import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { unzipSync } from "fflate";
import JSZip from "jszip";
import type { Download, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { contentCaptions, readEmbeddedCaption } from "../scripts/lib/read-caption";
import { readPdf } from "./read-pdf";
import { clickAndSave } from "./save-download";
import { expectShownSize } from "./shown-size";

// The press package made in the browser draws its photographs through a canvas; the build's
// copy, which gives the size shown, encodes them with sharp at the same size and quality. The two
// JPEG encoders differ by about 2% (863,665 bytes in Chromium, 883,683 at build time): allowed 30 KB.
const PDF_ENCODER_SLACK = 30_000;

const captionsEntry = "High-Res Stills/Captions.txt";

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

// Sections of the press package, in the order press kits put them.
const pressSections = [
  "Press Package",
  "PRODUCTION STILLS",
  "SYNOPSIS",
  "DIRECTOR'S STATEMENT",
  "TECHNICAL SPECIFICATIONS",
  "PRINCIPAL CAST",
  "Supporting Cast",
  "KEY CREW",
  "FESTIVALS",
  "Target Festivals",
  "CONTACT INFORMATION",
  "RELEASE STRATEGY",
  "All rights reserved",
];

test.describe("press package PDF", () => {
  for (const [route, label, sizeText] of [
    ["/press", "Download PDF", "#downloads li:first-child"],
    ["/about", "Download Press Package", "#directors-statement p:has(+ button)"],
  ] as const) {
    test(`${route} "${label}" saves Girasol-Press-Package.pdf with every section and the decided facts, of the size shown`, async ({
      page,
    }) => {
      await page.goto(route);
      const button = page.getByRole("button", { name: label });
      const { download, path } = await clickAndSave(page, button);
      expect(download.suggestedFilename()).toBe("Girasol-Press-Package.pdf");
      expectShownSize(await page.locator(sizeText).innerText(), path, PDF_ENCODER_SLACK);
      await expect(toast(page, "Download complete!")).toContainText("Press package PDF has been downloaded");

      const pdf = await readPdf(path);
      expect(pdf.pages.length).toBeGreaterThan(5);
      for (const p of pdf.pages) expect(p.height).toBeGreaterThan(p.width);
      let at = -1;
      for (const section of pressSections) {
        const next = pdf.text.indexOf(section, at + 1);
        expect(next, `"${section}" after position ${at}`).toBeGreaterThan(at);
        at = next;
      }
      expect(pdf.images).toBeGreaterThanOrEqual(7); // poster + six stills
      for (const fact of [
        "97 minutes",
        "2.35:1",
        "5.1 Surround Sound",
        "£20,000",
        "12",
        "14th–28th October 2024",
        "Submitted to 14 festivals",
        "19 Sept 2025",
        "Daniel Reyes-Hart",
        "daniel@girasolfilm.example",
        "+44 20 7946 0321",
      ]) {
        expect(pdf.text).toContain(fact);
      }
      for (const bad of [/16:9/, /stereo/i, /14 shooting days/i, /Submitted to 10 festivals/, /\b6k\b/]) expect(pdf.text).not.toMatch(bad);
      for (const name of [
        "Elena Marsh",
        "Rafael Ortega",
        "Carmen Villalba",
        "Canela",
        "Jude Abbott",
        "Sofía Lara",
        "Lola Benítez",
        "Ana Ruiz",
      ]) {
        expect(pdf.text).toContain(name);
      }
    });
  }

  test("notifications and a disabled button while it is made; two quick clicks give one file", async ({ page }) => {
    // Slow the images down so the preparing state can be seen.
    await page.route("**/uploads/*", async (r) => {
      await new Promise((res) => setTimeout(res, 400));
      await r.continue();
    });
    await page.goto("/press");
    const downloads: Download[] = [];
    page.on("download", (d) => downloads.push(d));
    const button = page.getByRole("button", { name: "Download PDF" });
    await button.dblclick();
    await expect(toast(page, "Generating PDF...")).toContainText("Creating your press package");
    await expect(button).toBeDisabled();
    await expect(toast(page, "Download complete!")).toBeVisible({ timeout: 20_000 });
    await expect(button).toBeEnabled();
    await page.waitForTimeout(500);
    expect(downloads).toHaveLength(1);
  });

  test("without the poster the PDF is still made, with the six stills", async ({ page }) => {
    await page.route("**/uploads/poster.jpg", (r) => r.fulfill({ status: 404 }));
    await page.goto("/press");
    const { path } = await clickAndSave(page, page.getByRole("button", { name: "Download PDF" }));
    const pdf = await readPdf(path);
    expect(pdf.pages[0]!.images).toBe(0);
    expect(pdf.pages[0]!.text).toContain("Press Package");
    expect(pdf.images).toBe(6);
  });

  test("without the stills the PDF is still made and the error is logged", async ({ page, consoleErrors }) => {
    await page.route(/\/uploads\/still-\d+.*\.jpg$/, (r) => r.fulfill({ status: 404 }));
    await page.goto("/press");
    const { path } = await clickAndSave(page, page.getByRole("button", { name: "Download PDF" }));
    const pdf = await readPdf(path);
    expect(pdf.images).toBe(1);
    expect(pdf.text).toContain("SYNOPSIS");
    expect(consoleErrors.join("\n")).toMatch(/production still\(s\) could not be loaded/);
  });
});

test("festival strategy PDF from the Festivals page, of the size shown", async ({ page }) => {
  await page.goto("/festivals");
  const { download, path } = await clickAndSave(page, page.getByRole("button", { name: "Download Festival Strategy Document" }));
  expect(download.suggestedFilename()).toBe("Girasol-Festival-Strategy.pdf");
  expectShownSize(await page.getByText("The strategy document:").innerText(), path);
  await expect(toast(page, "Download complete!")).toBeVisible();
  const pdf = await readPdf(path);
  for (const p of pdf.pages) expect(p.height).toBeGreaterThan(p.width);
  expect(pdf.text).toContain("Current Submissions (14 Festivals)".toUpperCase());
  expect(pdf.text.match(/In Consideration/g)).toHaveLength(14);
  expect(pdf.text).toContain("TARGET FESTIVALS (8)");
  for (const c of ["International A-List", "European Focus", "UK Focus", "Tier 1", "Tier 2", "TBA 2026"]) expect(pdf.text).toContain(c);
});

test.describe("high-resolution stills archive", () => {
  test("every upload, byte for byte, in High-Res Stills/, of the size its card shows", async ({ page, request }) => {
    await page.goto("/press");
    const button = page.locator("#downloads li").nth(3).getByRole("button");
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 60_000 }), button.click()]);
    expect(download.suggestedFilename()).toBe("Girasol-High-Res-Stills.zip");
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
    for (const must of ["poster.jpg", "key-art.jpg", "headshot-canela.jpg", "still-01-roadside-bar.jpg", "onset-01-gimbal.jpg"]) {
      expect(files).toContain(`High-Res Stills/${must}`);
    }
  });

  test("each still carries its caption, credit, creator, copyright and title inside (IPTC and XMP), and Captions.txt lists them", async ({
    page,
    request,
  }) => {
    await page.goto("/press");
    const button = page.locator("#downloads li").nth(3).getByRole("button");
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 60_000 }), button.click()]);
    const path = test.info().outputPath("stills.zip");
    await download.saveAs(path);
    const zip = await JSZip.loadAsync(await readFile(path), { checkCRC32: true });
    const expected = contentCaptions();
    const stills = Object.keys(zip.files).filter((n) => !n.endsWith("/") && n !== captionsEntry);
    expect(stills.map((n) => n.slice("High-Res Stills/".length)).sort()).toEqual([...expected.keys()].sort());

    for (const name of stills) {
      const file = name.slice("High-Res Stills/".length);
      const read = await readEmbeddedCaption(await zip.file(name)!.async("uint8array"));
      expect(read.iptc, `IPTC of ${file}`).toEqual(expected.get(file));
      expect(read.xmp, `XMP of ${file}`).toEqual(expected.get(file));
    }
    // The accents of a caption survive (UTF-8 in IPTC and XMP alike).
    const carmen = await readEmbeddedCaption(await zip.file("High-Res Stills/headshot-carmen-villalba.jpg")!.async("uint8array"));
    expect(carmen.iptc.caption).toBe("Carmen Villalba, who plays Doña Remedios in Girasol.");
    expect(carmen.xmp.copyright).toBe("© 2025 Camino Lento Films");

    // An archive entry is the served file, byte for byte: the tagged file, not a copy tagged again.
    const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
    for (const file of ["poster.jpg", "still-07-storm-road.jpg", "headshot-carmen-villalba.jpg"]) {
      const served = await request.get(`/uploads/${file}`);
      expect(sha(await zip.file(`High-Res Stills/${file}`)!.async("uint8array")), file).toBe(sha(await served.body()));
    }

    // Captions.txt: for editors without a metadata viewer, every file with its caption and credit.
    const raw = await zip.file(captionsEntry)!.async("uint8array");
    expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8, marked so for Notepad
    const text = new TextDecoder("utf-8", { fatal: true }).decode(raw);
    expect(text).toContain("Girasol: High-Res Stills, captions and credits");
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
    await expect(button).toHaveText("Download");
  });

  test("one missing file: Download failed, and nothing is saved", async ({ page }) => {
    await page.route("**/uploads/still-13-lost.jpg", (r) => r.fulfill({ status: 404 }));
    const downloads: Download[] = [];
    page.on("download", (d) => downloads.push(d));
    await page.goto("/press");
    await page.locator("#downloads li").nth(3).getByRole("button").click();
    const failed = toast(page, "Download failed");
    await expect(failed).toContainText("There was an error creating the zip file");
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
    await expect(toast(page, "Download failed")).toContainText("There was an error creating the zip file");
    expect(consoleErrors.join("\n")).toMatch(/poster\.jpg: 1234 bytes served/);
    await page.waitForTimeout(500);
    expect(downloads).toHaveLength(0);
  });
});

test.describe("builders load only on click", () => {
  const heavy = /press-package|pdf-writer|festival-strategy|stills-archive|stored-zip|jspdf|html2canvas|purify/;

  test("no page's first load fetches the PDF or zip code; a click does", async ({ page }) => {
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

    await clickAndSave(page, page.getByRole("button", { name: "Download PDF" }));
    expect(scripts.some((s) => /pdf-writer|press-package/.test(s))).toBe(true);
  });
});

test("without a canvas drawing context the images fail with 'Could not get canvas context' and the PDF is still made", async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    HTMLCanvasElement.prototype.getContext = () => null;
  });
  await page.goto("/press");
  const { path } = await clickAndSave(page, page.getByRole("button", { name: "Download PDF" }));
  const pdf = await readPdf(path);
  expect(pdf.images).toBe(0);
  expect(pdf.text).toContain("SYNOPSIS");
  expect(consoleErrors.join("\n")).toContain("Could not get canvas context");
});
