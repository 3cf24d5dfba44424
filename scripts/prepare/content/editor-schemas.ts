// The JSON Schema of each content file, for code editors: each file's first line,
// `# yaml-language-server: $schema=…`, points VS Code (or any editor running the YAML language
// server) at its schema, so fields complete as the team types and a wrong value is underlined
// with the build's own words. Written before the files are read, so a file with a problem gets
// that help too; made from the schemas the build checks with (jsonSchemaOf, as the content
// editor's forms are), in JSON Schema draft-07, the version the YAML language server reads.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { collectionOf, collections, type CollectionName } from "#src/content/build-time/collections.ts";
import { jsonSchemaOf, type JsonSchemaNode } from "#src/content/build-time/json-schema.ts";

/** Where the schemas are written (not in git: every build and dev server writes them again). */
export const editorSchemasFolder = "src/generated/schemas";

/** The schema file of a content file, from the repository root: every words file shares one. */
export const editorSchemaOf = (name: CollectionName) => `${editorSchemasFolder}/${name.startsWith("words/") ? "words" : name}.json`;

/** The first line of a content file: where its schema is, from the file's own folder. */
export function modelineOf(name: CollectionName): string {
  const { file } = collectionOf(name);
  return `# yaml-language-server: $schema=${path.posix.relative(path.posix.dirname(file), editorSchemaOf(name))}`;
}

/**
 * The build's message for a value, as `errorMessage`: the YAML language server (and VS Code's
 * JSON support) shows it in place of its own where a value is not of the kind the field takes
 * (a text in one language only); for a number out of range or a wrong choice it keeps its own.
 */
function withMessages(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withMessages);
  if (typeof node !== "object" || node === null) return node;
  const n = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withMessages(v)])) as JsonSchemaNode;
  const said = n["x-error"] ?? Object.values(n["x-messages"] ?? {})[0];
  return said === undefined ? n : { ...n, errorMessage: said };
}

/** Writes every content file's schema under `root`; returns the files written. */
export function writeEditorSchemas(root: string): string[] {
  const written = new Map<string, string>();
  for (const name of Object.keys(collections) as CollectionName[]) {
    const out = editorSchemaOf(name);
    if (written.has(out)) continue;
    const { file, schema } = collectionOf(name);
    const title = name.startsWith("words/") ? "A file of content/words/" : file;
    const node = withMessages(jsonSchemaOf(schema, "draft-07")) as JsonSchemaNode;
    written.set(out, `${JSON.stringify({ $schema: node.$schema, title, ...node }, null, 2)}\n`);
  }
  for (const [out, json] of written) {
    mkdirSync(path.dirname(path.join(root, out)), { recursive: true });
    writeFileSync(path.join(root, out), json);
  }
  return [...written.keys()];
}

/** A warning for each content file under `root` whose first line is not its schema line (the build goes on). */
export function modelineWarnings(root: string): string[] {
  return (Object.keys(collections) as CollectionName[]).flatMap((name) => {
    const { file } = collectionOf(name);
    const first = readFileSync(path.join(root, file), "utf8").split(/\r?\n/, 1)[0];
    const line = modelineOf(name);
    return first === line
      ? []
      : [
          `${file}:1: start the file with the line "${line}", so that an editor such as VS Code completes and checks its fields as you type (the site builds the same without it)`,
        ];
  });
}
