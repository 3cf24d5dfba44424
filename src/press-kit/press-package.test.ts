import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readPdf, type PdfReport } from "../../e2e/support/read-pdf.ts";
import { readPdfFonts } from "../../scripts/prepare/assets/press-pdfs.ts";
import * as site from "../content/index.ts";
import { billingBlock } from "./billing.ts";
import type { PdfImages } from "./pdf-types.ts";
import { buildPressPackage, pressOutline, pressSections } from "./press-package.ts";
import { buildFestivalStrategy, strategyCoverTitle, strategyOutline } from "./festival-strategy.ts";
import { hyphenatorFor } from "./title-fit.ts";
import { festivalStrategy as strategyWords, pressPackage as words } from "#lang/words/press-kit.json";

// Built in Node without images (as if none could be read), read back with pdf.js.
const noImages: PdfImages = { cover: null, keyArt: null, stills: new Map(), headshots: new Map(), laurels: [] };

async function pressPackage(content: typeof site) {
  const { bytes } = await buildPressPackage(content, { fonts: readPdfFonts(), images: noImages });
  const file = path.join(mkdtempSync(path.join(tmpdir(), "press-package-")), "press.pdf");
  writeFileSync(file, bytes);
  return { bytes, pdf: await readPdf(file) };
}

describe("press package", () => {
  it("quotes the critics, with outlet, critic and stars, before the technical specifications", async () => {
    const reviews = [
      { quote: "A small miracle of a road movie.", outlet: "Sight & Sound", critic: "Jane Doe", stars: 4.5, date: "2026-03-14" },
      { quote: "Tender and fierce.", outlet: "El País", date: "2026-03-15" },
    ];
    const { text } = (await pressPackage({ ...site, reviews })).pdf;
    expect(text).toMatch(
      /What Critics Say “A small miracle of a road movie\.” — Sight & Sound, Jane Doe \(4\.5 out of 5 stars\) “Tender and fierce\.” — El País .*Technical Specifications/,
    );
  });

  it("has no critics' section while there are no reviews", async () => {
    expect((await pressPackage(site)).pdf.text).not.toMatch(/What Critics Say/i);
  });

  it("has no festivals' heading while none is listed, and the targets stand alone before the first submission", async () => {
    const none = { ...site, submissions: [], allSubmissions: [], targetFestivals: [] };
    const outline = pressOutline(none, noImages);
    expect(outline).not.toContain(words.festivals);
    expect(outline).not.toContain(words.targetFestivals);
    expect((await pressPackage(none)).pdf.text).not.toContain(words.targetFestivals);
    const targetsOnly = pressSections({ ...none, targetFestivals: site.targetFestivals }, noImages);
    expect(targetsOnly.find((s) => s.title === words.targetFestivals)?.level).toBeUndefined();
    expect(pressSections(site, noImages).find((s) => s.title === words.targetFestivals)?.level).toBe(2);
    // The festival strategy holds the strategy and the contact alone.
    expect(strategyOutline(none)).toEqual([strategyCoverTitle, strategyWords.strategy, strategyWords.contact]);
  });

  it("is the same file, byte for byte, each time it is made from the same content", async () => {
    const [a, b] = await Promise.all([pressPackage(site), pressPackage(site)]);
    expect(Buffer.compare(Buffer.from(a.bytes), Buffer.from(b.bytes))).toBe(0);
    expect(Buffer.from(a.bytes).toString("latin1")).not.toMatch(/CreationDate|ModDate/);
  });

  it("refuses a character the site's fonts do not have, naming the text", async () => {
    const film = { ...site.film, tagline: "A lost dog finds a lost girl ✈ and leads her home." };
    await expect(pressPackage({ ...site, film })).rejects.toThrow(
      /"✈" \(U\+2708\) in "A lost dog finds a lost girl ✈ and leads her home\." is not in the displayItalic font/,
    );
  });
});

