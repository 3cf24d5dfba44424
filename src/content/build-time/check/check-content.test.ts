import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { buildSync } from "esbuild";
import { describe, expect, it } from "vitest";
import { parseDocument, type YAMLSeq } from "yaml";
import { pagePaths } from "../../../config/pages.ts";
import { contentEditor } from "../../../../scripts/prepare/content/edited-content.ts";
import { readCollections } from "../../../../scripts/prepare/content/read-collections.ts";
import { seedContent } from "../../../../scripts/test/fixture-site.ts";
import type { checkContent as CheckContent } from "./check-content.ts";
import type { collectionsWith as CollectionsWith } from "../registry.ts";

// The content check as the editor runs it: bundled for a browser, then run where there is no file
// system at all (a bare JavaScript context with only what a browser also has), on the seed's
// texts. Its words are the build's.
const bundled = buildSync({
  stdin: {
    contents: `export { checkContent } from "./check-content.ts"; export { collectionsWith } from "../registry.ts";`,
    resolveDir: import.meta.dirname,
    loader: "ts",
  },
  bundle: true,
  platform: "browser",
  format: "iife",
  globalName: "check",
  write: false,
  logLevel: "silent",
}).outputFiles[0]!.text;
const context = vm.createContext({ URL });
vm.runInContext(bundled, context);
const { checkContent, collectionsWith } = context.check as { checkContent: typeof CheckContent; collectionsWith: typeof CollectionsWith };

const wordsFiles = readdirSync(path.join(seedContent, "words"));
const registry = collectionsWith(wordsFiles);
const seedTexts = Object.fromEntries(
  Object.entries(registry).map(([name, c]) => [name, readFileSync(path.join(seedContent, "..", c.file), "utf8")]),
);
const uploads = readdirSync(path.join(seedContent, "uploads")).filter((f) => !f.startsWith("."));
const surroundings = { uploads, site: { pages: pagePaths, isFile: () => true, origin: "https://lastwave.example" } };

