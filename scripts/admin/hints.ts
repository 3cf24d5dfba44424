// The editor's hints under each field, from the files' own comments (the same words the team
// reads in the file): the comment above a top-level field, or what the file's leading comment
// says of a field by name.
import { isMap, isScalar, type Document } from "yaml";

/**
 * A hint as a sentence: its first letter in capitals, "optional" left to the form's own mark,
 * and `<company>` kept as words (the editor reads a hint as Markdown, where it would be a tag).
 */
const sentence = (text: string) =>
  asHint(text)
    .replace(/^optional(?:[,:;] *|$)/, "")
    .replace(/^./, (c) => c.toUpperCase());
export const asHint = (text: string) => withoutSchemaLine(text).replace(/\s+/g, " ").trim().replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** A comment without the file's first line for code editors (`yaml-language-server: $schema=…`), which is no hint. */
const withoutSchemaLine = (text: string) => text.replace(/^#? ?yaml-language-server:.*$/m, "");

/**
 * What the file's leading comment says of each field, by name: `caption: who and what, …` on a
 * line of its own (with the lines under it, indented further), or `stars (optional, 1 to 5,
 * halves allowed: 4.5)` in a sentence listing an entry's fields. Its examples are not read.
 */
export function headerHints(text: string, names: Set<string>): Record<string, string> {
  const lines: string[] = [];
  for (const line of withoutSchemaLine(text).replace(/^\n/, "").split("\n")) {
    if (!line.startsWith("#")) break;
    lines.push(line.replace(/^# ?/, ""));
  }
  const hints: Record<string, string> = {};
  const known = (list: string) => list.split(/, | and /).every((n) => names.has(n));
  // An example runs from "Example:" to the next empty line.
  let inExample = false;
  const prose: string[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === "") inExample = false;
    if (/^Example:?$/.test(line.trim())) inExample = true;
    if (!inExample) prose.push(line);
    const m = /^(\s*)([A-Za-z]\w*(?:(?:, | and )[A-Za-z]\w*)*)(?: \([^)]*\))?: (.+)$/.exec(line);
    if (inExample || !m || !known(m[2]!)) return;
    const said = [m[3]!];
    for (const next of lines.slice(i + 1)) {
      const indent = /^\s*/.exec(next)![0].length;
      const field = /^\s*([A-Za-z]\w*(?:(?:, | and )[A-Za-z]\w*)*)(?: \([^)]*\))?: /.exec(next);
      if (next.trim() === "" || (field && known(field[1]!)) || (m[1]!.length > 0 && indent <= m[1]!.length)) break;
      said.push(next);
    }
    for (const name of m[2]!.split(/, | and /)) hints[name] ??= sentence(said.join(" "));
  });
  // Fields named in a sentence, with what they take in brackets.
  const sentences = prose.join(" ");
  for (const name of names) {
    if (hints[name]) continue;
    const at = new RegExp(`(?:^|[:,] |and |add )${name} \\(`).exec(sentences);
    if (!at) continue;
    let depth = 1;
    let end = at.index + at[0].length;
    for (; end < sentences.length && depth > 0; end++) depth += sentences[end] === "(" ? 1 : sentences[end] === ")" ? -1 : 0;
    const said = sentence(sentences.slice(at.index + at[0].length, end - 1));
    if (said) hints[name] = said;
  }
  return hints;
}

/** The comment written above each top-level field of a file, as its hint (the files' own explanations). */
export function hintsOf(doc: Document): Record<string, string> {
  const hints: Record<string, string> = {};
  if (!isMap(doc.contents)) return hints;
  doc.contents.items.forEach((pair, i) => {
    const comment = (i === 0 ? undefined : (pair.key as { commentBefore?: string } | null)?.commentBefore)?.trim();
    if (isScalar(pair.key) && comment) hints[String(pair.key.value)] = asHint(comment);
  });
  return hints;
}
