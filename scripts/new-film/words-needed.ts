// What a new film's languages need of the pages' words (content/words/), said when the film is
// made: a language the kit's words are not written in (Catalan, Dutch) takes its words written
// in each file, which the first build would otherwise refuse one by one, hundreds of them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

/** How many of a words file's texts lack `lang`: a text is a group of lines under languages' codes (en:, es:). */
function textsWithout(data: unknown, lang: string): number {
  if (Array.isArray(data)) return data.reduce((n: number, item) => n + textsWithout(item, lang), 0);
  if (typeof data !== "object" || data === null) return 0;
  const keys = Object.keys(data);
  if (keys.length > 0 && keys.every((k) => /^[a-z]{2,3}$/.test(k)) && "en" in data) return lang in data ? 0 : 1;
  return Object.values(data).reduce((n: number, v) => n + textsWithout(v, lang), 0);
}

export type WordsNeeded = { lang: string; count: number; files: { file: string; count: number }[] };

/** For each of `codes` (languages' codes) that content/words/ of `root` lacks, how many texts it needs and in which files. */
export function wordsNeeded(root: string, codes: readonly string[]): WordsNeeded[] {
  const dir = path.join(root, "content/words");
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".yaml"))
    .sort()
    .map((f) => ({ file: `content/words/${f}`, data: parse(readFileSync(path.join(dir, f), "utf8")) as unknown }));
  return codes.flatMap((lang) => {
    const lacking = files.map(({ file, data }) => ({ file, count: textsWithout(data, lang) })).filter((f) => f.count > 0);
    const count = lacking.reduce((n, f) => n + f.count, 0);
    return count > 0 ? [{ lang, count, files: lacking }] : [];
  });
}

/** What `needed` says to the team, in the words of the command's other messages. */
export function wordsNeededMessage(needed: WordsNeeded[]): string {
  return needed
    .map(({ lang, count, files }) => {
      const name = new Intl.DisplayNames("en", { type: "language" }).of(lang) ?? lang;
      return [
        `${name} (${lang}): the pages' own words are not written in ${name}: ${count} texts of content/words/ need a line "${lang}: …" each, beside their "en:" line,`,
        `  before the first build (which refuses each one missing, with its file and line):`,
        ...files.map((f) => `  ${f.file}: ${f.count}`),
      ].join("\n");
    })
    .join("\n");
}
