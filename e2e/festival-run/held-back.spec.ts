// News written ahead of its hour (held-back.ts): the festival run built a minute before the hour
// and a minute after, and every file each build wrote read back (pages, scripts, data, calendars,
// the PDFs with pdf.js, the zips with JSZip, the compressed copies decompressed, and every file's
// and zip entry's name): before, none carries a word or an address of what waits; after, each
// language's pages carry each one's words in that language. And a minute before, the build is the
// build of the same content without the news, file for file and byte for byte, its stamp
// (/build.json) included: nothing tells that news waits, nor its hour. The words are read from the
// content the sites were built from.
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import JSZip from "jszip";
import { parse } from "yaml";
import { embargoEnds } from "#src/content/build-time/held-back.ts";
import { ensureBuiltFixtureSite, type FixtureSite } from "../../scripts/test/fixture-site.ts";
import { readPdf } from "../support/read-pdf.ts";
import { heldBackSites } from "./held-back.ts";

type Text = string | Record<string, string>;
/** What one change written ahead says: its words in each language, and the names and addresses it brings. */
type Change = { what: string; until: string; words: (lang: string) => string[]; names: string[] };

/** A text in `lang`: a name written once is the same in every language. */
const inLanguage = (text: Text | undefined, lang: string): string[] =>
  text === undefined ? [] : typeof text === "string" ? [text] : text[lang] !== undefined ? [text[lang]] : [];

/** A name as the build writes it into a file's name: "International Film Festival Rotterdam" → "international-film-festival-rotterdam". */
const slug = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Every change written ahead in the content at `root`. */
function changesWrittenAhead(root: string): Change[] {
  const read = (file: string) => parse(readFileSync(path.join(root, "content", file), "utf8")) as Record<string, Record<string, Text>[]>;
  const answers = read("festivals.yaml").submissions!.flatMap((s) => {
    const answer = s.answer as unknown as Record<string, Text> | undefined;
    if (!answer) return [];
    const festival = inLanguage(s.name, "en")[0] ?? Object.values(s.name!)[0]!;
    return [
      {
        what: `${festival}'s answer`,
        until: answer.embargoUntil as string,
        words: (lang: string) => ["section", "premiere", "award"].flatMap((f) => inLanguage(answer[f], lang)),
        // Its laurel's images, by the festival's name.
        names: [slug(festival)],
      },
    ];
  });
  const reviews = read("reviews.yaml").reviews!.flatMap((r) =>
    r.embargoUntil
      ? [
          {
            what: `the review in ${r.outlet as string}`,
            until: r.embargoUntil as string,
            words: (lang: string) => [...inLanguage(r.quote, lang), r.outlet as string, ...inLanguage(r.critic, lang)],
            names: [r.url as string],
          },
        ]
      : [],
  );
  const screenings = read("screenings.yaml").screenings!.flatMap((s) =>
    s.embargoUntil
      ? [
          {
            what: `the screening at ${s.venue as string}`,
            until: s.embargoUntil as string,
            words: (lang: string) => [s.venue as string, ...inLanguage(s.kind, lang)],
            // Its calendar file, by its day and city, and its tickets.
            names: [`${(s.start as string).slice(0, 10)}-${slug(inLanguage(s.city, "en")[0]!)}`, s.tickets as string],
          },
        ]
      : [],
  );
  return [...answers, ...reviews, ...screenings];
}

/** What a file says, whitespace made single spaces; a zip's entries each read the same way. */
async function textsOf(name: string, bytes: Buffer): Promise<{ file: string; text: string }[]> {
  if (name.endsWith(".br")) return textsOf(name.slice(0, -3), brotliDecompressSync(bytes));
  if (name.endsWith(".gz")) return textsOf(name.slice(0, -3), gunzipSync(bytes));
  const named = { file: name, text: name };
  if (name.endsWith(".pdf")) {
    const scratch = mkdtempSync(path.join(tmpdir(), "held-back-"));
    try {
      const file = path.join(scratch, "read.pdf");
      writeFileSync(file, bytes);
      const pdf = await readPdf(file);
      return [named, { file: name, text: [pdf.text, pdf.title ?? "", ...pdf.outline, ...pdf.pages.flatMap((p) => p.links)].join(" ") }];
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  if (name.endsWith(".zip")) {
    const zip = await JSZip.loadAsync(bytes, { checkCRC32: true });
    const entries = Object.values(zip.files).filter((e) => !e.dir);
    const read = await Promise.all(entries.map(async (e) => textsOf(`${name}/${e.name}`, await e.async("nodebuffer"))));
    return [named, ...read.flat()];
  }
  if (/\.(png|jpe?g|webp|avif|woff2?|ttf|otf|ico|wasm)$/.test(name)) return [named];
  return [named, { file: name, text: bytes.toString("utf8").replace(/\s+/g, " ") }];
}

/** Every file under `dir`, as textsOf reads it. */
async function everyFile(dir: string, base = dir): Promise<{ file: string; text: string }[]> {
  const found: { file: string; text: string }[] = [];
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) found.push(...(await everyFile(file, base)));
    else found.push(...(await textsOf(path.relative(base, file), readFileSync(file))));
  }
  return found;
}

