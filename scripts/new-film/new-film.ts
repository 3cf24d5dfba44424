// npm run new-film: a new film's content from nothing, in place of the example film's.
//   npm run new-film -- --title "La Dernière Vague" --languages fr,en [--address https://…] [--repository owner/name]
// Without flags it asks in the terminal. It refuses while content/ has changes git has not
// committed, and says how to get the example film's content back afterwards.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { languageListProblem, languageProblem } from "#src/content/build-time/site-languages.ts";
import { addressName } from "./address-name.ts";
import { toWriteMarker } from "../prepare/content/to-write.ts";
import { filmContent, placeholderImages, type NewFilm } from "./film-content.ts";
import { wordsNeeded, wordsNeededMessage } from "./words-needed.ts";

/** The country a language's dates and numbers follow when only its code is given (else Intl's likeliest). */
const defaultCountry: Record<string, string> = { en: "GB", es: "ES", fr: "FR", de: "DE", it: "IT", pt: "PT", nl: "NL", ca: "ES" };

/** "fr,en" or "fr-FR, en-GB" as tags, each checked by the build's own rules; the build's words on refusal. */
export function languageTags(written: string): { tags: string[] } | { problem: string } {
  const tags = written
    .split(/[,\s]+/)
    .filter((w) => w !== "")
    .map((w) => {
      if (w.includes("-") || w.includes("_")) return w.replace("_", "-");
      try {
        const code = new Intl.Locale(w).language;
        const region = defaultCountry[code] ?? new Intl.Locale(code).maximize().region;
        return region ? `${code}-${region}` : code;
      } catch {
        return w;
      }
    });
  if (tags.length === 0) return { problem: "The site's languages must list at least one language, like fr,en" };
  for (const tag of tags) {
    const problem = languageProblem(tag);
    if (problem) return { problem: `The site's languages ${problem}` };
  }
  const problem = languageListProblem(tags);
  return problem ? { problem: `The site's languages ${problem}` } : { tags };
}

/** What is wrong with an address, or undefined. */
export const addressProblem = (address: string) =>
  /^https:\/\/[^/?#\s]+\/?$/.test(address)
    ? undefined
    : `The site's address must be a full https:// link with nothing after the name, like https://www.yourfilm.com: "${address}" is not`;

const git = (root: string, ...args: string[]) =>
  execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

/** Why content/ cannot be replaced now (changes git has not committed), with what to do, or undefined. */
export function uncommittedContent(root: string): string | undefined {
  const changes = git(root, "status", "--porcelain", "--", "content/");
  if (changes === "") return undefined;
  const listed = changes
    .split("\n")
    .slice(0, 10)
    .map((l) => `  ${l}`)
    .join("\n");
  return [
    "content/ has changes git has not committed, which a new film's content would replace:",
    listed,
    'Keep them with a commit:   git add content && git commit -m "…"',
    "or throw them away:        git restore --staged --worktree -- content/ && git clean -fd -- content/",
    "then run npm run new-film again.",
  ].join("\n");
}

/** Writes the new film's content into `root`/content (keeping content/words/), and the placeholder images. */
export async function writeNewFilm(root: string, film: NewFilm): Promise<string[]> {
  const content = path.join(root, "content");
  for (const entry of readdirSync(content)) if (entry !== "words") rmSync(path.join(content, entry), { recursive: true, force: true });
  const files = filmContent(film);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(content, name), text);
  const uploads = path.join(content, "uploads");
  mkdirSync(uploads, { recursive: true });
  const { poster, keyArt, headshots, stills } = placeholderImages;
  for (const image of [poster, keyArt, ...headshots, ...stills])
    await sharp({ create: { width: image.width, height: image.height, channels: 3, background: { r: 150, g: 150, b: 150 } } })
      .jpeg({ quality: 80 })
      .toFile(path.join(uploads, image.file));
  return [...Object.keys(files), ...[poster, keyArt, ...headshots, ...stills].map((i) => `uploads/${i.file}`)];
}