describe("press package cover", () => {
  it("names the featured laurels beneath the title, and has none while there are none", async () => {
    const laurel = {
      slug: "leeds-international-film-festival",
      festival: "Leeds International Film Festival",
      status: "Winner" as const,
      label: "Winner",
      award: "Best First Feature",
      year: 2025,
      alt: "Winner, Best First Feature, Leeds International Film Festival, 2025",
    };
    const png = {
      data: new Uint8Array(
        Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"),
      ),
      width: 480,
      height: 400,
    };
    const { bytes } = await buildPressPackage(
      { ...site, laurels: [laurel] },
      { fonts: readPdfFonts(), images: { ...noImages, laurels: [png] } },
    );
    const file = path.join(mkdtempSync(path.join(tmpdir(), "press-package-")), "press.pdf");
    writeFileSync(file, bytes);
    const cover = (await readPdf(file)).pages[0]!.text;
    expect(cover).toContain("Winner, Best First Feature, Leeds International Film Festival, 2025");
    expect((await pressPackage(site)).pdf.pages[0]!.text).not.toContain("Winner");
  });

  it("carries the billing block made from the people and the companies, the writer-director last", () => {
    const credits = billingBlock(site);
    // The seed's people: two companies, four principal cast, a cinematographer and a composer among the crew.
    const [presenter, associate] = site.film.productionCompanies;
    const cast = site.principalCast.map((m) => m.name);
    const crew = (find: (c: (typeof site.keyCrew)[number]) => boolean) => site.keyCrew.find(find)!.name;
    expect(cast).toHaveLength(4);
    expect(credits[0]).toEqual({ role: "", names: [presenter], after: "presents" });
    expect(credits).toContainEqual({ role: "in association with", names: [associate] });
    expect(credits).toContainEqual({ role: "starring", names: cast.slice(0, 3) });
    expect(credits).toContainEqual({ role: "and", names: cast.slice(3) });
    expect(credits).toContainEqual({ role: "director of photography", names: [crew((c) => c.role === "Director of Photography")] });
    expect(credits).toContainEqual({ role: "music by", names: [crew((c) => c.department === "Music")] });
    expect(credits.at(-1)).toEqual({ role: "written and directed by", names: [site.keyPersonnel.director.name] });
  });

  it("credits a director who wrote the film as writer-director, whichever language their role is written in", () => {
    const director = site.keyPersonnel.director;
    const billedAs = (role: string) =>
      billingBlock({ ...site, keyPersonnel: { ...site.keyPersonnel, director: { ...director, role } } }).at(-1)!.role;
    for (const role of [
      "Scénariste et réalisatrice",
      "Drehbuch und Regie",
      "Sceneggiatrice e regista",
      "Argumentista e realizador",
      "Argumento e realização",
    ])
      expect(billedAs(role), role).toBe("written and directed by");
    for (const role of ["Réalisatrice", "Regie", "Regista", "Director"]) expect(billedAs(role), role).toBe("directed by");
  });
});

