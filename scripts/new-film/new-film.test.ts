// npm run new-film in a copy of the repository made a git repository: the new film's content
// passes the build's content check, with its languages and title, and the build lists each text
// left to write; a second run over a changed content/ is refused and changes nothing. And the
// upgrade path the README gives: a film's repository merging a newer kit keeps its own content.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeScriptArgs } from "../lib/node-scripts.ts";
import { layFixtureSite } from "../test/fixture-site.ts";
import { parse } from "yaml";
import { missingLanguages } from "#src/content/build-time/check/read-texts.ts";
import { addressName } from "./address-name.ts";
import { keepOwnContentOnMerge, languageTags } from "./new-film.ts";
import { toWrite } from "./film-content.ts";
import { wordsNeeded } from "./words-needed.ts";

const repo = path.resolve(import.meta.dirname, "../..");
// Vitest's own switches and NODE_ENV=test stay out of the command's and the build's processes.
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "NODE_ENV" && !k.startsWith("VITEST")));
const run = (cwd: string, command: string, args: string[]) => {
  const r = spawnSync(command, args, { cwd, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
};
const git = (cwd: string, ...args: string[]) => {
  const r = run(cwd, "git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args]);
  if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.out}`);
  return r.out.trim();
};
const newFilm = (cwd: string, ...args: string[]) =>
  run(cwd, process.execPath, [...nodeScriptArgs(cwd), "scripts/new-film/new-film.ts", ...args]);

describe("languageTags", () => {
  it("makes codes tags with a country, keeps tags, and refuses with the build's words", () => {
    expect(languageTags("fr,en")).toEqual({ tags: ["fr-FR", "en-GB"] });
    expect(languageTags("pt-BR, de")).toEqual({ tags: ["pt-BR", "de-DE"] });
    expect(languageTags("fr,fr-CA")).toEqual({ problem: expect.stringContaining("lists French twice") });
    expect(languageTags("ar")).toEqual({ problem: expect.stringContaining("from right to left") });
  });
});

describe("the site's address made from the title", () => {
  it("writes each of the kit's languages' letters as that language writes them without accents", () => {
    expect(addressName("Der lange Sommer der Zugvögel", "de")).toBe("der-lange-sommer-der-zugvoegel");
    expect(addressName("Straße der Ölmühlen", "de-AT")).toBe("strasse-der-oelmuehlen");
    expect(addressName("La Dernière Vague", "fr")).toBe("la-derniere-vague");
    expect(addressName("Œdipe & Cœur", "fr-CA")).toBe("oedipe-et-coeur");
    expect(addressName("El niño & la luz", "es")).toBe("el-nino-y-la-luz");
    expect(addressName("Perché l'amore", "it")).toBe("perche-l-amore");
    expect(addressName("Coração de São Paulo", "pt-BR")).toBe("coracao-de-sao-paulo");
    expect(addressName("Romeo & Juliet", "en")).toBe("romeo-and-juliet");
  });

  it("holds a host name's 63 letters, cut between words; a title of no letters is a film", () => {
    const long = "The Assassination of Jesse James by the Coward Robert Ford, Again and Again";
    expect(addressName(long, "en")).toBe("the-assassination-of-jesse-james-by-the-coward-robert-ford");
    expect(addressName("Gemeindevertretungsvorsitzendenstellvertreterinnenwahlausschusssitzung", "de").length).toBe(63);
    expect(addressName("?!", "en")).toBe("film");
  });
});

describe("the pages' words a new film's languages need", () => {
  it("are counted as the build's check counts the texts it refuses, file by file, for a language the kit lacks", () => {
    const [catalan] = wordsNeeded(repo, ["ca"]);
    const dir = path.join(repo, "content/words");
    const refused = readdirSync(dir)
      .filter((f) => f.endsWith(".yaml"))
      .map((f) => ({
        file: `content/words/${f}`,
        count: missingLanguages(parse(readFileSync(path.join(dir, f), "utf8")), () => f, [], ["ca"]).length,
      }))
      .filter((f) => f.count > 0);
    expect(catalan?.files).toEqual(refused);
    expect(catalan?.count).toBe(refused.reduce((n, f) => n + f.count, 0));
    expect(catalan!.count).toBeGreaterThan(100);
    expect(wordsNeeded(repo, ["en", "es", "fr", "de", "it", "pt"])).toEqual([]);
  });
});

describe("npm run new-film", () => {
  let copy: string;
  let first: { status: number | null; out: string };
  let prepare: { status: number | null; out: string };
  beforeAll(() => {
    copy = layFixtureSite({ name: "new-film" });
    writeFileSync(path.join(copy, ".gitattributes"), readFileSync(path.join(repo, ".gitattributes")));
    git(copy, "init", "-q", "-b", "main");
    git(copy, "add", "-A");
    git(copy, "commit", "-qm", "The example film");
    first = newFilm(copy, "--title", "La Dernière Vague", "--languages", "fr,en");
    prepare = run(copy, process.execPath, [...nodeScriptArgs(copy), "scripts/prepare/index.ts"]);
  }, 120_000);

  it("writes a film the content check passes, in its languages, with its title", () => {
    expect(first.status, first.out).toBe(0);
    expect(prepare.status, prepare.out).toBe(0);
    const languages = JSON.parse(readFileSync(path.join(copy, "src/generated/languages.json"), "utf8")) as { code: string }[];
    expect(languages.map((l) => l.code)).toEqual(["fr", "en"]);
    const film = readFileSync(path.join(copy, "content/film.yaml"), "utf8");
    expect(film).toMatch(/^title: "La Dernière Vague"$/m);
    expect(readFileSync(path.join(copy, "content/site.yaml"), "utf8")).toMatch(/^languages: \[fr-FR, en-GB\]$/m);
    expect(readFileSync(path.join(copy, "content/site.yaml"), "utf8")).toMatch(/^address: "?https:\/\/la-derniere-vague\.example"?$/m);
    // The kit's words are written in both: nothing to say of them.
    expect(first.out).not.toContain("the pages' own words are not written");
    // The example film's images are gone, the placeholders in their place; the words are kept.
    expect(readdirSync(path.join(copy, "content/uploads")).every((f) => f.endsWith("-to-replace.jpg"))).toBe(true);
    expect(git(copy, "status", "--porcelain", "--", "content/words")).toBe("");
    expect(git(copy, "config", "merge.ours.driver")).toBe("true");
  });

  it("has the build list each text left to write, with its file and line, and go on", () => {
    expect(prepare.out).toMatch(/Content to update \(\d+; the build goes on\)/);
    const lines = readFileSync(path.join(copy, "content/film.yaml"), "utf8").split("\n");
    const tagline = lines.findIndex((l) => l.includes(`fr: "${toWrite("tagline")}"`));
    expect(tagline).toBeGreaterThan(0);
    expect(prepare.out).toContain(`content/film.yaml:${tagline + 1}: fr: "${toWrite("tagline")}"`);
    expect(prepare.out).toContain(`content/texts.yaml:`);
    // Only the marked texts and values: no comment about the mark itself.
    expect(prepare.out).not.toMatch(/content\/[\w-]+\.yaml:\d+: #/);
  });

  it("refuses a second run over content git has not committed, says how to keep or get it back, and changes nothing", () => {
    const head = git(copy, "rev-parse", "HEAD");
    appendFileSync(path.join(copy, "content/film.yaml"), "# an edit\n");
    const before = git(copy, "status", "--porcelain");
    const film = readFileSync(path.join(copy, "content/film.yaml"), "utf8");
    const second = newFilm(copy, "--title", "Another", "--languages", "en");
    expect(second.status).toBe(1);
    expect(second.out).toContain("content/ has changes git has not committed");
    expect(second.out).toContain("git add content && git commit");
    expect(second.out).toContain(`git restore --source=${head} -- content/`);
    expect(git(copy, "status", "--porcelain")).toBe(before);
    expect(readFileSync(path.join(copy, "content/film.yaml"), "utf8")).toBe(film);
  });

  it("names a language the kit's words are not written in when the film is made, with how many it needs and where", () => {
    git(copy, "add", "-A");
    git(copy, "commit", "-qm", "La Dernière Vague");
    const catalan = newFilm(copy, "--title", "L'estiu dels ocells", "--languages", "ca,en");
    expect(catalan.status, catalan.out).toBe(0);
    const [needed] = wordsNeeded(copy, ["ca"]);
    expect(catalan.out).toContain(
      `Catalan (ca): the pages' own words are not written in Catalan: ${needed!.count} texts of content/words/`,
    );
    for (const f of needed!.files) expect(catalan.out).toContain(`  ${f.file}: ${f.count}`);
    expect(catalan.out).not.toContain("English (en)");
    expect(readFileSync(path.join(copy, "content/site.yaml"), "utf8")).toMatch(/^address: "?https:\/\/l-estiu-dels-ocells\.example"?$/m);
  });

  afterAll(() => rmSync(copy, { recursive: true, force: true }));
});