const built = (site: FixtureSite) => ensureBuiltFixtureSite(site);
const languagesOf = (root: string) =>
  (JSON.parse(readFileSync(path.join(root, "src/generated/languages.json"), "utf8")) as { code: string }[]).map((l) => l.code);

test.describe.configure({ mode: "serial", timeout: 240_000 });

test("the fixture's news waits for one instant, written on three clocks, and the two builds stand a minute either side of it", async () => {
  const root = built(heldBackSites.after);
  const changes = changesWrittenAhead(root);
  expect(changes.map((c) => c.what)).toHaveLength(3);
  expect(new Set(changes.map((c) => c.until.split(" ").at(-1))).size).toBe(3);
  for (const change of changes) {
    const hour = embargoEnds(change.until).getTime();
    expect(Date.parse(heldBackSites.before.buildTime!), change.what).toBe(hour - 60_000);
    expect(Date.parse(heldBackSites.after.buildTime!), change.what).toBe(hour + 60_000);
  }
});

test("a minute before its hour, no file the build wrote carries a word or an address of the news, in any language", async () => {
  const root = built(heldBackSites.before);
  const changes = changesWrittenAhead(root);
  const files = await everyFile(path.join(root, "build"));
  expect(files.some((f) => f.file.endsWith(".pdf") && f.text.length > 1000)).toBe(true);
  const carried = changes.flatMap((change) =>
    [...new Set([...languagesOf(root).flatMap(change.words), ...change.names])].flatMap((needle) =>
      files.filter((f) => f.text.includes(needle)).map((f) => `${change.what}: "${needle}" in ${f.file}`),
    ),
  );
  expect(carried).toEqual([]);
});

/** Every file under `dir`, by its path there, as a digest of its bytes. */
function digests(dir: string, base = dir): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) for (const [f, d] of digests(file, base)) found.set(f, d);
    else found.set(path.relative(base, file), createHash("sha256").update(readFileSync(file)).digest("hex"));
  }
  return found;
}

test("a minute before its hour, every file of the build is the build without the news, byte for byte, its stamp included", async () => {
  const before = built(heldBackSites.before);
  const without = built(heldBackSites.without);
  expect(heldBackSites.without.buildTime).toBe(heldBackSites.before.buildTime);
  expect(changesWrittenAhead(before)).toHaveLength(3);
  expect(changesWrittenAhead(without)).toEqual([]);
  // What the tests' own bookkeeping writes beside the build (the digest of its inputs) is not the build's.
  const files = (root: string) => new Map([...digests(path.join(root, "build"))].filter(([f]) => f !== ".fixture-inputs"));
  const [ahead, bare] = [files(before), files(without)];
  expect(ahead.get("client/build.json")).toBeDefined();
  expect(JSON.parse(readFileSync(path.join(before, "build/client/build.json"), "utf8"))).toEqual({
    commit: null,
    builtAt: new Date(heldBackSites.before.buildTime!).toISOString(),
  });
  expect([...ahead.keys()].sort()).toEqual([...bare.keys()].sort());
  expect([...ahead].filter(([f, d]) => bare.get(f) !== d).map(([f]) => f)).toEqual([]);
});

test("a minute after, each language's pages, PDFs and calendars carry the news in that language", async () => {
  const root = built(heldBackSites.after);
  const changes = changesWrittenAhead(root);
  const files = await everyFile(path.join(root, "build/client"));
  const languages = languagesOf(root);
  const [first, ...others] = languages;
  // A language's own files: the root's everything not under another language's folder.
  const ofLanguage = (lang: string) =>
    files.filter((f) => (lang === first ? !others.some((o) => f.file.startsWith(`${o}/`)) : f.file.startsWith(`${lang}/`)));
  const missing = languages.flatMap((lang) => {
    const own = ofLanguage(lang);
    const pages = own.filter((f) => f.file.endsWith(".html"));
    return changes.flatMap((change) => [
      ...change.words(lang).flatMap((w) => (pages.some((p) => p.text.includes(w)) ? [] : [`${change.what} (${lang}): "${w}" on no page`])),
      ...change.names.flatMap((n) => (files.some((f) => f.text.includes(n)) ? [] : [`${change.what}: "${n}" in no file`])),
    ]);
  });
  expect(missing).toEqual([]);
  // The review in each language's press package, and the screening in each language's calendar.
  const review = changes.find((c) => c.what.startsWith("the review"))!;
  const screening = changes.find((c) => c.what.startsWith("the screening"))!;
  for (const lang of languages) {
    const pdfs = files.filter((f) => /^(\w+\/)?downloads\/[^/]+\.pdf$/.test(f.file) && f.text !== f.file);
    expect(
      pdfs.some((p) => review.words(lang).every((w) => p.text.includes(w))),
      `${review.what} in a ${lang} PDF`,
    ).toBe(true);
    const calendar = ofLanguage(lang).find((f) => /^(\w+\/)?screenings\.ics$/.test(f.file) && f.text !== f.file);
    expect(
      screening.words(lang).every((w) => calendar?.text.includes(w)),
      `${screening.what} in the ${lang} calendar`,
    ).toBe(true);
  }
});
