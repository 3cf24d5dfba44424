// The editor's file format: each content file is read and written as a person wrote it.
//
// The files write each text in both languages at its own place (`tagline: {en: …, es: …}`),
// and a name once (`name: Leeds International Film Festival`) or twice where Spanish has its own
// form; the editor shows English and Spanish side by side from one tree per language. This
// format turns the one into the other, and on saving writes only the values that changed into
// the file's own YAML document (the `yaml` package's Document API), so its comments, the order
// of its keys, its quoting and every untouched line stay as they were: a one-field edit is a
// one-line change. The editor's own YAML writer would drop every comment.
import { isMap, isScalar, isSeq, parseDocument, type Document, type YAMLSeq } from "yaml";
import { entryKeys, identityOfEnglish, type Identities } from "./list-identity.ts";
import { rewrapped, unwrapped } from "./paragraphs.ts";
import { isTexts } from "#src/content/build-time/schema/localized-text.ts";

type Lang = "en" | "es";
const languages: Lang[] = ["en", "es"];
type Tree = Record<string, unknown>;
/**
 * Which values of a file are texts written in both languages (a long text, as paragraphs:
 * paragraphs.ts), names written once or twice, or photos of content/uploads (written by their
 * name alone): `submissions.*.judgingStatus`.
 */
export type Shapes = Record<string, "localized" | "paragraphs" | "name" | "image">;

// A text in both languages: its en and es, and any other language the kit keeps in the file (the
// pages' words carry six), which the editor does not show and leaves as they are.
const isPair = (v: unknown): v is Record<Lang, unknown> => isTexts(v) && "en" in v && "es" in v;

/** `data` as one language reads it: each en/es pair becomes that language's text. */
export function inLanguage(data: unknown, lang: string): unknown {
  if (isPair(data)) return (data as Record<string, unknown>)[lang];
  if (Array.isArray(data)) return data.map((item) => inLanguage(item, lang));
  if (typeof data === "object" && data !== null) return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, inLanguage(v, lang)]));
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
 * Reads a file as the editor shows it: one tree per language. A photo's name (`key-art.jpg`) is
 * given to the editor as its path in the repository (`/content/uploads/key-art.jpg`), where its
 * picker finds it; a long text as its paragraphs, each on one line.
 */
export function fromFile(text: string, shapes: Shapes = {}, uploads = ""): { doc: Document; content: Record<Lang, Tree> } {
  const doc = parseDocument(text);
  const data = (doc.toJS() ?? {}) as Tree;
  const read = (lang: Lang) =>
    withEach(
      withEach(inLanguage(data, lang), shapes, "image", (name) => (name.includes("/") ? name : uploads + name)),
      shapes,
      "paragraphs",
      unwrapped,
    ) as Tree;
  return { doc, content: { en: read("en"), es: read("es") } };
}

const empty = (v: unknown) => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The shape of the value at `path` (indices as `*`). */
function shapeAt(shapes: Shapes, path: (string | number)[]): Shapes[string] | undefined {
  const key = path.map((p) => (typeof p === "number" ? "*" : p)).join(".");
  return shapes[key];
}

/** The value written at `path` for a value new to the file, both languages joined as its shape wants. */
function written(en: unknown, es: unknown, path: (string | number)[], shapes: Shapes): unknown {
  const shape = shapeAt(shapes, path);
  // A text left empty on both sides is not written: the file has no such key, as a person would leave it.
  if (shape === "localized") return empty(en) && empty(es) ? undefined : { en, es };
  // A new long text is wrapped as the files wrap them.
  if (shape === "paragraphs")
    return empty(en) && empty(es) ? undefined : { en: rewrapped("", String(en ?? "")), es: rewrapped("", String(es ?? "")) };
  // A name left empty on the Spanish side, or an entry with no Spanish side: its names are
  // written once, and a text missing its Spanish is left for the build to ask for, in its words.
  if (shape === "name") return empty(es) || same(en, es) ? en : { en, es };
  if (Array.isArray(en)) return en.map((item, i) => written(item, (es as unknown[] | undefined)?.[i], [...path, i], shapes));
  if (typeof en === "object" && en !== null) {
    const out: Tree = {};
    for (const [k, v] of Object.entries(en)) {
      const value = written(v, (es as Tree | undefined)?.[k], [...path, k], shapes);
      if (!empty(value)) out[k] = value;
    }
    return out;
  }
  return en;
}

/**
 * A list's entries in the draft's order, each the node it had, found by what names it (a moved
 * entry moves with its comments, its quoting untouched); an entry renamed where it stood keeps its
 * node too; a new entry has none yet (`undefined`). Matched by place instead, every entry after a
 * move would be rewritten.
 */
