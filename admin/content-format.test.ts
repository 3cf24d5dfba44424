import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { fromFile, toFile, type Shapes } from "./content-format.ts";
import { jsonSchemaOf } from "#src/content/build-time/json-schema.ts";
import { shapesOf } from "../scripts/admin/config.ts";
import { collections } from "#src/content/build-time/collections.ts";
import { identitiesOf } from "#src/content/build-time/schema/identity.ts";
import { inLanguages } from "../scripts/test/in-languages.ts";

// The seed fixture's files (today's content, frozen), read and written back as the editor does.
const seed = path.resolve(import.meta.dirname, "../fixtures/seed");
const files = Object.values(collections).map((c) => ({ ...c, text: readFileSync(path.join(seed, c.file), "utf8") }));
/** The seed film's title, written once for every language (a name, not a text). */
const seedTitle = (parse(files.find((f) => f.file === "content/film.yaml")!.text) as { title: string }).title;
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
    const [group, key] = Object.entries(content.en!).flatMap(([g, texts]) => Object.keys(texts as object).map((k) => [g, k]))[0]!;
    (content.en![group!] as Record<string, string>)[key!] = "Changed in English";
    (content.es![group!] as Record<string, string>)[key!] = "Cambiado en español";
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
    (content.en!.screenings as unknown[]).push({ ...entry, city: "Seville", kind: "Q&A with the director" });
    (content.es!.screenings as unknown[]).push({ ...entry, city: "Sevilla", kind: "Coloquio con la directora" });
    const after = toFile(doc, content, shapesFor(screenings));
    const added = after.slice(after.indexOf("  - start: 2026-05-02"));
    expect(added).toContain("    city:\n      en: Seville\n      es: Sevilla\n");
    expect(added).toContain("    country: ES\n");
    expect(added).toContain("    kind:\n      en: Q&A with the director\n      es: Coloquio con la directora\n");
    // Its Spanish name taken out again: written once.
    const again = fromFile(after, shapesFor(screenings));
    (again.content.es!.screenings as { city: string }[]).at(-1)!.city = "";
    expect(toFile(again.doc, again.content, shapesFor(screenings))).toContain("    city: Seville\n");
  });

  it("gives the editor each photo as its path in the repository and writes its name alone", () => {
    const captions = files.find((f) => f.file === "content/captions.yaml")!;
    const { doc, content } = fromFile(captions.text, shapesFor(captions), "/content/uploads/");
    const list = (lang: "en" | "es") => content[lang]!.captions as { file: string; caption: string; credit: string }[];
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
    content.en!.tagline = "A new English tagline.";
    content.es!.tagline = "Un nuevo lema en español.";
    const after = toFile(doc, content, shapesFor(film));
    expect(changedLines(film.text, after)).toHaveLength(2);
    expect(after).toContain("  en: A new English tagline.\n  es: Un nuevo lema en español.\n");
    expect(after.startsWith(film.text.slice(0, film.text.indexOf("\n\n")))).toBe(true);

    const festivals = files.find((f) => f.file === "content/festivals.yaml")!;
    const read = fromFile(festivals.text);
    const submissions = (lang: "en" | "es") => read.content[lang]!.submissions as { status: string }[];
    for (const lang of ["en", "es"] as const) submissions(lang)[1]!.status = "Official Selection";
    const written = toFile(read.doc, read.content, shapesFor(festivals));
    expect(changedLines(festivals.text, written)).toEqual([
      expect.stringMatching(/^\d+: {5}status: In Consideration → {5}status: Official Selection$/),
    ]);
  });

  it("writes a name once while both languages agree, twice once they differ; a new text in both", () => {
    const festivals = files.find((f) => f.file === "content/festivals.yaml")!;
    const { doc, content } = fromFile(festivals.text);
    const list = (lang: "en" | "es") => content[lang]!.submissions as Record<string, unknown>[];
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
    (content.en!.reviews as unknown[]).push(review);
    const after = toFile(doc, content, shapesFor(reviews));
    // The list itself, after the file's comment (whose example has a quote in both languages).
    const list = after.slice(after.lastIndexOf("\nreviews:"));
    expect(list).toBe(
      "\nreviews:\n  - quote: A small miracle of a road movie.\n    outlet: Sight & Sound\n    stars: 4.5\n    date: 2026-03-14\n",
    );
  });
});

