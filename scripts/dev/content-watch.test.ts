import exifr from "exifr";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import { seedSite } from "../test/fixture-site.ts";
import { contentWatch } from "./content-watch.ts";

// The plugin runs against a copy of the seed fixture's content in a scratch folder, as the dev
// server would run it on content/.
// The rules across files run in a process of their own: a few seconds, and many more on a machine
// busy with other builds; the waits are for a file to be written, so a long one costs nothing when it is.
vi.setConfig({ testTimeout: 60_000 });
let root: string;
// The seed's title, the first two of its principal cast and its captions, as its files write them.
const seedYaml = (file: string) => parse(readFileSync(path.join(seedSite, "content", file), "utf8"));
const title = () => (seedYaml("film.yaml") as { title: string }).title;
const cast = () => (seedYaml("people.yaml") as { principalCast: { name: string }[] }).principalCast.map((m) => m.name);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const file = () => path.join(root, "content/festivals.yaml");
const written = () => JSON.parse(readFileSync(path.join(root, "src/generated/content/en/festivals.json"), "utf8"));

function edit(change: (text: string) => string) {
  writeFileSync(file(), change(readFileSync(file(), "utf8")));
}

/** Calls the plugin's hot-update hook as Vite does for the client, with what it sends recorded. */
function hotUpdate(changed: string) {
  const sent: unknown[] = [];
  const logger = { error: vi.fn(), info: vi.fn(), warn: vi.fn() };
  const hook = contentWatch({ root }).hotUpdate as (this: unknown, options: unknown) => unknown;
  const result = hook.call(
    { environment: { name: "client", hot: { send: (payload: unknown) => sent.push(payload) } } },
    { file: changed, server: { config: { logger } } },
  );
  return { result, sent, logger };
}