describe("a long title in the PDFs", () => {
  // Sixty letters with a German compound of twenty-eight, as a film's team may write its title.
  const longTitle = "Der lange Sommer der Zugvögel – Vogelschutzwartenmitarbeiter";
  const longer = `${longTitle} und die Deichgrafentochter am Meer`;

  async function both(title: string) {
    const content = { ...site, film: { ...site.film, title } };
    const dir = mkdtempSync(path.join(tmpdir(), "long-title-"));
    const read = async (name: string, bytes: Uint8Array) => {
      writeFileSync(path.join(dir, name), bytes);
      return readPdf(path.join(dir, name));
    };
    const assets = { fonts: readPdfFonts(), images: noImages };
    return {
      press: await read("press.pdf", (await buildPressPackage(content, assets)).bytes),
      strategy: await read("strategy.pdf", (await buildFestivalStrategy(content, assets)).bytes),
    };
  }

  /** Every run of text that reaches past the page's edges, "page 2: text". */
  const outside = (pdf: PdfReport) =>
    pdf.pages.flatMap((p, i) => p.runs.filter((r) => r.x < 0 || r.x + r.width > p.width + 0.5).map((r) => `page ${i + 1}: ${r.text}`));

  it("sets the title whole on the cover, every word whole, inside the page, and the cover on one page", async () => {
    for (const title of [longTitle, longer]) {
      const { press, strategy } = await both(title);
      for (const [name, pdf] of [
        ["press package", press],
        ["festival strategy", strategy],
      ] as const) {
        // The title's words read in order on the first page, none broken: the cover's words are whole.
        expect(pdf.pages[0]!.text, `${name}: ${title}`).toContain(title);
        expect(outside(pdf), `${name}: ${title}`).toEqual([]);
      }
      // Nothing of the cover runs on to the next page: the tagline, the billing and the copyright stand on the first.
      expect(press.pages[0]!.text).toContain(site.film.tagline);
      expect(press.pages[0]!.text).toContain(site.facts.copyright);
      expect(press.pages[1]!.runs[0]!.text).toBe(pressSections(site, noImages)[0]!.title);
      // The title on the cover: larger than a line of body text, on no more than three lines, above the page's middle.
      const titleRuns = press.pages[0]!.runs.filter((r) => title.includes(r.text.trim()) && r.height > 20);
      expect(titleRuns.length).toBeGreaterThan(0);
      const baselines = [...new Set(titleRuns.map((r) => Math.round(r.y)))];
      expect(baselines.length).toBeLessThanOrEqual(3);
      // No line starts with the title's dash: it ends the line before.
      for (const y of baselines) {
        const line = titleRuns.filter((r) => Math.round(r.y) === y).map((r) => r.text);
        expect(line.join("").trim(), title).not.toMatch(/^\p{P}/u);
      }
      for (const r of titleRuns) expect(r.y, r.text).toBeGreaterThan(press.pages[0]!.height / 2);
    }
  });

  it("hyphenates a word too long for the cover's line as the title's language does", async () => {
    const word = "Donaudampfschifffahrtsgesellschaftskapitänswitwe";
    const { press } = await both(`Die ${word}`);
    const cover = press.pages[0]!.runs.filter((r) => r.height > 20).map((r) => r.text.trim());
    expect(cover.join(" ").replace(/- /g, "")).toContain(`Die ${word}`);
    // Cut between two of its syllables ("Donaudampfschifffahrtsge-" / "sellschafts…"), each piece on a line of its own.
    const syllables = hyphenatorFor("de")(word);
    const ends = syllables.map((_, i) => syllables.slice(0, i + 1).join(""));
    const cuts = cover.filter((l) => l.endsWith("-")).map((l) => l.slice(0, -1));
    expect(cuts.length).toBeGreaterThan(0);
    for (const cut of cuts) expect(ends.some((end) => end.endsWith(cut) && word.startsWith(end))).toBe(true);
    expect(outside(press)).toEqual([]);
  });

  it("keeps the running footer on its line: a title too long for it gives way to the document's name and the page", async () => {
    const { press, strategy } = await both(`${longer} ${longer}`);
    for (const [pdf, name] of [
      [press, words.name],
      [strategy, strategyWords.name],
    ] as const) {
      const footer = pdf.pages[1]!.runs.filter((r) => r.y < 60);
      const text = footer.map((r) => r.text).join("");
      expect(text, footer.map((r) => `${r.text} @${r.x.toFixed(0)},${r.y.toFixed(0)}`).join(" | ")).toMatch(
        new RegExp(`^Der lange Sommer.*… — ${name}\\s*·\\s*page 2 of ${pdf.pages.length}$`),
      );
      for (const r of footer) expect(r.x + r.width, r.text).toBeLessThanOrEqual(pdf.pages[1]!.width - 50);
    }
    // A title that fits keeps every word.
    const fits = (await both(longTitle)).press.pages[1]!.runs.filter((r) => r.y < 60);
    expect(fits.map((r) => r.text).join("")).toContain(`${longTitle} — ${words.name}`);
  });
});
