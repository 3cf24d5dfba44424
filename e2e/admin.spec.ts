import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { missingValue } from "../scripts/admin/form-words.ts";
import { checkContent } from "#src/content/build-time/check/check-content.ts";
import type { CollectionData } from "#src/content/build-time/collections.ts";
import { collectionsWith } from "#src/content/build-time/registry.ts";
import { pagePaths } from "#src/config/pages.ts";
import { contentTexts, readCollections } from "../scripts/prepare/content/read-collections.ts";
import {
  changedLines,
  iconsLoaded,
  lastField,
  openFile,
  pick,
  repositoryBytes,
  repositoryFile,
  savedFile,
  seedRepository,
  side,
  withLocalRepository,
} from "./support/editor.ts";
import { expect, test } from "./support/started-editor.ts";
import { pageErrors } from "./support/page-errors.ts";
import { seed } from "./support/sites.ts";

// The content editor at /admin, driven as the publicist would, on a folder holding the seed's
// content (e2e/support/editor.ts): what it saves is what a person would have written, and the build
// takes it.
test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });
// The editor checks the whole content at every change, as the build would: slower than a page.
test.describe.configure({ timeout: 60_000 });

/** A file's leading comment, where the team reads what each field takes. */
const header = (text: string) => text.slice(0, text.indexOf("\n\n"));

test.beforeEach(async ({ context }) => {
  await withLocalRepository(context, seedRepository());
});

test("changes the tagline in both languages and a festival's status, exactly those lines, which the build takes as they are", async ({
  context,
  externalRequests,
}) => {
  const page = await context.newPage();
  const errors = pageErrors(page);
  const before = { film: seedRepository()["content/film.yaml"]!, festivals: seedRepository()["content/festivals.yaml"]! };
  const tagline = {
    en: "A stray dog walks a lost girl home across Andalusia.",
    es: "Una perra callejera acompaña a casa a una chica perdida por Andalucía.",
  };

  await openFile(page, "Film", "Film");
  const taglines = page.getByRole("textbox", { name: "Tagline" });
  await taglines.first().fill(tagline.en);
  await page.getByRole("radio", { name: "Spanish" }).last().click();
  await expect(taglines).toHaveCount(2);
  await taglines.nth(1).fill(tagline.es);
  await page.getByRole("button", { name: "Save" }).click();
  await savedFile(page, "content/film.yaml", before.film);

  await openFile(page, "Festival run", "Festivals");
  // The first submission is open; its status is a choice of the allowed values.
  await pick(
    page
      .getByRole("radiogroup")
      .filter({ has: page.getByRole("radio", { name: "Official Selection" }) })
      .first(),
    "Official Selection",
  );
  await page.getByRole("button", { name: "Save" }).click();
  await savedFile(page, "content/festivals.yaml", before.festivals);

  const film = await repositoryFile(page, "content/film.yaml");
  const festivals = await repositoryFile(page, "content/festivals.yaml");
  expect(changedLines(before.film, film).map((l) => l.replace(/^\d+: /, ""))).toEqual([
    expect.stringMatching(new RegExp(`^ {2}en: .+ → {3}en: ${tagline.en}$`)),
    expect.stringMatching(new RegExp(`^ {2}es: .+ → {3}es: ${tagline.es}$`)),
  ]);
  expect(changedLines(before.festivals, festivals)).toEqual([
    expect.stringMatching(/^\d+: {5}status: In Consideration → {5}status: Official Selection$/),
  ]);
  // The files' leading comment, where the team reads what each field takes, is kept.
  expect(header(film)).toBe(header(before.film));
  expect(header(festivals)).toBe(header(before.festivals));
  expect(externalRequests).toEqual([]);
  expect(errors.filter((e) => !e.includes("favicon"))).toEqual([]);

  // The build takes the saved files as they are: its whole content check (the same code the build
  // runs, on the seed's other files) finds nothing to refuse, and reads the new words on each side.
  // (That the pages show what the build reads is what the seed site's own tests check.)
  const texts = { ...contentTexts(seed.root), film, festivals };
  const uploads = readdirSync(path.join(seed.root, "content/uploads")).filter((f) => !f.startsWith("."));
  const registry = collectionsWith(readdirSync(path.join(seed.root, "content/words")));
  const built = checkContent(texts, registry, {
    uploads,
    site: { pages: pagePaths, isFile: () => true, origin: new URL(seed.address()).origin },
  });
  expect(built.problems).toEqual([]);
  for (const lang of ["en", "es"] as const) {
    const film = built.files.film.languages![lang] as CollectionData<"film">;
    const run = built.files.festivals.languages![lang] as CollectionData<"festivals">;
    expect(film.tagline).toBe(tagline[lang]);
    expect(run.submissions[0]!.status).toBe("Official Selection");
  }
});

