// Reads the content files of src/content/collections.ts: parses each as YAML, checks it against
// its schema, and says what is wrong in words the film's team can act on, naming the file and
// line: `content/festivals.yaml:42: status "Oficial Selection" is not one of: ...`.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isNode, LineCounter, parseDocument, type Document } from "yaml";
import type { z } from "zod";
import { collections, type Collection, type CollectionData, type CollectionName } from "../../../src/content/collections.ts";
import { shownScreenings } from "../../../src/content/screening-events.ts";
import { staleContent } from "./stale-content.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "../../..");
/** Where each collection's checked data is written, under the repository root. */
export const generatedContentDir = "src/generated/content";

/** `where(["submissions", 3, "status"])` is "content/festivals.yaml:42", for messages about a value. */
export type Where = (at: PropertyKey[]) => string;
export type Loaded = { data?: unknown; problems: string[]; where: Where };

/** How a value reads in a message: text in quotes, lists and groups by what they are. */
function shown(value: unknown): string {
  if (typeof value === "string") return `"${value}"`;
  if (Array.isArray(value)) return "a list";
  if (value === null || value === undefined) return "empty";
  if (typeof value === "object") return "a group of fields";
  return String(value);
}

const kinds: Record<string, string> = {
  string: "text",
  number: "a number",
  boolean: "yes or no (true or false)",
  array: "a list",
  object: "a group of fields",
};

/** The field a problem is about: the last name in its path ("status"), or the list it is in. */
function fieldName(issuePath: PropertyKey[]): string {
  const names = issuePath.filter((p): p is string => typeof p === "string");
  return names.at(-1) ?? "the file";
}

/** The line of the value at `at` or, when it is missing, of the nearest thing that is there. */
function lineOf(doc: Document, lines: LineCounter, at: PropertyKey[]): number {
  for (let n = at.length; n >= 0; n--) {
    const node = doc.getIn(at.slice(0, n) as (string | number)[], true);
    if (isNode(node) && node.range) return lines.linePos(node.range[0]).line;
  }
  return 1;
}

function describe(issue: z.core.$ZodIssue, value: unknown): string {
  const field = fieldName(issue.path);
  if (value === undefined && issue.code !== "unrecognized_keys") return `${field} is missing`;
  switch (issue.code) {
    case "invalid_value":
      return `${field} ${shown(value)} is not one of: ${issue.values.map(String).join(", ")}`;
    case "invalid_type":
      return `${field} should be ${kinds[issue.expected] ?? issue.expected}, not ${shown(value)}`;
    case "unrecognized_keys":
      return `${issue.keys.map((k) => `"${k}"`).join(", ")} ${issue.keys.length === 1 ? "is not a field" : "are not fields"} here (check the spelling)`;
    case "too_small":
    case "too_big":
      if (Array.isArray(value)) {
        const limit = issue.code === "too_small" ? issue.minimum : issue.maximum;
        const need = issue.exact ? `exactly ${limit}` : issue.code === "too_small" ? `at least ${limit}` : `at most ${limit}`;
        return `${field} has ${value.length} ${value.length === 1 ? "entry" : "entries"}; it needs ${need}`;
      }
      if (typeof value === "string") return `${field} ${issue.message}`;
      return `${field} ${shown(value)}: ${issue.message}`;
    default:
      return `${field} ${shown(value)} ${issue.message}`;
  }
}

/** The report a content problem fails the build (or fills the dev server's overlay) with. */
export const problemReport = (problems: string[]) =>
  `Content check failed with ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`;

/** Checks one file's text against its collection; `data` is set only when there is no problem. */
export function parseCollection(collection: Collection, text: string): Loaded {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: true });
  const where: Where = (at) => `${collection.file}:${lineOf(doc, lines, at)}`;
  if (doc.errors.length > 0) {
    // The first error only: the parser's later ones follow from it.
    const e = doc.errors[0]!;
    const line = e.linePos?.[0].line ?? 1;
    if (e.code === "DUPLICATE_KEY") return { where, problems: [`${collection.file}:${line}: this field is given twice; keep one of them`] };
    // The parser's own words, without the position and code frame it appends.
    const detail = e.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    return {
      where,
      problems: [`${collection.file}:${line}: this line is not valid YAML (${detail}); check the indentation, colons and quotes`],
    };
  }
  const data: unknown = doc.toJS();
  const result = collection.schema.safeParse(data);
  if (result.success) return { data: result.data, problems: [], where };
  return {
    where,
    problems: result.error.issues.map((issue) => {
      const at = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]!] : issue.path;
      const value = issue.path.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown> | undefined)?.[k], data);
      return `${where(at)}: ${describe(issue, value)}`;
    }),
  };
}

/** Names one file gives that must match another's: a screening's festival is one of the submissions. */
export function crossFileProblems(files: Record<CollectionName, Loaded>): string[] {
  const festivals = files.festivals.data as CollectionData<"festivals">;
  const names = new Set(festivals.submissions.map((s) => s.name));
  const screenings = (files.screenings.data as CollectionData<"screenings">).screenings;
  return screenings.flatMap((s, i) =>
    s.festival === undefined || names.has(s.festival)
      ? []
      : [
          `${files.screenings.where(["screenings", i, "festival"])}: festival "${s.festival}" is not a submission in ${collections.festivals.file}; write its name as it is there`,
        ],
  );
}

/**
 * Reads and checks every collection; when all are sound, writes each one's data for the site
 * and lists what time has made stale (warnings: the build goes on).
 */
export function loadCollections({ root = repositoryRoot, today = new Date() } = {}): { problems: string[]; warnings: string[] } {
  const loaded = (Object.entries(collections) as [CollectionName, Collection][]).map(([name, c]) => {
    const text = readFileSync(path.join(root, c.file), "utf8");
    return { name, ...parseCollection(c, text) };
  });
  const problems = loaded.flatMap((l) => l.problems);
  if (problems.length > 0) return { problems, warnings: [] };
  const byName = Object.fromEntries(loaded.map((l) => [l.name, l])) as Partial<Record<CollectionName, Loaded>>;
  const across = crossFileProblems(byName as Record<CollectionName, Loaded>);
  if (across.length > 0) return { problems: across, warnings: [] };
  const out = path.join(root, generatedContentDir);
  mkdirSync(out, { recursive: true });
  for (const l of loaded) writeFileSync(path.join(out, `${l.name}.json`), `${JSON.stringify(l.data, null, 2)}\n`);
  // What the pages show of the screenings, worked out here once rather than in every browser.
  const screenings = (byName.screenings!.data as CollectionData<"screenings">).screenings;
  writeFileSync(path.join(out, "screenings-shown.json"), `${JSON.stringify(shownScreenings(screenings), null, 2)}\n`);
  return { problems: [], warnings: loaded.flatMap((l) => staleContent(l.name, l.data, l.where, today)) };
}
