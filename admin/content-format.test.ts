import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fromFile, toFile, type Shapes } from "./content-format.ts";
import { jsonSchemaOf } from "#src/content/build-time/json-schema.ts";
import { shapesOf } from "../scripts/admin/config.ts";
import { collections } from "#src/content/build-time/collections.ts";

// The seed fixture's files (today's content, frozen), read and written back as the editor does.
const seed = path.resolve(import.meta.dirname, "../fixtures/seed");
const files = Object.values(collections).map((c) => ({ ...c, text: readFileSync(path.join(seed, c.file), "utf8") }));
const shapesFor = (c: (typeof files)[number]): Shapes => (c.words ? { "*.*": "localized" } : shapesOf(jsonSchemaOf(c.schema)));

/** The lines that differ between two texts, as a diff would show them. */
function changedLines(before: string, after: string) {
  const a = before.split("\n");
  const b = after.split("\n");
  const out: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) out.push(`${i + 1}: ${a[i] ?? ""} → ${b[i] ?? ""}`);
  return out;
}

describe("the editor's file format", () => {
  it("writes back every content file unedited exactly as it was, comments and all", () => {
    // Every file of content/ and content/words/ (the images in content/uploads are not the editor's text).
    const filesIn = (dir: string) => readdirSync(path.join(seed, dir), { withFileTypes: true }).filter((e) => e.isFile()).length;
    expect(files.length).toBe(filesIn("content") + filesIn("content/words"));
    for (const c of files) {
      const { doc, content } = fromFile(c.text);
      expect(toFile(doc, content, shapesFor(c)), c.file).toBe(c.text);
    }
  });

  it("writes a changed words text on its own lines, leaving the kit's other languages in the file as they are", () => {
    const home = files.find((f) => f.file === "content/words/home.yaml")!;
    const { doc, content } = fromFile(home.text, shapesFor(home));
    const [group, key] = Object.entries(content.en).flatMap(([g, texts]) => Object.keys(texts as object).map((k) => [g, k]))[0]!;
    (content.en[group!] as Record<string, string>)[key!] = "Changed in English";
    (content.es[group!] as Record<string, string>)[key!] = "Cambiado en español";
    const after = toFile(doc, content, shapesFor(home));
    const lines = changedLines(home.text, after);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/→ {5}en: Changed in English$/);
    expect(lines[1]).toMatch(/→ {5}es: Cambiado en español$/);
    // The languages the site does not list are still there, each under its code.
    expect(after.match(/^ {4}fr: /gm)?.length).toBe(home.text.match(/^ {4}fr: /gm)?.length);
  });

  it("writes a name once when its Spanish side is left empty, and twice only where Spanish has its own", () => {
    const screenings = files.find((f) => f.file === "content/screenings.yaml")!;
    const { doc, content } = fromFile(screenings.text, shapesFor(screenings));
    const entry = { start: "2026-05-02T20:00+02:00", venue: "Teatro Lope de Vega", country: "ES", tickets: "https://www.example.com/lope" };
    (content.en.screenings as unknown[]).push({ ...entry, city: "Seville", kind: "Q&A with the director" });
    (content.es.screenings as unknown[]).push({ ...entry, city: "Sevilla", kind: "Coloquio con la directora" });
    const after = toFile(doc, content, shapesFor(screenings));
    const added = after.slice(after.indexOf("  - start: 2026-05-02"));
    expect(added).toContain("    city:\n      en: Seville\n      es: Sevilla\n");
    expect(added).toContain("    country: ES\n");
    expect(added).toContain("    kind:\n      en: Q&A with the director\n      es: Coloquio con la directora\n");
    // Its Spanish name taken out again: written once.
    const again = fromFile(after, shapesFor(screenings));
    (again.content.es.screenings as { city: string }[]).at(-1)!.city = "";
    expect(toFile(again.doc, again.content, shapesFor(screenings))).toContain("    city: Seville\n");
  });

  it("gives the editor each photo as its path in the repository and writes its name alone", () => {
    const captions = files.find((f) => f.file === "content/captions.yaml")!;
    const { doc, content } = fromFile(captions.text, shapesFor(captions), "/content/uploads/");
    const list = (lang: "en" | "es") => content[lang].captions as { file: string; caption: string; credit: string }[];
    const first = /^ {2}- file: (.+)$/m.exec(captions.text)![1]!;
    expect(list("en")[0]!.file).toBe(`/content/uploads/${first}`);
    expect(toFile(doc, content, shapesFor(captions))).toBe(captions.text);
    // A photo uploaded in the editor, with its caption and credit in both languages.
    list("en").push({
      file: "/content/uploads/plaza-mayor.jpg",
      caption: "The square at noon.",
      credit: "Photo: Lucía Prat / Wave Films",
    });
    list("es").push({
      file: "/content/uploads/plaza-mayor.jpg",
      caption: "La plaza a mediodía.",
      credit: "Foto: Lucía Prat / Wave Films",
    });
    const after = toFile(doc, content, shapesFor(captions));
    expect(after.slice(captions.text.length - 1)).toBe(
      [
        "",
        "  - file: plaza-mayor.jpg",
        "    caption:",
        "      en: The square at noon.",
        "      es: La plaza a mediodía.",
        "    credit:",
        '      en: "Photo: Lucía Prat / Wave Films"',
        '      es: "Foto: Lucía Prat / Wave Films"',
        "",
      ].join("\n"),
    );
  });

  it("changes only the lines of the values edited: the tagline in both languages and one status", () => {
    const film = files.find((f) => f.file === "content/film.yaml")!;
    const { doc, content } = fromFile(film.text);
    content.en.tagline = "A new English tagline.";
    content.es.tagline = "Un nuevo lema en español.";
    const after = toFile(doc, content, shapesFor(film));
    expect(changedLines(film.text, after)).toHaveLength(2);
    expect(after).toContain("  en: A new English tagline.\n  es: Un nuevo lema en español.\n");
    expect(after.startsWith(film.text.slice(0, film.text.indexOf("\n\n")))).toBe(true);

    const festivals = files.find((f) => f.file === "content/festivals.yaml")!;
    const read = fromFile(festivals.text);
    const submissions = (lang: "en" | "es") => read.content[lang].submissions as { status: string }[];
    for (const lang of ["en", "es"] as const) submissions(lang)[1]!.status = "Official Selection";
    const written = toFile(read.doc, read.content, shapesFor(festivals));
    expect(changedLines(festivals.text, written)).toEqual([
      expect.stringMatching(/^\d+: {5}status: In Consideration → {5}status: Official Selection$/),
    ]);
  });

  it("writes a name once while both languages agree, twice once they differ; a new text in both", () => {
    const festivals = files.find((f) => f.file === "content/festivals.yaml")!;
    const { doc, content } = fromFile(festivals.text);
    const list = (lang: "en" | "es") => content[lang].submissions as Record<string, unknown>[];
    const first = list("en")[0]!.name as string;
    list("es")[0]!.name = `${first} (ES)`;
    for (const lang of ["en", "es"] as const)
      list(lang).push({
        name: "Cannes Film Festival",
        location: "Cannes, France",
        notificationDate: "2026-04",
        tier: "Tier 1",
        status: "In Consideration",
        judgingStatus: lang === "en" ? "Undecided" : "Pendiente",
        section: "",
        premiere: "",
      });
    const after = toFile(doc, content, shapesFor(festivals));
    expect(after).toContain(`  - name:\n      en: ${first}\n      es: ${first} (ES)\n`);
    expect(after).toContain(
      "  - name: Cannes Film Festival\n    location: Cannes, France\n    notificationDate: 2026-04\n    tier: Tier 1\n    status: In Consideration\n    judgingStatus:\n      en: Undecided\n      es: Pendiente\n",
    );
    // Its section (a name) and premiere (a text), left empty on both sides, are not written at all.
    const cannes = after.slice(after.indexOf("  - name: Cannes Film Festival"));
    expect(cannes.slice(0, cannes.search(/\n\S/) + 1)).not.toMatch(/section|premiere/);
  });

  it("writes the first review, added on the English side alone, as a whole entry one field a line, its quote and outlet once", () => {
    const reviews = files.find((f) => f.file === "content/reviews.yaml")!;
    const { doc, content } = fromFile(reviews.text);
    const review = { quote: "A small miracle of a road movie.", outlet: "Sight & Sound", stars: 4.5, date: "2026-03-14" };
    (content.en.reviews as unknown[]).push(review);
    const after = toFile(doc, content, shapesFor(reviews));
    // The list itself, after the file's comment (whose example has a quote in both languages).
    const list = after.slice(after.lastIndexOf("\nreviews:"));
    expect(list).toBe(
      "\nreviews:\n  - quote: A small miracle of a road movie.\n    outlet: Sight & Sound\n    stars: 4.5\n    date: 2026-03-14\n",
    );
  });
});
