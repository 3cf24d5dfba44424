import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { readPdf } from "../../e2e/read-pdf";
import * as site from "../content";
import { buildPressPackage } from "./press-package";

// Built in Node without images (the loader fails, as a missing file would), read back with pdf.js.
async function pressPackageText(content: typeof site): Promise<string> {
  // The missing images are reported on the console, as in the browser.
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const blob = await buildPressPackage(content, () => Promise.reject(new Error("no images in this test")));
  const file = path.join(mkdtempSync(path.join(tmpdir(), "press-package-")), "press.pdf");
  writeFileSync(file, new Uint8Array(await blob.arrayBuffer()));
  return (await readPdf(file)).text;
}

describe("press package", () => {
  it("quotes the critics, with outlet, critic and stars, before the technical specifications", async () => {
    const reviews = [
      { quote: "A small miracle of a road movie.", outlet: "Sight & Sound", critic: "Jane Doe", stars: 4.5, date: "2026-03-14" },
      { quote: "Tender and fierce.", outlet: "El País", date: "2026-03-15" },
    ];
    const text = await pressPackageText({ ...site, reviews });
    expect(text).toMatch(
      /WHAT CRITICS SAY “A small miracle of a road movie\.” — Sight & Sound, Jane Doe \(4\.5 out of 5 stars\) “Tender and fierce\.” — El País TECHNICAL SPECIFICATIONS/,
    );
  });

  it("has no critics' section while there are no reviews", async () => {
    expect(await pressPackageText(site)).not.toMatch(/WHAT CRITICS SAY/i);
  });
});

describe("press package cover", () => {
  it("names the featured laurels beneath the title, and has none while there are none", async () => {
    const laurel = {
      slug: "leeds-international-film-festival",
      festival: "Leeds International Film Festival",
      status: "Winner" as const,
      award: "Best First Feature",
      year: 2025,
      alt: "Winner, Best First Feature, Leeds International Film Festival, 2025",
    };
    const text = await pressPackageText({ ...site, laurels: [laurel] });
    expect(text).toMatch(/PRESS PACKAGE.*A film by .+ Winner, Best First Feature, Leeds International Film Festival, 2025/i);
    expect(await pressPackageText(site)).not.toContain("Winner");
  });
});