test("greets the team with the film's name and mark, fetches its icon font only once signed in, and logs no error", async ({
  context,
  request,
}) => {
  const page = await context.newPage();
  const fonts: string[] = [];
  const errors = pageErrors(page);
  page.on("request", (r) => {
    if (r.resourceType() === "font") fonts.push(new URL(r.url()).pathname);
  });
  await page.goto("/admin/");
  const { title } = seed.generated<{ title: string }>("en", "film.json");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // The mark is the site's own icon.
  const mark = page.locator("img[src$='/admin/logo.svg']");
  await expect(mark).toBeVisible();
  expect(await mark.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect((await (await request.get("/admin/logo.svg")).body()).equals(readFileSync(path.join(seed.root, "public/favicon.svg")))).toBe(true);
  await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const icons = (f: string) => f.includes("material-symbols");
  expect(fonts.filter(icons)).toEqual([]);
  expect(fonts.length).toBeGreaterThan(0); // the sign-in's own text font

  // Signed in, the editor's buttons have their icons.
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await openFile(page, "Film", "Film");
  await expect.poll(() => fonts.filter(icons)).toHaveLength(1);
  await expect.poll(() => iconsLoaded(page), { timeout: 15_000 }).toBe(true);
  expect(errors).toEqual([]);
});

test("refuses stars 6 before saving, with the build's message, and saves nothing", async ({ startedEditor }) => {
  const page = await startedEditor(seedRepository());
  const before = seedRepository()["content/reviews.yaml"];
  await openFile(page, "Festival run", "Reviews");
  await page.getByRole("button", { name: /Add\W+Review/i }).click();
  // A field inside a list is a group named after it.
  const field = (name: string) => page.getByRole("group", { name }).first();
  await field("Quote").getByRole("textbox").fill("A small miracle of a road movie.");
  await field("Outlet").getByRole("textbox").fill("Sight & Sound");
  await field("Date").getByRole("textbox").fill("2026-03-14");
  await field("Stars").getByRole("spinbutton").fill("6");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("must be from 1 to 5 (halves allowed)").first()).toBeVisible();
  expect(await repositoryFile(page, "content/reviews.yaml")).toBe(before);
});

test("refuses a text with its Spanish missing before saving, with a message, and saves nothing", async ({ startedEditor }) => {
  const page = await startedEditor(seedRepository(), "panes");
  const before = seedRepository()["content/film.yaml"];
  await openFile(page, "Film", "Film");
  await page.getByRole("radio", { name: "Spanish" }).last().click();
  await page.getByRole("textbox", { name: "Tagline" }).nth(1).fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(missingValue.en).first()).toBeVisible();
  expect(await repositoryFile(page, "content/film.yaml")).toBe(before);
});

