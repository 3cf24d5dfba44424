// The editor's file format: each content file is read and written as a person wrote it.
//
// The files write each text in each of the site's languages at its own place (`tagline: {en: …,
// es: …}`, sides.ts), and a name once (`name: Leeds International Film Festival`) or in each
// language where one has its own form; the editor shows the languages side by side from one tree
// per language. This format turns the one into the other, and on saving writes only the values that
// changed into the file's own YAML document (the `yaml` package's Document API), so its comments,
// the order of its keys, its quoting, every untouched line and the texts' languages the site does
// not list stay as they were: a one-field edit is a one-line change. The editor's own YAML writer
// would drop every comment. Each function takes the site's languages (`langs`, the first the
// reference), as src/lib/languages.ts lists them unless told.
import { isMap, isScalar, isSeq, parseDocument, type Document, type YAMLSeq } from "yaml";
import { entryKeys, identityAsRead, type Identities } from "./list-identity.ts";
import { rewrapped, unwrapped } from "./paragraphs.ts";
import { isText, languages, type Lang } from "./sides.ts";

type Tree = Record<string, unknown>;
/** A value in each language, by its code. */
type ByLang = Partial<Record<Lang, unknown>>;
/**
 * Which values of a file are texts written in each language (a long text, as paragraphs:
 * paragraphs.ts), names written once or in each language, or photos of content/uploads (written
 * by their name alone): `submissions.*.judgingStatus`.
 */
export type Shapes = Record<string, "localized" | "paragraphs" | "name" | "image">;

/** `data` as one language reads it: each text in the languages `langs` becomes that language's text. */
export function inLanguage(data: unknown, lang: Lang, langs: readonly Lang[] = languages): unknown {
  if (isText(data, langs)) return data[lang];
  if (Array.isArray(data)) return data.map((item) => inLanguage(item, lang, langs));
  if (typeof data === "object" && data !== null)
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, inLanguage(v, lang, langs)]));
  return data;
}

/** `data` with each text of the shape `shape` changed by `change` (a photo's name, a long text's wrapping). */
function withEach(
  data: unknown,
  shapes: Shapes,
  shape: Shapes[string],
  change: (text: string) => string,
  path: (string | number)[] = [],
): unknown {
  if (typeof data === "string") return shapeAt(shapes, path) === shape ? change(data) : data;
  if (Array.isArray(data)) return data.map((item, i) => withEach(item, shapes, shape, change, [...path, i]));
  if (typeof data === "object" && data !== null)
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, withEach(v, shapes, shape, change, [...path, k])]));
  return data;
}

/**
 * Reads a file as the editor shows it: one tree per language of `langs`. A photo's name
 * (`key-art.jpg`) is given to the editor as its path in the repository
 * (`/content/uploads/key-art.jpg`), where its picker finds it; a long text as its paragraphs, each
 * on one line.
 */
export function fromFile(
  text: string,
  shapes: Shapes = {},
  uploads = "",
  langs: readonly Lang[] = languages,
): { doc: Document; content: Record<Lang, Tree> } {
  const doc = parseDocument(text);
  const data = (doc.toJS() ?? {}) as Tree;
  const read = (lang: Lang) =>
    withEach(
      withEach(inLanguage(data, lang, langs), shapes, "image", (name) => (name.includes("/") ? name : uploads + name)),
      shapes,
      "paragraphs",
      unwrapped,
    ) as Tree;
  return { doc, content: Object.fromEntries(langs.map((lang) => [lang, read(lang)])) };
}

const empty = (v: unknown) => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The shape of the value at `path` (indices as `*`). */
function shapeAt(shapes: Shapes, path: (string | number)[]): Shapes[string] | undefined {
  const key = path.map((p) => (typeof p === "number" ? "*" : p)).join(".");
  return shapes[key];
}

/** Each language's value at `key` of its own (a field of an entry, an entry of a list). */
const child = (by: ByLang, key: string | number, langs: readonly Lang[]): ByLang =>
  Object.fromEntries(
    langs.map((lang) => {
      const v = by[lang];
      return [lang, typeof v === "object" && v !== null ? (v as Record<string | number, unknown>)[key] : undefined];
    }),
  );
