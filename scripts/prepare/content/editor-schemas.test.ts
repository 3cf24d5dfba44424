import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { TextDocument } from "vscode-languageserver-textdocument";
import { afterAll, describe, expect, it } from "vitest";
import { getLanguageService } from "yaml-language-server";
import { collectionOf, collections, type CollectionName } from "#src/content/build-time/collections.ts";
import { seedContent } from "../../test/fixture-site.ts";
import { zonedTimeExample } from "#src/lib/zoned-time.ts";
import { editorSchemaOf, modelineOf, modelineWarnings, writeEditorSchemas } from "./editor-schemas.ts";

// A copy of the seed's content with the schemas written beside it, as a checkout has them after a build.
const root = mkdtempSync(path.join(tmpdir(), "editor-schemas-"));
cpSync(seedContent, path.join(root, "content"), { recursive: true, filter: (f) => !f.includes(`${path.sep}uploads`) });
const written = writeEditorSchemas(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const names = Object.keys(collections) as CollectionName[];

// The YAML language server, as VS Code's YAML extension runs it: it finds each file's schema from
// the file's own first line, reading files from disk.
const server = getLanguageService({
  schemaRequestService: async (uri) => readFileSync(fileURLToPath(uri), "utf8"),
  workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).toString() },
});
server.configure({ validate: true, completion: true, hover: true, schemas: [] });

let version = 0;
/** A content file as an editor holds it, `edit` made to its text. */
function opened(name: CollectionName, edit = (text: string) => text): TextDocument {
  const file = path.join(root, collectionOf(name).file);
  return TextDocument.create(pathToFileURL(file).toString(), "yaml", ++version, edit(readFileSync(file, "utf8")));
}
/** What the editor underlines, as "line: message". */
const underlined = async (doc: TextDocument) =>
  (await server.doValidation(doc, false)).map((d) => `${d.range.start.line + 1}: ${d.message}`);
const lineOf = (doc: TextDocument, find: string) => doc.positionAt(doc.getText().indexOf(find)).line + 1;

describe("the content files' schemas for code editors", () => {
  it("are written for every file, one shared by the words files, in draft-07", () => {
    expect(written).toContain(editorSchemaOf("film"));
    expect(new Set(names.filter((n) => n.startsWith("words/")).map(editorSchemaOf)).size).toBe(1);
    for (const file of written) expect(JSON.parse(readFileSync(path.join(root, file), "utf8")).$schema).toMatch(/draft-07/);
  });

  it("start each file, and the editor finds its schema from there and takes the file as it is", async () => {
    for (const name of names) {
      const doc = opened(name);
      expect(doc.getText().split("\n")[0], collectionOf(name).file).toBe(modelineOf(name));
      expect(await underlined(doc), collectionOf(name).file).toEqual([]);
    }
  });

  it("underline what the build refuses, on its line: a status that is not one, a misspelt field", async () => {
    const doc = opened("festivals", (t) =>
      t.replace(/status: In Consideration/, "status: Oficial Selection").replace(/\n {4}tier: /, "\n    tire: "),
    );
    const problems = await underlined(doc);
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${lineOf(doc, "Oficial Selection")}: .*"Official Selection"`)));
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${lineOf(doc, "tire:")}: .*tire`)));
  });

  it("say a text in one language only in the build's own words", async () => {
    const doc = opened("film", (t) => t.replace(/(\ntagline:\n {2}en: .*)\n {2}es: .*/, "$1"));
    expect(await underlined(doc)).toContainEqual(
      `${lineOf(doc, "tagline:")}: is written in one language only: write it in each of the site's languages, under en: (English) and es: (Spanish)`,
    );
  });

  it("underline a time without its zone, saying how to write one, and take it with its zone", async () => {
    // The first festival's answer, written ahead of its hour.
    const withAnswer = (until: string) =>
      opened("festivals", (t) =>
        t.replace(/(\n {4}status: .*\n)/, `$1    answer:\n      embargoUntil: ${until}\n      status: Official Selection\n`),
      );
    const zoneless = withAnswer("2026-04-14 11:00");
    expect(await underlined(zoneless)).toEqual([
      `${lineOf(zoneless, "embargoUntil:")}: must be a date, a time and the place's time zone, as "${zonedTimeExample}"`,
    ]);
    expect(await underlined(withAnswer(zonedTimeExample))).toEqual([]);
    expect(await underlined(withAnswer("2026-04-14T09:00Z"))).toEqual([]);
  });

  it("offer the fields a new entry still needs as the team types it", async () => {
    // A new crew member, first in the list: a name so far, and the cursor on the next line.
    const doc = opened("people", (t) => t.replace("\nkeyCrew:\n", "\nkeyCrew:\n  - name: Lucía Prat\n    \n"));
    const at = doc.positionAt(doc.getText().indexOf("  - name: Lucía Prat\n") + "  - name: Lucía Prat\n".length + 4);
    const offered = (await server.doComplete(doc, at, false)).items.map((i) => i.label);
    expect(offered).toEqual(expect.arrayContaining(["role", "description", "department", "onSet"]));
    expect(offered).not.toContain("name");
  });
});

describe("a content file without its schema line", () => {
  it("gets a warning naming the file and the line to write, and nothing else does", () => {
    expect(modelineWarnings(root)).toEqual([]);
    const file = path.join(root, collectionOf("words/home").file);
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.slice(text.indexOf("\n") + 1));
    try {
      expect(modelineWarnings(root)).toEqual([
        `${collectionOf("words/home").file}:1: start the file with the line "# yaml-language-server: $schema=../../src/generated/schemas/words.json", so that an editor such as VS Code completes and checks its fields as you type (the site builds the same without it)`,
      ]);
    } finally {
      writeFileSync(file, text);
    }
  });
});
