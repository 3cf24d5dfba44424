// Every string of every content module, with the file and field path it sits at, so the link
// and fact checks read all content (including modules added later) without knowing its shape.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export type ContentModule = { file: string; exports: Record<string, unknown> };

export type ContentString = {
  file: string;
  /** Field path as the messages print it, e.g. `principalCast[1].bio`. */
  path: string;
  /** The property the string sits under (array items keep their array's name). */
  key: string;
  value: string;
  /** The `label` or `stage` of the object the string sits in: "Budget" for a value. */
  label?: string;
};

const contentDir = path.resolve(import.meta.dirname, "../../../src/content");
// index.ts only re-exports; schema.ts holds validators and collections.ts the list of content
// files, not content.
const notContent = new Set(["index.ts", "schema.ts", "collections.ts", "screening-events.ts"]);

/**
 * film.ts first, where the facts are stated; facts.ts last, as it re-shapes objects of the
 * other modules (keyPersonnel.director is keyCrew[0]); an object is walked where first reached.
 */
function rank(file: string): number {
  if (file.endsWith("/film.ts")) return 0;
  if (file.endsWith("/facts.ts")) return 2;
  return 1;
}

export function byStatementOrder(a: ContentModule, b: ContentModule): number {
  return rank(a.file) - rank(b.file) || a.file.localeCompare(b.file);
}

export async function loadContentModules(dir = contentDir): Promise<ContentModule[]> {
  const files = readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !notContent.has(f));
  const modules = await Promise.all(
    files.map(async (f) => ({
      file: `src/content/${f}`,
      exports: { ...((await import(pathToFileURL(path.join(dir, f)).href)) as object) },
    })),
  );
  return modules.sort(byStatementOrder);
}

const isPlainObject = (v: object): v is Record<string, unknown> => [Object.prototype, null].includes(Object.getPrototypeOf(v));
const labelKeys = ["label", "stage"];

/** Strings of plain objects and arrays, depth first; functions, numbers and booleans are skipped. */
export function contentStrings(modules: ContentModule[]): ContentString[] {
  const out: ContentString[] = [];
  const seen = new WeakSet<object>();

  function visit(file: string, fieldPath: string, key: string, value: unknown, label: string | undefined) {
    if (typeof value === "string") {
      out.push({ file, path: fieldPath, key, value, ...(label === undefined ? {} : { label }) });
      return;
    }
    if (typeof value !== "object" || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(file, `${fieldPath}[${i}]`, key, item, undefined));
    } else if (isPlainObject(value)) {
      const own = labelKeys.map((k) => value[k]).find((v): v is string => typeof v === "string");
      for (const [k, v] of Object.entries(value)) visit(file, `${fieldPath}.${k}`, k, v, labelKeys.includes(k) ? undefined : own);
    }
  }

  // Exports in name order, as Node lists a module's exports (Vitest keeps source order).
  for (const m of [...modules].sort(byStatementOrder)) {
    for (const name of Object.keys(m.exports).sort()) visit(m.file, name, name, m.exports[name], undefined);
  }
  return out;
}
