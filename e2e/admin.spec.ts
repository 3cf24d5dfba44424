import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildFixtureSite } from "../scripts/test/fixture-site";
import { changedLines, openFile, repositoryFile, seedRepository, withLocalRepository } from "./editor";
import { expect, test } from "./fixtures";
import { seed } from "./sites";

// The content editor at /admin, driven as the publicist would, on a folder holding the seed's
// content (e2e/editor.ts): what it saves is what a person would have written, and the site
// built from it shows it.
test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ context }) => {
  await withLocalRepository(context, seedRepository());
});

test("changes the tagline in both languages and a festival's status, exactly those lines, and the rebuilt site shows them", async ({
  context,
  externalRequests,
}) => {
  test.setTimeout(300_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error" && !m.text().includes("favicon")) errors.push(m.text());
  });
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
  await expect.poll(() => repositoryFile(page, "content/film.yaml")).not.toBe(before.film);

  await openFile(page, "Festival run", "Festivals");
  // The first submission is open; its status is a choice of the allowed values.
  await page.getByRole("radio", { name: "Official Selection" }).first().check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => repositoryFile(page, "content/festivals.yaml")).not.toBe(before.festivals);

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
  const header = (text: string) => text.slice(0, text.indexOf("\n\n"));
  expect(header(film)).toBe(header(before.film));
  expect(header(festivals)).toBe(header(before.festivals));
  expect(externalRequests).toEqual([]);
  expect(errors).toEqual([]);

  // The site built from the saved files shows the edits.
  const edited = mkdtempSync(path.join(tmpdir(), "editor-edits-"));
  writeFileSync(path.join(edited, "film.yaml"), film);
  writeFileSync(path.join(edited, "festivals.yaml"), festivals);
  const site = buildFixtureSite({ name: "editor-edits", overlays: [edited], imagesFrom: seed.root });
  const page_ = (file: string) => readFileSync(path.join(site, "build/client", file), "utf8");
  expect(page_("index.html")).toContain(tagline.en);
  expect(page_("es/index.html")).toContain(tagline.es);
  const first = /^ {2}- name: (.+)$/m.exec(festivals)![1]!;
  expect(page_("festivals/index.html")).toMatch(new RegExp(`${first}[\\s\\S]{0,2000}Official Selection`));
});

test("refuses stars 6 before saving, with the build's message, and saves nothing", async ({ context }) => {
  const page = await context.newPage();
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

test("refuses a text with its Spanish missing before saving, with a message, and saves nothing", async ({ context }) => {
  const page = await context.newPage();
  const before = seedRepository()["content/film.yaml"];
  await openFile(page, "Film", "Film");
  await page.getByRole("radio", { name: "Spanish" }).last().click();
  await page.getByRole("textbox", { name: "Tagline" }).nth(1).fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/required|must not be empty/i).first()).toBeVisible();
  expect(await repositoryFile(page, "content/film.yaml")).toBe(before);
});
