// The film's team edits content/ as docs/editing.md tells them, and the build's own check runs
// on the result, in a copy of the site (fixture-site.ts) made from the seed fixture: correct
// edits pass and show where they should; a wrong one stops the build with its file, line and
// field, in the team's words. Different edits from the festival-run fixture's (statuses,
// reviews, screenings): a recast, a new phone number, a new still with its caption, a new title.
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { isMap, isScalar, LineCounter, parseDocument, visit, type Scalar, type YAMLMap } from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import { fixtureSiteRoot, prepareFixtureSite, prepareFixtureSiteReporting, seedSite } from "./fixture-site.ts";

const read = (content: string, file: string) => readFileSync(path.join(content, file), "utf8");

/** Replaces every `find` in a content file, as a search and replace in an editor would. */
function replaceAll(content: string, file: string, find: string, replace: string): void {
  const text = read(content, file);
  if (!text.includes(find)) throw new Error(`"${find}" is not in content/${file}`);
  writeFileSync(path.join(content, file), text.replaceAll(find, replace));
}

/** Puts `lines` before the first line that starts with `before` (a list's next field). */
function insertBefore(content: string, file: string, before: string, lines: string): void {
  const text = read(content, file);
  const at = text.indexOf(`\n${before}`);
  if (at === -1) throw new Error(`no line starts with "${before}" in content/${file}`);
  writeFileSync(path.join(content, file), `${text.slice(0, at + 1)}${lines}${text.slice(at + 1)}`);
}

/** The 1-based line of the first line of a content file that contains `text`. */
const lineWith = (content: string, file: string, text: string) =>
  read(content, file)
    .split("\n")
    .findIndex((l) => l.includes(text)) + 1;

/**
 * Runs the build's content check on the seed with `edit` made; the check's report, or "" when it
 * passes. The check stops the build before any image is made: the copy takes none of the seed's.
 */
async function check(name: string, edit: (content: string) => void): Promise<string> {
  try {
    prepareFixtureSite({ name: `edits-${name}`, edit });
    return "";
  } catch (error) {
    return (error as Error).message;
  }
}

const seed = path.join(seedSite, "content");
const seedFilm = read(seed, "film.yaml");
const oldTitle = /^title: (.+)$/m.exec(seedFilm)![1]!;
const company = /^copyrightHolder: (.+)$/m.exec(seedFilm)![1]!;
const oldPhone = /^ {2}phone: (.+)$/m.exec(read(seed, "contact.yaml"))![1]!;
// The actor recast: the seed's last principal cast member, in every file that names them.
const principal = [...read(seed, "people.yaml").matchAll(/^ {2}- name: (.+)$/gm)].map((m) => m[1]!);
const recast = principal[2]!;