describe("a film's repository taking a newer kit", () => {
  it("keeps the film's content where both changed it, and takes the kit's words and code", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "kit-merge-"));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      };
      git(dir, "init", "-q", "-b", "main");
      write(".gitattributes", readFileSync(path.join(repo, ".gitattributes"), "utf8"));
      write("content/film.yaml", "title: Tabu\nyear: 2025\n");
      write("content/words/home.yaml", "hello:\n  en: Hello\n");
      write("src/page.ts", "export const page = 1;\n");
      git(dir, "add", "-A");
      git(dir, "commit", "-qm", "kit");
      // The film's repository: new-film's content, committed.
      git(dir, "checkout", "-qb", "film");
      keepOwnContentOnMerge(dir);
      write("content/film.yaml", "title: La Dernière Vague\nyear: 2026\n");
      git(dir, "commit", "-qam", "new film");
      // The kit moves on: the example film's content, a word, the code.
      git(dir, "checkout", "-q", "main");
      write("content/film.yaml", "title: Tabu\nyear: 2024\n");
      write("content/words/home.yaml", "hello:\n  en: Hello\nbye:\n  en: Goodbye\n");
      write("src/page.ts", "export const page = 2;\n");
      git(dir, "commit", "-qam", "kit moves on");
      git(dir, "checkout", "-q", "film");
      git(dir, "merge", "-q", "--no-edit", "main");
      expect(readFileSync(path.join(dir, "content/film.yaml"), "utf8")).toBe("title: La Dernière Vague\nyear: 2026\n");
      expect(readFileSync(path.join(dir, "content/words/home.yaml"), "utf8")).toContain("Goodbye");
      expect(readFileSync(path.join(dir, "src/page.ts"), "utf8")).toBe("export const page = 2;\n");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
