// The build's first step: the site's languages, from content/site.yaml, written to
// src/generated/languages.json, which every later step, page and the editor read
// (src/lib/languages.ts). It reads that one field, with the same rule the content check applies to
// the whole file (schema/site.ts), so nothing here may import what reads the languages.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument } from "yaml";
import { siteLanguagesSchema } from "#src/content/build-time/schema/site.ts";
import { languageTable } from "#src/content/build-time/site-languages.ts";

const file = "content/site.yaml";
/** Where the list is written, under the repository's root. */
export const languagesFile = "src/generated/languages.json";

/** Writes the site's languages for the build; the problems that stop it, named by file and line, if any. */
export function writeSiteLanguages(root: string): string[] {
  const source = path.join(root, file);
  if (!existsSync(source))
    return [`${file} is missing: it says where the site lives and in which languages (see this kit's README, "Your film's site")`];
  const lines = new LineCounter();
  const doc = parseDocument(readFileSync(source, "utf8"), { lineCounter: lines });
  // A file that is not YAML is said by the content check, with the others.
  if (doc.errors.length > 0) return [];
  const lineOf = (at: (string | number)[]) => {
    const node = doc.getIn(at, true) as { range?: [number, number] } | undefined;
    return node?.range ? `${file}:${lines.linePos(node.range[0]).line}` : file;
  };
  const list = (doc.toJS() as { languages?: unknown } | null)?.languages;
  const checked = siteLanguagesSchema.safeParse(list);
  if (!checked.success)
    return checked.error.issues.map((issue) => {
      const [index] = issue.path;
      const place = typeof index === "number" ? lineOf(["languages", index]) : lineOf(["languages"]);
      // As the content check says a field's problem: its name, then what it must be.
      return `${place}: languages ${issue.message}`;
    });
  mkdirSync(path.join(root, path.dirname(languagesFile)), { recursive: true });
  writeFileSync(path.join(root, languagesFile), `${JSON.stringify(languageTable(checked.data), null, 2)}\n`);
  return [];
}