/**
 * Sets the film's repository up to take a newer kit without conflicts under content/: .gitattributes
 * names the "ours" merge driver for content/ (but the kit's words), and git is told what it is.
 */
export function keepOwnContentOnMerge(root: string): void {
  git(root, "config", "merge.ours.driver", "true");
}

type Flags = { title?: string; languages?: string; address?: string; repository?: string };

/** The title as the address writes it, in the first of the languages `written` ("fr,en"). */
const nameIn = (title: string, written: string) => {
  const tags = languageTags(written);
  return addressName(title, "tags" in tags ? tags.tags[0]! : "en");
};

async function ask(flags: Flags): Promise<Flags> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    // Line by line rather than rl.question, which misses lines piped in before it asks.
    const lines = rl[Symbol.asyncIterator]();
    const question = async (what: string, fallback: string) => {
      process.stdout.write(`${what} [${fallback}]: `);
      const line = await lines.next();
      return (line.done === true ? "" : line.value).trim() || fallback;
    };
    const title = flags.title ?? (await question("The film's title", "Untitled"));
    const languages = flags.languages ?? (await question("The site's languages, the first at the root (codes or tags)", "en,es"));
    const address = flags.address ?? (await question("The site's address", `https://${nameIn(title, languages)}.example`));
    return { ...flags, title, languages, address };
  } finally {
    rl.close();
  }
}

export async function newFilm(argv: string[], root = process.cwd()): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { title: { type: "string" }, languages: { type: "string" }, address: { type: "string" }, repository: { type: "string" } },
  });
  let flags: Flags = values;
  // Before asking anything: content/ must have nothing git would lose.
  const refusal = uncommittedContent(root);
  const head = git(root, "rev-parse", "HEAD");
  if (refusal) {
    console.error(
      `${refusal}\nThe content of the last commit (${head.slice(0, 12)}) can be had back at any time: git restore --source=${head} -- content/`,
    );
    return 1;
  }
  if (flags.title === undefined || flags.languages === undefined) flags = await ask(flags);
  const title = flags.title!.trim();
  if (title === "") {
    console.error("The film's title must not be empty");
    return 1;
  }
  const languages = languageTags(flags.languages!);
  if ("problem" in languages) {
    console.error(languages.problem);
    return 1;
  }
  // The title is written in the site's first language: its address follows that language's letters.
  const name = addressName(title, languages.tags[0]!);
  const address = (flags.address ?? `https://${name}.example`).replace(/\/$/, "");
  const badAddress = addressProblem(address);
  if (badAddress) {
    console.error(badAddress);
    return 1;
  }
  const repository = flags.repository ?? `your-account/${name}-site`;
  if (!/^[A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+$/.test(repository)) {
    console.error(`The repository must be written owner/name, like our-films/our-film-site: "${repository}" is not`);
    return 1;
  }
  const written = await writeNewFilm(root, { title, languages: languages.tags, address, repository });
  keepOwnContentOnMerge(root);
  // A language the kit's words are not written in: said now, not by the first build, word by word.
  const needed = wordsNeeded(
    root,
    languages.tags.map((t) => new Intl.Locale(t).language),
  );
  console.log(
    [
      `The content of ${title} is in content/ (${written.length} files; content/words/ kept as it was):`,
      `  languages ${languages.tags.join(", ")} (${languages.tags[0]} at the root), address ${address}, repository ${repository}`,
      `Every text written "${toWriteMarker} …]" is yours to write, in each language; the images named …-to-replace.jpg are grey stand-ins.`,
      'The build lists what is left to write ("Content to update"), and goes on.',
      'Next: npm run edit (the editor) or npm run dev, then git add content && git commit -m "New film".',
      `The example film's content is in the commit ${head.slice(0, 12)}: git restore --source=${head} -- content/ brings it back.`,
    ].join("\n"),
  );
  if (needed.length > 0) console.warn(`\n${wordsNeededMessage(needed)}`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) process.exitCode = await newFilm(process.argv.slice(2));
