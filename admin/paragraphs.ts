// The long texts as the team sees and types them, and as the files keep them. The files wrap a
// paragraph over several lines (a line break inside a paragraph is a space, a blank line ends
// it: src/content/build-time/schema/localized-text.ts); the editor shows each paragraph as one,
// so no sentence is broken in the middle. On saving, the text goes back into the file's
// wrapping: an unchanged paragraph keeps its lines byte for byte, and a changed one keeps each
// of its lines whose words are still there, so a one-word change is a one-line change.

/** The paragraphs of a text as the file writes it. */
const paragraphsIn = (text: string) =>
  text
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
const wordsOf = (text: string) => text.split(/\s+/).filter((w) => w !== "");

/** A text as the editor shows it: each paragraph on one line, a blank line between two. */
export const unwrapped = (text: string) =>
  paragraphsIn(text)
    .map((p) => wordsOf(p).join(" "))
    .join("\n\n");

/** `words` in lines of at most `width` characters (a longer word on a line of its own). */
function wrap(words: string[], width: number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** For each word of `after`, the index of the same word of `before` it stands for, or -1 (a longest common run of words). */
function matchWords(before: string[], after: string[]): number[] {
  const n = before.length;
  const m = after.length;
  const longest = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      longest[i]![j] = before[i] === after[j] ? longest[i + 1]![j + 1]! + 1 : Math.max(longest[i + 1]![j]!, longest[i]![j + 1]!);
  const matched = new Array<number>(m).fill(-1);
  for (let i = 0, j = 0; i < n && j < m;) {
    if (before[i] === after[j]) matched[j++] = i++;
    else if (longest[i + 1]![j]! >= longest[i]![j + 1]!) i++;
    else j++;
  }
  return matched;
}

/** A changed paragraph in the lines of the one it replaces: each word on its old word's line, a new word on the line of the word before it. */
function relined(lines: string[], words: string[], width: number): string[] {
  const old = lines.flatMap((line, l) => wordsOf(line).map((word) => ({ word, l })));
  const matched = matchWords(
    old.map((o) => o.word),
    words,
  );
  const into: string[][] = lines.map(() => []);
  let line = 0;
  words.forEach((word, j) => {
    if (matched[j] !== -1) line = old[matched[j]!]!.l;
    into[line]!.push(word);
  });
  // A line grown well past the others' width is wrapped again; an emptied one goes.
  return into.filter((w) => w.length > 0).flatMap((w) => (w.join(" ").length > width + 20 ? wrap(w, width) : [w.join(" ")]));
}

/**
 * `text` as typed in the editor, written in the wrapping of `before` (the file's text): the
 * unchanged paragraphs as they were, each changed one in the lines of the one it replaces, a new
 * one wrapped at the file's width. Ends as `before` ends (a block's closing line break).
 */
export function rewrapped(before: string, text: string): string {
  const old = before.split(/\n[ \t]*\n/).filter((p) => p.trim() !== "");
  const width = Math.max(60, ...before.split("\n").map((l) => l.length));
  const byWords = new Map(old.map((p) => [wordsOf(p).join(" "), p.replace(/^\n+|\n+$/g, "")]));
  const paragraphs = paragraphsIn(text).map((p, i) => {
    const words = wordsOf(p);
    const same = byWords.get(words.join(" "));
    if (same !== undefined) return same;
    const replaced = old[i];
    return (replaced === undefined ? wrap(words, width) : relined(replaced.replace(/^\n+|\n+$/g, "").split("\n"), words, width)).join("\n");
  });
  const ending = /\n*$/.exec(before)![0];
  return paragraphs.join("\n\n") + (ending || (before === "" ? "\n" : ""));
}