/** A text's map, each language's value made by `value`, in the order of `langs`. */
const each = (langs: readonly Lang[], value: (lang: Lang) => unknown): Record<Lang, unknown> =>
  Object.fromEntries(langs.map((lang) => [lang, value(lang)]));
/** A name in each language, a language left empty read as the first's: it is the same name there. */
const nameIn = (by: ByLang, langs: readonly Lang[]) =>
  each(langs, (lang) => (lang !== langs[0] && empty(by[lang]) ? by[langs[0]!] : by[lang]));

/** The value written at `path` for a value new to the file, the languages joined as its shape wants. */
function written(by: ByLang, path: (string | number)[], shapes: Shapes, langs: readonly Lang[]): unknown {
  const shape = shapeAt(shapes, path);
  const [first, ...others] = langs as [Lang, ...Lang[]];
  const main = by[first];
  // A text left empty on every side is not written: the file has no such key, as a person would leave it.
  if (shape === "localized") return langs.every((l) => empty(by[l])) ? undefined : each(langs, (l) => by[l]);
  // A new long text is wrapped as the files wrap them.
  if (shape === "paragraphs") return langs.every((l) => empty(by[l])) ? undefined : each(langs, (l) => rewrapped("", String(by[l] ?? "")));
  // A name left empty on the other sides, or an entry with no other side: its names are written
  // once, and a text missing a language is left for the build to ask for, in its words.
  if (shape === "name") return others.every((l) => empty(by[l]) || same(main, by[l])) ? main : nameIn(by, langs);
  if (Array.isArray(main)) return main.map((_, i) => written(child(by, i, langs), [...path, i], shapes, langs));
  if (typeof main === "object" && main !== null) {
    const out: Tree = {};
    for (const k of Object.keys(main)) {
      const value = written(child(by, k, langs), [...path, k], shapes, langs);
      if (!empty(value)) out[k] = value;
    }
    return out;
  }
  return main;
}

/**
 * A list's entries in the draft's order (as the first language has it), each the node it had,
 * found by what names it (a moved entry moves with its comments, its quoting untouched); an entry
 * renamed where it stood keeps its node too; a new entry has none yet (`undefined`). Matched by
 * place instead, every entry after a move would be rewritten.
 */
function inDraftOrder(node: YAMLSeq, draft: unknown[], fields: readonly string[], langs: readonly Lang[]): unknown[] {
  const current = (node.toJSON() as unknown[]).map((v) => inLanguage(v, langs[0]!, langs));
  const at = new Map(entryKeys(current.map((v) => identityAsRead(v, fields))).map((k, i) => [k, i]));
  const chosen = entryKeys(draft.map((v) => identityAsRead(v, fields))).map((k) => at.get(k) ?? -1);
  const taken = new Set(chosen);
  return chosen.map((c, i) => {
    if (c !== -1) return node.items[c];
    if (i >= node.items.length || taken.has(i)) return undefined;
    // Renamed in place: its lines kept, and a field the draft no longer has taken out.
    const renamed = node.items[i];
    const item = draft[i];
    if (isMap(renamed) && typeof item === "object" && item !== null)
      for (const pair of [...renamed.items]) if (isScalar(pair.key) && !(String(pair.key.value) in item)) renamed.delete(pair.key);
    return renamed;
  });
}