test("uploads a new photo into content/uploads under a name the files take, with its caption and credit in both languages", async ({
  context,
  externalRequests,
}) => {
  const page = await context.newPage();
  const before = seedRepository()["content/captions.yaml"]!;
  // The photo as a camera names it: the editor saves it as the files want a name.
  const photo = await sharp({ create: { width: 640, height: 272, channels: 3, background: "#c98b2b" } })
    .jpeg()
    .toBuffer();
  // The film's company, as the seed names it: the build wants a still's credit to name it.
  const holder = seed.generated<{ copyrightHolder: string }>("en", "film.json").copyrightHolder;
  const entry = {
    caption: {
      en: "Maya waits out the noon heat in the village square in {title}.",
      es: "Maya espera a que pase el calor del mediodía en la plaza del pueblo en {title}.",
    },
    credit: { en: `Photo: Alba Serra / ${holder}`, es: `Foto: Alba Serra / ${holder}` },
  };
  await openFile(page, "Film", "Captions");
  await page
    .getByRole("button", { name: /Add\W+Caption/i })
    .first()
    .click();
  const field = (language: string, name: string) => lastField(page, language, name);

  // A list shows its entries as they scroll into view: scroll each side to its end.
  const toEnd = async (language: string) => {
    await side(page, language).hover();
    await page.mouse.wheel(0, 20_000);
  };
  await expect(async () => {
    await toEnd("English");
    await expect(field("English", "File").getByRole("button", { name: "Browse" })).toBeVisible({ timeout: 500 });
  }).toPass();
  await field("English", "File").getByRole("button", { name: "Browse" }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("dialog").getByRole("button", { name: "Upload" }).click();
  await (await chooser).setFiles({ name: "Plaza Mayor 2.JPG", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("dialog").getByRole("button", { name: "Insert" }).click();
  await field("English", "Caption").getByRole("textbox").fill(entry.caption.en);
  await field("English", "Credit").getByRole("textbox").fill(entry.credit.en);

  await page.getByRole("radio", { name: "Spanish" }).last().click();
  await expect(async () => {
    await toEnd("Spanish");
    await expect(field("Spanish", "File")).toContainText("plaza-mayor-2.jpg", { timeout: 500 });
  }).toPass();
  await field("Spanish", "Caption").getByRole("textbox").fill(entry.caption.es);
  await field("Spanish", "Credit").getByRole("textbox").fill(entry.credit.es);
  await page.getByRole("button", { name: "Save" }).click();
  const captions = await savedFile(page, "content/captions.yaml", before);
  expect(changedLines(before, captions).map((l) => l.replace(/^\d+: /, ""))).toEqual([
    " →   - file: plaza-mayor-2.jpg",
    " →     caption:",
    ` →       en: ${entry.caption.en}`,
    ` →       es: ${entry.caption.es}`,
    " →     credit:",
    ` →       en: "${entry.credit.en}"`,
    ` →       es: "${entry.credit.es}"`,
    " → ",
  ]);
  expect((await repositoryBytes(page, "content/uploads/plaza-mayor-2.jpg")).equals(photo)).toBe(true);
  // The build's check takes the new entry as written.
  expect(readCollections({ root: seed.root, edits: { captions } }).problems).toEqual([]);
  expect(externalRequests).toEqual([]);
});

test("adds a screening on the English side, which the Spanish side mirrors: the city in each language, the country picked by name and written as its code, the festival picked from festivals.yaml, the venue once", async ({
  context,
}) => {
  const page = await context.newPage();
  const before = seedRepository()["content/screenings.yaml"]!;
  const screening = {
    start: { day: "2026-05-02", time: "20:00", zone: "Europe/Madrid" },
    venue: "Teatro Lope de Vega",
    country: "ES",
    festival: "Seville European Film Festival",
    tickets: "https://www.example.com/lope",
  };
  const city = { en: "Seville", es: "Sevilla" };
  const kind = { en: "Q&A with the director", es: "Coloquio con la directora" };
  await openFile(page, "Festival run", "Screenings");
  await page
    .getByRole("button", { name: /Add\W+Screening/i })
    .first()
    .click();
  const field = (language: string, name: string) => lastField(page, language, name).getByRole("textbox");
  for (const [name, value] of Object.entries({
    Venue: screening.venue,
    Tickets: screening.tickets,
  }))
    await field("English", name).fill(value);
  // A country is picked by its name, and written as its code; a festival from festivals.yaml's.
  const choose = async (name: string, search: string, option: string) => {
    await lastField(page, "English", name).getByRole("combobox").click();
    await page.keyboard.type(search);
    await page.getByRole("option", { name: option }).click();
  };
  await choose("Country", "Spa", `Spain (${screening.country})`);
  await choose("Festival", "Sevi", screening.festival);
  // The start on the venue's clock: its day, its time and its city, Spain's first once the country is chosen.
  const start = lastField(page, "English", "Start");
  await expect(start.getByRole("combobox", { name: "City" }).locator("optgroup").first()).toContainText("Madrid (Spain)");
  await start.getByRole("combobox", { name: "City" }).selectOption(screening.start.zone);
  await start.getByLabel("Day", { exact: true }).fill(screening.start.day);
  await start.getByLabel("Time", { exact: true }).fill(screening.start.time);
  await field("English", "City").fill(city.en);
  await field("English", "Kind").fill(kind.en);
  await page.getByRole("radio", { name: "Spanish" }).last().click();
  // The entry is there on the Spanish side; what is written once shows, not to be edited.
  await expect(field("Spanish", "Venue")).toHaveValue(screening.venue);
  await expect(field("Spanish", "Venue")).not.toBeEditable();
  await expect(lastField(page, "Spanish", "Country").getByRole("combobox")).toContainText(`Spain (${screening.country})`);
  await field("Spanish", "City").fill(city.es);
  await field("Spanish", "Kind").fill(kind.es);
  await page.getByRole("button", { name: "Save" }).click();
  const screenings = await savedFile(page, "content/screenings.yaml", before);
  const added = screenings.slice(before.trimEnd().length - "[]".length);
  expect(added).toContain(`    city:\n      en: ${city.en}\n      es: ${city.es}\n`);
  expect(added).toContain(`  - start: ${screening.start.day} ${screening.start.time} ${screening.start.zone}\n`);
  expect(added).toContain(`    country: ${screening.country}\n`);
  expect(added).toContain(`    festival: ${screening.festival}\n`);
  expect(added).toContain(`    kind:\n      en: ${kind.en}\n      es: ${kind.es}\n`);
  expect(header(screenings)).toBe(header(before));
  expect(readCollections({ root: seed.root, edits: { screenings } }).problems).toEqual([]);
});