describe("the film's team's edits", { timeout: 240_000 }, () => {
  afterAll(() => {
    for (const name of ["correct", "fact", "spanish-and-status", "language"])
      rmSync(fixtureSiteRoot(`edits-${name}`), { recursive: true, force: true });
  });

  it("a recast, a new phone number, a new still with its caption and a new title pass, and show; the still, under print size, is named in a warning", async () => {
    // The new photo, as a photographer's preview comes (a still at 2.35:1, 2400 px: too small for print).
    const photo = await sharp({ create: { width: 2400, height: 1021, channels: 3, background: "#c98b2b" } })
      .jpeg()
      .toBuffer();
    const { root: site, output } = prepareFixtureSiteReporting({
      name: "edits-correct",
      imagesFrom: seedSite,
      edit: (c) => {
        replaceAll(c, "people.yaml", recast, "Pilar Ordóñez");
        replaceAll(c, "captions.yaml", recast, "Pilar Ordóñez");
        replaceAll(c, "contact.yaml", `phone: ${oldPhone}`, "phone: +34 912 345 678");
        replaceAll(c, "film.yaml", `title: ${oldTitle}`, "title: Camino del Sur");
        insertBefore(
          c,
          "stills.yaml",
          "pressStills:",
          [
            "  - file: still-40-arrival.jpg",
            "    alt:",
            "      en: Maya and Pipa at the gate of a white house in Granada",
            "      es: Maya y Pipa ante la verja de una casa blanca en Granada",
            "    mood: dusk",
            "    subject: travellers",
            "",
          ].join("\n"),
        );
        writeFileSync(path.join(c, "uploads/still-40-arrival.jpg"), photo);
        writeFileSync(
          path.join(c, "captions.yaml"),
          `${read(c, "captions.yaml").trimEnd()}\n${[
            "  - file: still-40-arrival.jpg",
            "    caption:",
            "      en: Maya and Pipa reach the gate of a white house in Granada in {title}.",
            "      es: Maya y Pipa llegan a la verja de una casa blanca de Granada en {title}.",
            "    credit:",
            `      en: "Photo: Alba Serra / ${company}"`,
            `      es: "Foto: Alba Serra / ${company}"`,
          ].join("\n")}\n`,
        );
      },
    });
    const generated = (lang: string, file: string) => JSON.parse(read(path.join(site, "src/generated/content", lang), file));
    for (const lang of ["en", "es"]) {
      const people = generated(lang, "people.json") as { principalCast: { name: string }[] };
      expect(people.principalCast.map((p) => p.name)).toContain("Pilar Ordóñez");
      expect(JSON.stringify(generated(lang, "captions.json"))).not.toContain(recast);
      expect(generated(lang, "contact.json").pressContact.phone).toBe("+34 912 345 678");
      expect(generated(lang, "film.json").title).toBe("Camino del Sur");
    }
    // The build goes on, and says which file is too small for print, how big it is and prints.
    expect(output).toMatch(/Content to update \(\d+; the build goes on\)/);
    expect(output).toContain("content/uploads/still-40-arrival.jpg is 2400 × 1021 px, too small for print");
    expect(output).toContain("prints at only 20.3 × 8.6 cm");
    // The seed's own images are all print size: this is the only one named.
    expect(output.match(/too small for print/g)).toHaveLength(1);
    const pdfs = readdirSync(path.join(site, "public/downloads"));
    expect(pdfs.length).toBeGreaterThan(0);
    for (const pdf of pdfs) expect(pdf).toMatch(/^Camino-del-Sur-/);
  });

  it("a fact restated wrongly is refused with its file, line and the value film.yaml gives", async () => {
    const runtime = /^runtimeMinutes: (\d+)/m.exec(seedFilm)![1]!;
    const wrong = Number(runtime) - 2;
    let line = 0;
    const report = await check("fact", (c) => {
      const sentence = "Recorded dialogue, cicadas";
      replaceAll(c, "people.yaml", sentence, `Recorded ${wrong} minutes of dialogue, cicadas`);
      line = lineWith(c, "people.yaml", `Recorded ${wrong} minutes`);
    });
    expect(report).toContain(
      `content/people.yaml:${line}: description states runtime "${wrong} minutes" but content/film.yaml says ${runtime}`,
    );
  });

  // Both in one copy: the check reads every file before it stops, and names each problem.
  it("a text without its Spanish and an unknown festival status are refused, each with its file, line and field, in one report", async () => {
    let tagline = 0;
    let status = 0;
    const report = await check("spanish-and-status", (c) => {
      // The tagline's Spanish line taken out, its English left.
      const film = read(c, "film.yaml");
      writeFileSync(path.join(c, "film.yaml"), film.replace(/^(tagline:\n {2}en: .+\n) {2}es: .+\n/m, "$1"));
      tagline = lineWith(c, "film.yaml", "tagline:");
      // The first festival's status, made one the files do not have.
      const festivals = read(c, "festivals.yaml");
      const at = festivals.indexOf("\n    status: ");
      const end = festivals.indexOf("\n", at + 1);
      writeFileSync(path.join(c, "festivals.yaml"), `${festivals.slice(0, at)}\n    status: Selected${festivals.slice(end)}`);
      status = festivals.slice(0, at + 1).split("\n").length;
    });
    expect(report).toContain(
      `content/film.yaml:${tagline}: tagline has its English text (en:) but not its Spanish (es:); write the Spanish under "tagline:" as es:`,
    );
    expect(report).toMatch(
      new RegExp(`content/festivals\\.yaml:${status}: status "Selected" is not one of: In Consideration, Official Selection`),
    );
  });

  it("a language added to content/site.yaml is refused until every text has it: each text without it named with its file, line and field, and counted", async () => {
    const site = read(seed, "site.yaml");
    const listed = /^languages: \[(.*)\]$/m.exec(site)![1]!;
    const report = await check("language", (c) => replaceAll(c, "site.yaml", `languages: [${listed}]`, `languages: [${listed}, fr-FR]`));
    // Every text of the seed's content, found here by its shape (a group of languages' lines)
    // and its line read from the file; the pages' words carry French already.
    const codes = listed.split(",").map((t) => t.trim().split("-")[0]!);
    const texts: string[] = [];
    for (const file of readdirSync(seed).filter((f) => f.endsWith(".yaml") && f !== "site.yaml")) {
      const lines = new LineCounter();
      const doc = parseDocument(read(seed, file), { lineCounter: lines });
      const isText = (node: unknown): node is YAMLMap => {
        if (!isMap(node)) return false;
        const keys = node.items.map((p) => (isScalar(p.key) ? String(p.key.value) : ""));
        return keys.length > 0 && keys.every((k) => codes.includes(k));
      };
      const at = (node: { range?: [number, number, number] | null } | null | undefined) =>
        `content/${file}:${lines.linePos(node!.range![0]).line}`;
      visit(doc, {
        // A field's text is named on the field's line; a text in a list, on its own.
        Pair(_, pair) {
          if (isText(pair.value)) texts.push(at(pair.key as Scalar));
        },
        Seq(_, seq) {
          for (const item of seq.items) if (isText(item)) texts.push(at(item));
        },
      });
    }
    expect(texts.length).toBeGreaterThan(100);
    expect(report).toContain(`Content check failed with ${texts.length} problem(s)`);
    const problems = report.split("\n").filter((l) => l.startsWith("  - "));
    expect(problems).toHaveLength(texts.length);
    expect(problems.map((p) => /content\/[\w-]+\.yaml:\d+/.exec(p)![0]).sort()).toEqual(texts.sort());
    for (const problem of problems)
      expect(problem).toMatch(
        /^ {2}- content\/[\w-]+\.yaml:\d+: \w+ has its English \(en:\) and Spanish \(es:\) texts but not its French \(fr:\); write the French under "\w+:" as fr:$/,
      );
    // Each on its text's line, or on the line of the field that holds it (a text in a list).
    const tagline = lineWith(seed, "film.yaml", "tagline:");
    expect(report).toContain(
      `content/film.yaml:${tagline}: tagline has its English (en:) and Spanish (es:) texts but not its French (fr:)`,
    );
  });
});
