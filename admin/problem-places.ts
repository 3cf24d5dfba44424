// Where the editor shows each of the build's problems: at the field it is about. The build names a
// problem by file and line (`content/festivals.yaml:67: country "Spain" is not a country code…`);
// the line, read in the text the draft would be saved as, gives the value's path in the file
// (submissions, 3, country), and that the field the editor shows it in: `submissions.3.country`
// on the first language's side, `synopsis` on the Spanish side for a path ending in `es` (a
// text's language: sides.ts).
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from "yaml";
import { isText, languages, type Lang } from "./sides.ts";

export type { Lang };

/** A problem at a field of the file being edited, in the words after the build's file and line. */
export type Placed = { locale: Lang; keyPath: string; message: string };

/** A problem split into its file, its line (when it has one) and its words. */
export function readProblem(problem: string): { file: string; line?: number; words: string } {
  const match = /^(content\/[^:]+?\.yaml)(?::(\d+))?: (.*)$/s.exec(problem);
  if (!match) return { file: "", words: problem };
  return { file: match[1]!, ...(match[2] ? { line: Number(match[2]) } : {}), words: match[3]! };
}

/** The path of the value each line of `text` names: the first field whose name starts on it, or a list's item. */
export function pathsByLine(text: string): Map<number, (string | number)[]> {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const out = new Map<number, (string | number)[]>();
  const mark = (node: { range?: [number, number, number] | null } | null | undefined, path: (string | number)[]) => {
    if (!node?.range) return;
    const line = lines.linePos(node.range[0]).line;
    if (!out.has(line)) out.set(line, path);
  };
  const visit = (node: unknown, path: (string | number)[]) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isScalar(pair.key)) continue;
        const at = [...path, String(pair.key.value)];
        mark(pair.key, at);
        visit(pair.value, at);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        // A list of names (pressStills: - still-01.jpg): the item is the value.
        if (isScalar(item)) mark(item, [...path, i]);
        visit(item, [...path, i]);
      });
    }
  };
  visit(doc.contents as Node | null, []);
  return out;
}

/**
 * The problems of `file` (its text as it would be saved) placed at their fields, on the side of
 * their language among `langs` (the site's), and the rest: those of other files, of no line, or of
 * a language the site does not list (a words file's), which the editor shows at the top of the file.
 */
export function placeProblems(
  problems: string[],
  file: string,
  text: string,
  langs: readonly Lang[] = languages,
): { placed: Placed[]; elsewhere: string[] } {
  const paths = pathsByLine(text);
  let doc: ReturnType<typeof parseDocument> | undefined;
  /** Whether `path` ends in a text's language the site does not list: no side shows it. */
  const unlisted = (path: (string | number)[]) => {
    const last = path.at(-1);
    if (typeof last !== "string" || langs.includes(last) || path.length < 2) return false;
    doc ??= parseDocument(text);
    const parent = doc.getIn(path.slice(0, -1));
    return isMap(parent) && isText(parent.toJSON(), langs);
  };
  const placed: Placed[] = [];
  const elsewhere: string[] = [];
  for (const problem of problems) {
    const { file: of, line, words } = readProblem(problem);
    const path = of === file && line !== undefined ? paths.get(line) : undefined;
    if (!path || path.length === 0 || unlisted(path)) {
      elsewhere.push(problem);
      continue;
    }
    const last = path.at(-1);
    const side = typeof last === "string" && langs.includes(last) ? last : undefined;
    const locale: Lang = side ?? langs[0]!;
    const field = side === undefined ? path : path.slice(0, -1);
    placed.push({ locale, keyPath: field.join("."), message: words });
  }
  return { placed, elsewhere };
}