describe("the dev server's content check", () => {
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "content-watch-"));
    const content = path.join(seedSite, "content");
    cpSync(content, path.join(root, "content"), { recursive: true, filter: (f) => f !== path.join(content, "uploads") });
    // The images content names, for the rules across files, and the originals the served copies are made from.
    symlinkSync(path.join(content, "uploads"), path.join(root, "content/uploads"), "dir");
    mkdirSync(path.join(root, "public"));
    // The served copies as the build wrote them, with its record of them: an edit writes only
    // what it changes, as in the dev server, not all 75 files.
    for (const built of ["public/uploads", "src/generated/tagged-uploads.json", "src/generated/uploads.json"])
      if (existsSync(path.join(seedSite, built))) cpSync(path.join(seedSite, built), path.join(root, built), { recursive: true });
  });
  // The check's own process may still be writing when a test ends.
  afterEach(() => rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }));

  it("writes a sound edit where the pages read it, and reloads nothing itself", () => {
    edit((t) => t.replace("name: Leeds International Film Festival", "name: Leeds Film Festival"));
    const { result, sent } = hotUpdate(file());
    expect(result).toEqual([]);
    expect(sent).toEqual([]);
    expect(written().submissions[0].name).toBe("Leeds Film Festival");
  });

  it("writes the calendar files of a screening added, so Add to calendar works at once", async () => {
    const screenings = path.join(root, "content/screenings.yaml");
    writeFileSync(
      screenings,
      "screenings:\n  - start: 2030-03-14T18:00+00:00\n    venue: Curzon Soho\n    city: London\n    country: GB\n    kind:\n      en: Preview\n      es: Preestreno\n    tickets: https://www.example.com/t\n",
    );
    hotUpdate(screenings);
    await vi.waitFor(
      () => expect(readFileSync(path.join(root, "public/screenings/2030-03-14-london.ics"), "utf8")).toContain("DTSTART:20300314T180000Z"),
      { timeout: 45_000 },
    );
    expect(readFileSync(path.join(root, "public/screenings.ics"), "utf8")).toContain("UID:2030-03-14-london@");
    // And the Spanish pages' own, in Spanish (written after the English).
    const spanish = path.join(root, "public/es/screenings/2030-03-14-london.ics");
    await vi.waitFor(() => expect(readFileSync(spanish, "utf8")).toContain(`SUMMARY:${title()} · Preestreno`), { timeout: 15_000 });
    expect(readFileSync(spanish, "utf8")).toContain("UID:2030-03-14-london.es@");
  });

  it("shows a problem in the browser's error overlay and keeps the last sound content", () => {
    hotUpdate(file());
    const statusLine = readFileSync(file(), "utf8").split("\n").indexOf("    status: In Consideration") + 1;
    edit((t) => t.replace("status: In Consideration", "status: Oficial Selection"));
    const { result, sent, logger } = hotUpdate(file());
    expect(result).toEqual([]);
    expect(sent).toEqual([
      {
        type: "error",
        err: {
          message: `Content check failed with 1 problem(s):\n  - content/festivals.yaml:${statusLine}: status "Oficial Selection" is not one of: In Consideration, Official Selection, Nominee, Winner, Not Selected`,
          stack: "",
          plugin: "content check",
          id: "content/festivals.yaml",
        },
      },
    ]);
    expect(logger.error).toHaveBeenCalledOnce();
    expect(written().submissions[0].status).toBe("In Consideration");
  });

  it("checks every file of the registry, its long texts in both languages too", () => {
    const people = path.join(root, "content/people.yaml");
    writeFileSync(people, readFileSync(people, "utf8").replace("She learned Spanish on the shoot.", "She learned Spanish on {title}."));
    expect(hotUpdate(people).sent).toEqual([]);
    const bios = (lang: string) => JSON.parse(readFileSync(path.join(root, `src/generated/content/${lang}/bios.json`), "utf8"));
    const [lead] = cast();
    expect(bios("en")[lead!]).toMatch(new RegExp(`She learned Spanish on ${escaped(title())}\\.$`));
    expect(bios("es")[lead!]).toMatch(new RegExp(`^${escaped(lead!)} se formó`));
    // A bio left without its Spanish: the overlay names the file, the field and the language.
    const spanishBio = new RegExp(`\\n {6}es: \\|\\n {8}${escaped(lead!)} se formó[^]*?(?=\\n {4}isLead)`);
    writeFileSync(people, readFileSync(people, "utf8").replace(spanishBio, ""));
    const { sent } = hotUpdate(people);
    expect(sent).toMatchObject([
      {
        type: "error",
        err: { message: expect.stringMatching(/content\/people\.yaml:\d+: bio has its English text \(en:\) but not its Spanish \(es:\)/) },
      },
    ]);
  });

  it("draws the laurel of a festival that has just said yes", async () => {
    edit((t) => t.replace("status: In Consideration", "status: Official Selection"));
    hotUpdate(file());
    const svg = path.join(root, "public/laurels/leeds-international-film-festival.svg");
    await vi.waitFor(
      () => expect(readFileSync(svg, "utf8")).toContain("<title>Official Selection, Leeds International Film Festival</title>"),
      {
        timeout: 45_000,
      },
    );
  });

  it("shows what the rules across files find, a fact stated with another value, in the overlay", async () => {
    const people = path.join(root, "content/people.yaml");
    const text = readFileSync(people, "utf8");
    writeFileSync(people, text.replace("is his first feature lead.", "is his first feature lead. It runs 95 minutes."));
    // The line of the English bio's "en:", the text's first line.
    const line = text.slice(0, text.indexOf(`${cast()[1]} is`)).split("\n").length - 1;
    const { result, sent, logger } = hotUpdate(people);
    expect(result).toEqual([]);
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 45_000 });
    expect(sent).toEqual([
      {
        type: "error",
        err: {
          message: `Content check failed with 1 problem(s):\n  - content/people.yaml:${line}: bio states runtime "95 minutes" but content/film.yaml says 97`,
          stack: "",
          plugin: "content check",
          id: "content/people.yaml",
        },
      },
    ]);
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it("writes an edited press caption into the served copy of the still, and the archive's list follows", async () => {
    const captions = path.join(root, "content/captions.yaml");
    const served = path.join(root, "public/uploads/still-07-storm-road.jpg");
    const written = (seedYaml("captions.yaml") as { captions: { file: string; caption: { en: string } }[] }).captions.find(
      (c) => c.file === "still-07-storm-road.jpg",
    )!;
    const caption = written.caption.en.replace("{title}", title());
    // The caption in XMP, in the language given (its English is the x-default, first of the languages).
    const captionIn = async (lang: string) =>
      ([(await exifr.parse(served, { xmp: true })).description].flat() as { lang: string; value: string }[]).find((d) => d.lang === lang)
        ?.value;
    hotUpdate(captions);
    await vi.waitFor(async () => expect(await captionIn("x-default")).toBe(caption), { timeout: 45_000 });
    writeFileSync(
      captions,
      readFileSync(captions, "utf8").replace("the storm on screen is real.", "the storm on screen is real, and so is the rain."),
    );
    hotUpdate(captions);
    await vi.waitFor(async () => expect(await captionIn("x-default")).toMatch(/and so is the rain\.$/), { timeout: 45_000 });
    expect(await captionIn("es-ES")).toMatch(/^Los nubarrones descargan/);
    const listed = () =>
      JSON.parse(readFileSync(path.join(root, "src/generated/uploads.json"), "utf8")) as { name: string; bytes: number }[];
    await vi.waitFor(() => expect(listed().find((u) => u.name === "still-07-storm-road.jpg")!.bytes).toBe(readFileSync(served).length), {
      timeout: 45_000,
    });
  });

  it("leaves files outside content/ to Vite", () => {
    expect(hotUpdate(path.join(root, "src/routes/home.tsx")).result).toBeUndefined();
  });
});