function inDraftOrder(node: YAMLSeq, en: unknown[], fields: readonly string[]): unknown[] {
  const current = (node.toJSON() as unknown[]).map((v) => inLanguage(v, "en"));
  const at = new Map(entryKeys(current.map((v) => identityOfEnglish(v, fields))).map((k, i) => [k, i]));
  const chosen = entryKeys(en.map((v) => identityOfEnglish(v, fields))).map((k) => at.get(k) ?? -1);
  const taken = new Set(chosen);
  return chosen.map((c, i) => {
    if (c !== -1) return node.items[c];
    if (i >= node.items.length || taken.has(i)) return undefined;
    // Renamed in place: its lines kept, and a field the draft no longer has taken out.
    const renamed = node.items[i];
    const item = en[i];
    if (isMap(renamed) && typeof item === "object" && item !== null)
      for (const pair of [...renamed.items]) if (isScalar(pair.key) && !(String(pair.key.value) in item)) renamed.delete(pair.key);
    return renamed;
  });
}

/** Writes the edited languages' value at `path` into the document, changing only what changed. */
function patch(doc: Document, path: (string | number)[], en: unknown, es: unknown, shapes: Shapes, identities: Identities = {}): void {
  const node = doc.getIn(path, true);
  const before: unknown = doc.getIn(path);
  // A text written in both languages stays so; a name written once stays once until the languages differ.
  if (isMap(node) && isPair((node as { toJSON(): unknown }).toJSON())) {
    // A name whose Spanish form is taken out is written once again.
    if (shapeAt(shapes, path) === "name" && empty(es)) {
      doc.setIn(path, en);
      return;
    }
    for (const lang of languages) {
      const value = lang === "en" ? en : es;
      const now = doc.getIn([...path, lang]);
      // A long text is written back into the file's wrapping, and only where its words changed.
      if (shapeAt(shapes, path) === "paragraphs" && typeof now === "string" && typeof value === "string") {
        if (unwrapped(now) !== unwrapped(value)) doc.setIn([...path, lang], rewrapped(now, value));
      } else if (!same(now, value)) doc.setIn([...path, lang], value);
    }
    return;
  }
  if (isScalar(node)) {
    const shape = shapeAt(shapes, path);
    // A name left empty in Spanish reads as in English: it stays written once.
    if ((shape === "localized" || shape === "paragraphs" || (shape === "name" && !empty(es))) && !same(en, es) && es !== undefined) {
      doc.setIn(path, doc.createNode({ en, es }));
      return;
    }
    if (!same(before, en)) node.value = en;
    return;
  }
  if (isSeq(node) && Array.isArray(en)) {
    // The first entry of an empty list (`reviews: []`) is written one field a line, as the
    // file's comment shows, not as `[ { quote: …, outlet: … } ]`.
    if (en.length > node.items.length) node.flow = false;
    const fields = identities[path.map((p) => (typeof p === "number" ? "*" : p)).join(".")];
    const kept = fields ? inDraftOrder(node, en, fields) : en.map((_, i) => node.items[i]);
    const other = (i: number) => (es as unknown[] | undefined)?.[i];
    // New entries first, written whole; then each kept entry's changed values alone.
    node.items = en.map((item, i) => kept[i] ?? doc.createNode(written(item, other(i), [...path, i], shapes))) as typeof node.items;
    en.forEach((item, i) => {
      if (kept[i] !== undefined) patch(doc, [...path, i], item, other(i), shapes, identities);
    });
    return;
  }
  if (isMap(node) && typeof en === "object" && en !== null && !Array.isArray(en)) {
    for (const [k, v] of Object.entries(en)) {
      const other = (es as Tree | undefined)?.[k];
      if (node.has(k)) {
        // An optional field emptied in the form is taken out of the file.
        if (empty(v) && empty(other)) node.delete(k);
        else patch(doc, [...path, k], v, other, shapes, identities);
      } else if (!empty(v)) node.set(k, doc.createNode(written(v, other, [...path, k], shapes)));
    }
    // A key the editor does not show is kept as it is.
    return;
  }
  if (!same(before, en)) doc.setIn(path, doc.createNode(written(en, es, path, shapes)));
}

/**
 * The file's text with the editor's content written in: only the changed values, the rest as it
 * was; a list's entries known by `identities` (list-identity.ts), so a moved entry moves its lines.
 */
export function toFile(doc: Document, content: Partial<Record<Lang, Tree>>, shapes: Shapes, identities: Identities = {}): string {
  // A photo is written by its name in content/uploads, as the files and the build have it.
  const named = (tree: Tree) => withEach(tree, shapes, "image", (p) => p.slice(p.lastIndexOf("/") + 1)) as Tree;
  const en = named(content.en ?? {});
  const es = named(content.es ?? content.en ?? {});
  for (const [k, v] of Object.entries(en)) {
    if (doc.has(k)) patch(doc, [k], v, es[k], shapes, identities);
    else if (!empty(v)) doc.set(k, doc.createNode(written(v, es[k], [k], shapes)));
  }
  // A list written on one line keeps its brackets tight, as the files write it: [en-GB, es-ES].
  return doc.toString({ lineWidth: 0, doubleQuotedAsJSON: true, flowCollectionPadding: false });
}