describe("the content check without a file system", () => {
  it("takes the seed's content as it is", () => {
    expect(checkContent(seedTexts, registry, surroundings).problems).toEqual([]);
  });

  it("refuses a country written as a name and a runtime stated wrong, in the build's words", () => {
    const festival = contentEditor(seedTexts.festivals!, "content/festivals.yaml")("    country: ES", "    country: Spain");
    const synopsis = contentEditor(seedTexts.texts!, "content/texts.yaml")(
      "    Maya, a young woman",
      "    The film runs 95 minutes. Maya, a young woman",
    );
    const country = checkContent({ ...seedTexts, festivals: festival.text }, registry, surroundings).problems;
    expect(country).toEqual(readCollections({ root: path.dirname(seedContent), edits: { festivals: festival.text } }).problems);
    expect(country).toEqual([
      expect.stringMatching(new RegExp(`^content/festivals\\.yaml:${festival.line}: country "Spain" is not a country code`)),
    ]);
    const runtime = checkContent({ ...seedTexts, texts: synopsis.text }, registry, surroundings).problems;
    expect(runtime).toEqual([
      expect.stringMatching(
        new RegExp(`^content/texts\\.yaml:${synopsis.line - 1}: synopsis states runtime "95 minutes" but content/film\\.yaml says 97`),
      ),
    ]);
  });

  it("refuses a sign-up list its service cannot take, and a regulator without its address, each at its line, in the build's words", () => {
    const site = `${seedTexts.site!.trimEnd()}
signUp:
  service: mailchimp
  list: https://buttondown.com/tabu
  mergeTags:
    town: Town
  keepUntil: 2028-12-31
  regulator:
    name: CNIL
`;
    const lineOf = (text: string) => site.split("\n").findIndex((l) => l.trimStart().startsWith(text)) + 1;
    const problems = checkContent({ ...seedTexts, site }, registry, surroundings).problems;
    expect(problems).toEqual(readCollections({ root: path.dirname(seedContent), edits: { site } }).problems);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^content/site\\.yaml:${lineOf("list:")}: .*must be the address of the audience's embedded form`)),
        expect.stringMatching(new RegExp(`^content/site\\.yaml:${lineOf("town: Town")}: .*must be a merge tag as Mailchimp writes it`)),
        expect.stringMatching(new RegExp(`^content/site\\.yaml:${lineOf("regulator:")}: .*address`)),
      ]),
    );
    expect(problems).toHaveLength(3);
    const buttondown = site.replace("service: mailchimp", "service: buttondown").replace("https://buttondown.com/tabu", "tabu");
    expect(checkContent({ ...seedTexts, site: buttondown }, registry, surroundings).problems).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^content/site\\.yaml:${lineOf("mergeTags:")}: .*are Mailchimp's alone`))]),
    );
  });

  it("checked again at each change, as the editor does, says what the files say now", () => {
    // The editor checks the whole content at every change: what a check kept of the files it
    // read, and of the facts it found, must never stand for what they say now.
    const film = seedTexts.film!;
    const runtime = /^runtimeMinutes: (\d+)$/m.exec(film)![1]!;
    const title = /^title: (.+)$/m.exec(film)![1]!;
    const stated = Number(runtime) - 2;
    const synopsis = contentEditor(seedTexts.texts!, "content/texts.yaml")(
      "    Maya, a young woman",
      `    The film runs ${stated} minutes. Maya, a young woman`,
    ).text;
    const withRuntime = (minutes: number) => film.replace(/^runtimeMinutes: \d+$/m, `runtimeMinutes: ${minutes}`);
    const check = (texts: Record<string, string>) => checkContent({ ...seedTexts, ...texts }, registry, surroundings);
    const runtimeProblems = (texts: Record<string, string>) => check(texts).problems.filter((p) => p.includes("states runtime"));

    expect(check({}).problems).toEqual([]);
    expect(runtimeProblems({ texts: synopsis })).toEqual([
      expect.stringContaining(`"${stated} minutes" but content/film.yaml says ${runtime}`),
    ]);
    expect(check({}).problems).toEqual([]);
    // The same synopsis against another runtime in film.yaml: right, then wrong again.
    expect(runtimeProblems({ texts: synopsis, film: withRuntime(stated) })).toEqual([]);
    expect(runtimeProblems({ texts: synopsis, film: withRuntime(stated + 1) })).toEqual([
      expect.stringContaining(`"${stated} minutes" but content/film.yaml says ${stated + 1}`),
    ]);
    // A new title reaches every text that fills it in ({title}), in files whose own text is unchanged.
    const retitled = check({ film: film.replace(/^title: .+$/m, "title: Camino del Sur") }).files.captions.data;
    expect(JSON.stringify(retitled)).toContain("Camino del Sur");
    expect(JSON.stringify(retitled)).not.toContain(title);
    expect(JSON.stringify(check({}).files.captions.data)).toContain(title);
  });

  it("checked again after a list's entries move, go and come back, names each problem where it stands now", () => {
    // A crew member's description states a wrong runtime; then that entry moves to the top of
    // the list, is removed, and comes back last. The words kept from the check before must never
    // keep the line or the place they had.
    const runtime = /^runtimeMinutes: (\d+)$/m.exec(seedTexts.film!)![1]!;
    const stated = `Recorded ${Number(runtime) - 2} minutes of dialogue`;
    const doc = parseDocument(seedTexts.people!.replace("Recorded dialogue", stated));
    const crew = doc.get("keyCrew") as YAMLSeq;
    const at = crew.items.findIndex((item) => JSON.stringify(item).includes(stated));
    expect(at).toBeGreaterThan(0);
    const member = crew.items[at]!;
    const problemsOf = (people: string) => checkContent({ ...seedTexts, people }, registry, surroundings).problems;
    const lineOf = (text: string) => text.split("\n").findIndex((l) => l.includes(stated)) + 1;
    const expectAt = (people: string) =>
      expect(problemsOf(people)).toEqual([
        expect.stringMatching(new RegExp(`^content/people\\.yaml:${lineOf(people)}: description states runtime`)),
      ]);

    expectAt(doc.toString());
    crew.items.splice(at, 1);
    crew.items.unshift(member);
    expectAt(doc.toString());
    crew.items.shift();
    // (Without that crew member the list breaks other rules of its own; none is about the runtime.)
    expect(problemsOf(doc.toString()).filter((p) => p.includes("states runtime"))).toEqual([]);
    crew.items.push(member);
    expectAt(doc.toString());
  });

  it("leaves the pages' words out of the fact check: they are the kit's, and state no film's runtime", () => {
    // The same wrong runtime as above, in a words text: another film's words could say anything.
    const words = contentEditor(seedTexts["words/home"]!, "content/words/home.yaml")(
      "  castText:\n",
      "  runtimeNote:\n    en: The film runs 95 minutes.\n    es: La película dura 95 minutos.\n  castText:\n",
    );
    expect(words.text).toContain("95 minutes");
    expect(checkContent({ ...seedTexts, "words/home": words.text }, registry, surroundings).problems).toEqual([]);
  });

  it("refuses a photo named that is not in content/uploads, and a file there without its caption", () => {
    const problems = checkContent(seedTexts, registry, {
      ...surroundings,
      uploads: [...uploads.filter((f) => f !== "poster.jpg"), "new.jpg"],
    }).problems;
    expect(problems).toContain(
      "content/captions.yaml: new.jpg in content/uploads has no caption: add an entry with file, caption and credit",
    );
    expect(problems.some((p) => /^content\/stills\.yaml:\d+: file "poster\.jpg" is missing from content\/uploads$/.test(p))).toBe(true);
  });
});