describe("the editor's file format, for a list of words on one line", () => {
  it("adds a language to a screening's `subtitles: [en, fr]` on its line, as the team wrote it", () => {
    // The festival run's screenings (e2e/festival-run/content), whose access lists its subtitles on one line.
    const screenings = files.find((f) => f.file === "content/screenings.yaml")!;
    const text = readFileSync(path.resolve(import.meta.dirname, "../e2e/festival-run/content/screenings.yaml"), "utf8");
    const { doc, content } = fromFile(text, shapesFor(screenings));
    const first = (lang: string) =>
      (content[lang]!.screenings as { access?: { subtitles?: string[] } }[]).find((s) => s.access?.subtitles)!;
    const before = [...first("en").access!.subtitles!];
    const line = text.split("\n").findIndex((l) => l.trim() === `subtitles: [${before.join(", ")}]`);
    expect(line).toBeGreaterThan(0);
    for (const lang of ["en", "es"]) first(lang).access!.subtitles!.push("de");
    expect(changedLines(text, toFile(doc, content, shapesFor(screenings)))).toEqual([
      `${line + 1}: ${text.split("\n")[line]} → ${text.split("\n")[line]!.replace("]", ", de]")}`,
    ]);
  });
});

describe("the editor's file format, for a site in any number of languages", () => {
  const three = ["fr", "en", "de"];
  const file = (name: string) => files.find((f) => f.file === name)!;
  /** The seed's file as a site in `langs` writes it (English's words under en, the others marked "FR …"). */
  const inLangs = (name: string, langs: string[]) => inLanguages(file(name).text, langs);

  it("reads a file in three languages as three sides and writes it back unedited exactly as it was", () => {
    for (const c of files) {
      const text = inLanguages(c.text, three);
      const { doc, content } = fromFile(text, shapesFor(c), "", three);
      expect(Object.keys(content), c.file).toEqual(three);
      expect(toFile(doc, content, shapesFor(c), {}, three), c.file).toBe(text);
    }
    const film = fromFile(inLangs("content/film.yaml", three), shapesFor(file("content/film.yaml")), "", three).content;
    expect(film.en!.tagline).toBe("A lost dog finds a lost girl and leads her home.");
    expect(film.fr!.tagline).toBe("FR A lost dog finds a lost girl and leads her home.");
    expect(film.de!.title).toBe(seedTitle);
  });

  it("changes only the line of the side edited, in a file of three languages", () => {
    const text = inLangs("content/film.yaml", three);
    const { doc, content } = fromFile(text, shapesFor(file("content/film.yaml")), "", three);
    content.de!.tagline = "Ein verlorener Hund findet ein verlorenes Mädchen.";
    const after = toFile(doc, content, shapesFor(file("content/film.yaml")), {}, three);
    expect(changedLines(text, after)).toEqual([expect.stringMatching(/^\d+: {3}de: DE A lost dog.* → {3}de: Ein verlorener Hund/)]);
  });

  it("knows a list's entries by the first language in a file of three, and writes a new one in each", () => {
    const festivals = file("content/festivals.yaml");
    const text = inLangs("content/festivals.yaml", three);
    const { doc, content } = fromFile(text, shapesFor(festivals), "", three);
    const list = (lang: string) => content[lang]!.submissions as Record<string, unknown>[];
    // The second entry moved to the end on every side: its lines move whole, nothing else changes.
    for (const lang of three) list(lang).push(...list(lang).splice(1, 1));
    const moved = toFile(doc, content, shapesFor(festivals), identitiesOf(jsonSchemaOf(festivals.schema)), three);
    expect(moved.split("\n").sort()).toEqual(text.split("\n").sort());
    expect(moved).not.toBe(text);
    // A new festival, its name the same on every side but German, left empty in English.
    const again = fromFile(moved, shapesFor(festivals), "", three);
    const entry = (lang: string) => ({
      name: { fr: "Festival de Cannes", en: "", de: "Filmfestspiele Cannes" }[lang],
      location: "Cannes, France",
      notificationDate: "2026-04",
      tier: "Tier 1",
      status: "In Consideration",
      judgingStatus: { fr: "En attente", en: "Undecided", de: "Ausstehend" }[lang],
    });
    for (const lang of three) (again.content[lang]!.submissions as unknown[]).push(entry(lang));
    const added = toFile(again.doc, again.content, shapesFor(festivals), {}, three);
    expect(added).toContain(
      [
        "  - name:",
        "      fr: Festival de Cannes",
        "      en: Festival de Cannes",
        "      de: Filmfestspiele Cannes",
        "    location: Cannes, France",
        "    notificationDate: 2026-04",
        "    tier: Tier 1",
        "    status: In Consideration",
        "    judgingStatus:",
        "      fr: En attente",
        "      en: Undecided",
        "      de: Ausstehend",
        "",
      ].join("\n"),
    );
  });

  it("reads and writes a file in one language as one side, each text still a map of its language", () => {
    for (const c of files) {
      const text = inLanguages(c.text, ["fr"]);
      const { doc, content } = fromFile(text, shapesFor(c), "", ["fr"]);
      expect(Object.keys(content), c.file).toEqual(["fr"]);
      expect(toFile(doc, content, shapesFor(c), {}, ["fr"]), c.file).toBe(text);
    }
    const film = file("content/film.yaml");
    const text = inLangs("content/film.yaml", ["fr"]);
    expect(text).toContain("tagline:\n  fr: FR A lost dog finds a lost girl and leads her home.\n");
    const { doc, content } = fromFile(text, shapesFor(film), "", ["fr"]);
    content.fr!.tagline = "Une chienne perdue trouve une fille perdue.";
    const after = toFile(doc, content, shapesFor(film), {}, ["fr"]);
    expect(changedLines(text, after)).toEqual([expect.stringMatching(/^\d+: {3}fr: FR A lost dog.* → {3}fr: Une chienne perdue/)]);
    // A new text of one language is a map of it; a name is written once, or kept a map where it is one.
    const reviews = file("content/reviews.yaml");
    const one = fromFile(inLanguages(reviews.text, ["fr"]), shapesFor(reviews), "", ["fr"]);
    (one.content.fr!.reviews as unknown[]).push({ quote: "Un petit miracle.", outlet: "Les Inrocks", date: "2026-03-14" });
    expect(toFile(one.doc, one.content, shapesFor(reviews), {}, ["fr"])).toMatch(
      /\nreviews:\n {2}- quote: Un petit miracle\.\n {4}outlet: Les Inrocks\n {4}date: 2026-03-14\n$/,
    );
    const named = "name:\n  fr: La Berlinale\nstatus: Official Selection\n";
    const read = fromFile(named, { name: "name" }, "", ["fr"]);
    expect(read.content.fr).toEqual({ name: "La Berlinale", status: "Official Selection" });
    read.content.fr!.status = "Winner";
    expect(toFile(read.doc, read.content, { name: "name" }, {}, ["fr"])).toBe("name:\n  fr: La Berlinale\nstatus: Winner\n");
  });

  it("shows a language just added to the site's list as an empty side, and writes it where it is filled in", () => {
    const film = file("content/film.yaml");
    const langs = ["en", "es", "fr"];
    const { doc, content } = fromFile(film.text, shapesFor(film), "", langs);
    expect(content.fr!.tagline).toBeUndefined();
    expect(content.fr!.title).toBe(seedTitle);
    // Unedited, or its texts left empty as the form holds them: the file as it was.
    expect(toFile(doc, content, shapesFor(film), {}, langs)).toBe(film.text);
    const emptied = { ...content, fr: Object.fromEntries(Object.entries(content.fr!).map(([k, v]) => [k, v === undefined ? "" : v])) };
    expect(toFile(doc, emptied, shapesFor(film), {}, langs)).toBe(film.text);
    content.fr!.tagline = "Une chienne perdue trouve une fille perdue.";
    const after = toFile(doc, content, shapesFor(film), {}, langs);
    expect(after).toContain(
      "tagline:\n  en: A lost dog finds a lost girl and leads her home.\n  es: Una perra perdida encuentra a una chica perdida y la guía de vuelta a casa.\n  fr: Une chienne perdue trouve une fille perdue.\n",
    );
    expect(after.split("\n").length).toBe(film.text.split("\n").length + 1);
  });

  it("keeps a words file's languages the site does not list byte for byte, and writes only its own", () => {
    const common = file("content/words/common.yaml");
    const six = ["en", "es", "fr", "de", "it", "pt"];
    // The seed's words carry the kit's six languages, as the kit ships them.
    const text = common.text;
    const home = (parse(text) as { nav: { home: Record<string, string> } }).nav.home;
    expect(Object.keys(home)).toEqual(six);
    // The seed's site, in English and Spanish: two sides, each text its own language's.
    const { doc, content } = fromFile(text, shapesFor(common));
    expect(Object.keys(content)).toEqual(["en", "es"]);
    expect((content.es!.nav as Record<string, unknown>).home).toBe(home.es);
    expect(toFile(doc, content, shapesFor(common))).toBe(text);
    (content.en!.nav as Record<string, unknown>).home = "Start";
    (content.es!.nav as Record<string, unknown>).home = "Portada";
    const after = toFile(doc, content, shapesFor(common));
    const unnumbered = (lines: string[]) => lines.map((l) => l.replace(/^\d+: /, ""));
    expect(unnumbered(changedLines(text, after))).toEqual([`    en: ${home.en} →     en: Start`, `    es: ${home.es} →     es: Portada`]);
    // A site in French alone, whose words files carry the kit's six: one side, French's.
    const french = fromFile(text, shapesFor(common), "", ["fr"]);
    expect((french.content.fr!.nav as Record<string, unknown>).home).toBe(home.fr);
    (french.content.fr!.nav as Record<string, unknown>).home = "Page d’accueil";
    expect(unnumbered(changedLines(text, toFile(french.doc, french.content, shapesFor(common), {}, ["fr"])))).toEqual([
      `    fr: ${home.fr} →     fr: Page d’accueil`,
    ]);
  });
});
