import { readFile, writeFile } from "node:fs/promises";
import JSZip from "jszip";
import { languages, pathIn } from "#src/lib/languages.ts";
import { expect, test } from "../support/fixtures.ts";
import { readPdf } from "../support/read-pdf.ts";
import { live } from "../support/sites.ts";

// The press materials of the site of content/ open in readers we did not write: each PDF in
// pdf.js, each zip in JSZip with every CRC checked. Names and words come from content/.
type Contact = { pressContact: { email: string } };
type Downloads = { downloadItems: { kind: string; title: string }[] };

for (const lang of languages) {
  const { title } = live.generated<{ title: string }>(lang, "film.json");
  const { email } = live.generated<Contact>(lang, "contact.json").pressContact;

  test(`every file the press page links in ${lang} opens: PDFs in pdf.js, zips with their CRCs`, async ({ page, request }) => {
    await page.goto(pathIn(lang, "/press"));
    const hrefs = await page
      .locator('a[href^="/downloads/"], a[href^="/laurels/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))]);
    const pdfs = hrefs.filter((h) => h.endsWith(".pdf"));
    expect(pdfs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      const path = test.info().outputPath(decodeURIComponent(href.split("/").at(-1)!));
      await writeFile(path, await response.body());
      if (href.endsWith(".pdf")) {
        const pdf = await readPdf(path);
        expect(pdf.pages.length, href).toBeGreaterThan(1);
        expect(pdf.title, href).toContain(title);
        expect(pdf.lang, href).toMatch(new RegExp(`^${lang}`));
      } else if (href.endsWith(".zip")) {
        const zip = await JSZip.loadAsync(await readFile(path), { checkCRC32: true });
        await Promise.all(Object.values(zip.files).map((f) => f.async("uint8array")));
        expect(Object.keys(zip.files).length, href).toBeGreaterThan(1);
      }
    }
    // The press package gives the press contact of content/contact.yaml.
    const pressPackage = (await readPdf(test.info().outputPath(decodeURIComponent(pdfs[0]!.split("/").at(-1)!)))).text;
    expect(pressPackage).toContain(email);
  });

  test(`the stills archive made in the browser in ${lang} unzips, every file the one served`, async ({ page, request }) => {
    test.slow();
    await page.goto(pathIn(lang, "/press"));
    const card = live.generated<Downloads>(lang, "downloads.json").downloadItems.find((d) => d.kind === "stills-zip")!;
    const button = page
      .locator("#downloads li")
      .filter({ has: page.getByRole("heading", { name: card.title, exact: true }) })
      .getByRole("button");
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 60_000 }), button.click()]);
    const path = test.info().outputPath(download.suggestedFilename());
    await download.saveAs(path);
    const zip = await JSZip.loadAsync(await readFile(path), { checkCRC32: true });
    const uploads = live.json<{ name: string }[]>("src/generated/uploads.json");
    const files = Object.keys(zip.files).filter((n) => !zip.files[n]!.dir);
    // Every upload, and the captions list.
    expect(files.length).toBe(uploads.length + 1);
    for (const { name } of uploads.slice(0, 5)) {
      const entry = files.find((f) => f.endsWith(`/${name}`));
      expect(entry, name).toBeDefined();
      const served = await request.get(`/uploads/${encodeURIComponent(name)}`);
      expect(Buffer.compare(Buffer.from(await zip.file(entry!)!.async("uint8array")), await served.body()), name).toBe(0);
    }
  });
}