/** Writes the edited languages' value at `path` into the document, changing only what changed. */
function patch(doc: Document, path: (string | number)[], by: ByLang, shapes: Shapes, identities: Identities, langs: readonly Lang[]): void {
  const [first, ...others] = langs as [Lang, ...Lang[]];
  const main = by[first];
  const node = doc.getIn(path, true);
  const before: unknown = doc.getIn(path);
  const shape = shapeAt(shapes, path);
  // A text written in each language stays so; a name written once stays once until the languages differ.
  if (isMap(node) && isText((node as { toJSON(): unknown }).toJSON(), langs)) {
    // A name whose other forms are all taken out is written once again.
    if (shape === "name" && others.length > 0 && others.every((l) => empty(by[l]))) {
      doc.setIn(path, main);
      return;
    }
    // Each of the site's languages; a language the site does not list is kept as written.
    for (const lang of langs) {
      const now = doc.getIn([...path, lang]);
      // A language the text does not have yet (one just added to the site's list) is written once
      // it is filled in: left empty, the build asks for it in its words.
      if (now === undefined && empty(by[lang])) continue;
      // A name emptied on a side reads as in the first language.
      const value = shape === "name" && lang !== first && empty(by[lang]) ? main : by[lang];
      // A long text is written back into the file's wrapping, and only where its words changed.
      if (shape === "paragraphs" && typeof now === "string" && typeof value === "string") {
        if (unwrapped(now) !== unwrapped(value)) doc.setIn([...path, lang], rewrapped(now, value));
      } else if (!same(now, value)) doc.setIn([...path, lang], value);
    }
    return;
  }
  if (isScalar(node)) {
    // A name left empty in the other languages reads as in the first: it stays written once.
    const text = shape === "localized" || shape === "paragraphs" || (shape === "name" && others.some((l) => !empty(by[l])));
    if (text && others.length > 0 && others.every((l) => by[l] !== undefined) && others.some((l) => !same(main, by[l]))) {
      doc.setIn(path, doc.createNode(shape === "name" ? nameIn(by, langs) : each(langs, (l) => by[l])));
      return;
    }
    if (!same(before, main)) node.value = main;
    return;
  }
  if (isSeq(node) && Array.isArray(main)) {
    // The first entry of an empty list (`reviews: []`) is written one field a line, as the
    // file's comment shows, not as `[ { quote: …, outlet: … } ]`; a list of words written on one
    // line (`subtitles: [en]`) stays on its line, `[en, fr]`.
    if (main.length > node.items.length && main.some((v) => typeof v === "object" && v !== null)) node.flow = false;
    const fields = identities[path.map((p) => (typeof p === "number" ? "*" : p)).join(".")];
    const kept = fields ? inDraftOrder(node, main, fields, langs) : main.map((_, i) => node.items[i]);
    // New entries first, written whole; then each kept entry's changed values alone.
    node.items = main.map(
      (_, i) => kept[i] ?? doc.createNode(written(child(by, i, langs), [...path, i], shapes, langs)),
    ) as typeof node.items;
    main.forEach((_, i) => {
      if (kept[i] !== undefined) patch(doc, [...path, i], child(by, i, langs), shapes, identities, langs);
    });
    return;
  }
  if (isMap(node) && typeof main === "object" && main !== null && !Array.isArray(main)) {
    for (const [k, v] of Object.entries(main)) {
      const at = child(by, k, langs);
      if (node.has(k)) {
        // An optional field emptied in the form is taken out of the file.
        if (langs.every((l) => empty(at[l]))) node.delete(k);
        else patch(doc, [...path, k], at, shapes, identities, langs);
      } else if (!empty(v)) node.set(k, doc.createNode(written(at, [...path, k], shapes, langs)));
    }
    // A key the editor does not show is kept as it is.
    return;
  }
  if (!same(before, main)) doc.setIn(path, doc.createNode(written(by, path, shapes, langs)));
}

/**
 * The file's text with the editor's content (a tree per language of `langs`) written in: only the
 * changed values, the rest as it was; a list's entries known by `identities` (list-identity.ts), so
 * a moved entry moves its lines. A language whose tree is missing reads as the first's.
 */
export function toFile(
  doc: Document,
  content: Partial<Record<Lang, Tree>>,
  shapes: Shapes,
  identities: Identities = {},
  langs: readonly Lang[] = languages,
): string {
  // A photo is written by its name in content/uploads, as the files and the build have it.
  const named = (tree: Tree) => withEach(tree, shapes, "image", (p) => p.slice(p.lastIndexOf("/") + 1)) as Tree;
  const first = langs[0]!;
  const trees: Record<Lang, Tree> = each(langs, (lang) => named(content[lang] ?? content[first] ?? {})) as Record<Lang, Tree>;
  for (const [k, v] of Object.entries(trees[first]!)) {
    const at = child(trees, k, langs);
    if (doc.has(k)) patch(doc, [k], at, shapes, identities, langs);
    else if (!empty(v)) doc.set(k, doc.createNode(written(at, [k], shapes, langs)));
  }
  // A list written on one line keeps its brackets tight, as the files write it: [en-GB, es-ES].
  return doc.toString({ lineWidth: 0, doubleQuotedAsJSON: true, flowCollectionPadding: false });
}
