// The editor's configuration (Sveltia CMS, served at /admin), made from the collections registry
// and the zod schemas at build time, never written a second time: a field added to a schema
// appears in the editor. Each rule a form can check (required, allowed values, ranges and steps,
// patterns: https links, dates, date-times with their offset) is given to the form with the
// message the build's own check uses; the rules across fields and files (refine, superRefine)
// stay the build's, which checks every file again before anything is published.
import { readFileSync } from "node:fs";
import path from "node:path";
import { isMap, isScalar, parseDocument, type Document } from "yaml";
import { collections, type Collection, type CollectionName } from "#src/content/build-time/collections.ts";
import { jsonSchemaOf, type JsonSchemaNode } from "#src/content/build-time/json-schema.ts";
import { identitiesOf, type Identities } from "#src/content/build-time/schema/identity.ts";
import { choiceLabels, entryLabelOf, labelOf } from "../../admin/field-labels.ts";
import { isLanguageCode, isTextKeys, languages, type Lang } from "../../admin/sides.ts";
import { asHint, headerHints, hintsOf } from "./hints.ts";

type Json = { [key: string]: unknown };
type Node = JsonSchemaNode;

/** A Sveltia CMS field (https://sveltiacms.app/en/docs/fields). */
export type Field = Json & { name: string; label: string; widget: string };

/** How a value of a file is written: a text in each language (a long one as paragraphs), a name once or in each, or a photo's name in content/uploads. */
export type Shape = "localized" | "paragraphs" | "name" | "image";

/** Where the editor puts uploaded photos, and the build takes them from. */
export const mediaFolder = "content/uploads";

/** A text in each of the site's languages, `langs`: an object whose keys are their codes, each required. */
const isLocalized = (n: Node, langs: readonly Lang[]) =>
  n.type === "object" &&
  n.properties !== undefined &&
  isTextKeys(Object.keys(n.properties), langs) &&
  langs.every((l) => l in n.properties! && n.required?.includes(l));
/** A name: written once, or in each language. */
const isName = (n: Node, langs: readonly Lang[]) =>
  n.anyOf?.length === 2 && n.anyOf.some((a) => a.type === "string") && n.anyOf.some((a) => isLocalized(a, langs));

// Long texts get a box of several lines: the texts written as paragraphs, and the bios.
const longTexts = new Set(["synopsis", "directorsStatement", "festivalStrategy", "bio", "text", "shootNote", "quote"]);

const messages = (n: Node) => n["x-messages"] ?? {};

/** The form's checks of a text: its pattern and its message, as the build would say it. */
function textRules(n: Node): Json {
  const rules: Json = {};
  const messages = n["x-messages"] ?? {};
  if (n.pattern) {
    // Sveltia compiles a pattern written as /.../u with the flag, so \p{L} means a letter.
    const said = messages.string_format ?? n["x-error"] ?? `must match ${n.pattern}`;
    rules.pattern = [`/${n.pattern}/u`, said];
  } else if (n.format === "uri") {
    rules.pattern = ["/^https:\\/\\/[^\\s/]+\\.[^\\s]+$/u", n["x-error"] ?? "must be a full https:// link"];
  }
  return rules;
}

/**
 * The editor's own control `widget`, wrapped so that it asks the build's content check before a
 * save (admin/checked-fields.ts): the draft's problems stand at their fields.
 */
const checked = (widget: "string" | "text" | "select" | "number" | "boolean") => `checked-${widget}`;

/**
 * Each file's first field: the content check's word on the draft (admin/checked-fields.ts), with
 * the problems no field below shows (another file's, a list's). Never written to the file.
 */
export const checkField: Field = { name: "contentCheck", label: "Check", widget: "content-check", i18n: true, required: false };
// admin/checked-fields.ts names it too (checkFieldName): the editor's format never writes it.

/**
 * The Sveltia field of one property of a schema: its widget, checks and languages (`langs`, the
 * site's, the first the one a name is written in once).
 */
export function fieldOf(
  name: string,
  n: Node,
  required: boolean,
  hints: Record<string, string> = {},
  langs: readonly Lang[] = languages,
): Field {
  const base = { name, label: labelOf(name), required, ...(hints[name] ? { hint: hints[name] } : {}) };
  const first = langs[0]!;
  if (isLocalized(n, langs) || isName(n, langs)) {
    const text = isLocalized(n, langs) ? n : n.anyOf!.find((a) => isLocalized(a, langs))!;
    // A name may be left empty on the other sides: it is then written once, as in the first language.
    const sides = isName(n, langs) && required ? { required: [first] } : {};
    // The form gives one pattern to every side: only where each language has that same rule (the
    // premiere's "World Premiere" is English alone). The build's check says the rest at the field.
    const rules = langs.map((lang) => JSON.stringify(textRules(text.properties![lang] ?? {})));
    return {
      ...base,
      widget: checked(longTexts.has(name) ? "text" : "string"),
      i18n: true,
      ...sides,
      ...(rules.every((r) => r === rules[0]) ? textRules(text.properties![first]!) : {}),
    };
  }
  // A choice written as a code ("headsets") is offered in words, where the kit has them.
  if (n.enum)
    return {
      ...base,
      widget: checked("select"),
      options: n.enum.map((value) => {
        const label = choiceLabels[name]?.[String(value)];
        return label ? { label, value } : value;
      }),
      i18n: "duplicate",
    };
  if (n.type === "boolean") return { ...base, widget: checked("boolean"), i18n: "duplicate", required: false };
  if (n.type === "number" || n.type === "integer") {
    const said = messages(n);
    const rules: Json = { value_type: n.type === "integer" ? "int" : "float" };
    if (n.minimum !== undefined) rules.min = n.minimum;
    if (n.maximum !== undefined) rules.max = n.maximum;
    if (n.multipleOf !== undefined) rules.step = n.multipleOf;
    // The form's number field checks a range, not a step: a range in steps (stars, in halves from
    // 1 to 5) is a pattern listing the values it allows, with the build's one message for all.
    const steps =
      n.multipleOf !== undefined && n.minimum !== undefined && n.maximum !== undefined ? (n.maximum - n.minimum) / n.multipleOf : Infinity;
    if (n.multipleOf !== undefined && n.multipleOf !== 1 && steps <= 40) {
      const allowed = Array.from({ length: steps + 1 }, (_, i) => String(n.minimum! + i * n.multipleOf!).replace(".", "\\."));
      const said = messages(n);
      return {
        ...base,
        widget: checked("number"),
        i18n: "duplicate",
        value_type: "float",
        step: n.multipleOf,
        pattern: [`^(${allowed.join("|")})$`, said.multiple_of ?? said.greater_than ?? `must be one of ${allowed.join(", ")}`],
      };
    }
    const rangeSaid = said.greater_than ?? said.less_than;
    return { ...base, widget: checked("number"), i18n: "duplicate", ...rules, ...(rangeSaid ? { hint: rangeSaid } : {}) };
  }
  if (n.type === "array" && n.items) {
    // A list may be empty unless the schema wants entries (reviews: [] while there are none); an
    // optional one (a screening's subtitles) may be left out whole, its least count asked only once
    // it is written, by the build's check at the field.
    const entry = entryLabelOf(name, n.items["x-widget"]);
    const list: Field = { ...base, widget: "list", label_singular: entry, required: required && (n.minItems ?? 0) > 0 };
    if (n.minItems !== undefined && required) list.min = n.minItems;
    if (n.maxItems !== undefined) list.max = n.maxItems;
    const item = n.items;
    if (item.type === "object" && !isLocalized(item, langs)) {
      const fields = fieldsOf(item, hints, langs);
      return { ...list, fields, i18n: fields.some((f) => f.i18n === true) ? true : "duplicate" };
    }
    // Each entry labelled as one of the list: "Language", not "Languages", above each box.
    const field: Field = { ...fieldOf(labelOf(name).toLowerCase(), item, true, {}, langs), label: entry };
    return { ...list, field, i18n: field.i18n === true ? true : "duplicate" };
  }
  if (n.type === "object" && n.properties) {
    const fields = fieldsOf(n, hints, langs);
    return { ...base, widget: "object", fields, i18n: fields.some((f) => f.i18n === true) ? true : "duplicate" };
  }
  if (n.type === "object" && typeof n.additionalProperties === "object") {
    // A group whose names are the file's own (the words files): fields from the file as written.
    return { ...base, widget: "object", fields: [], i18n: true };
  }
  // A country or a language from a list of their names, in the editor's language; a screening's festival from
  // festivals.yaml's (admin/checked-fields.ts makes each list as the editor opens).
  if (["country", "territory", "festival", "zoned-time", "language"].includes(String(n["x-widget"])))
    return { ...base, widget: `checked-${n["x-widget"]}`, i18n: "duplicate" };
  if (n["x-widget"] === "image") {
    // A photo of content/uploads, picked there or uploaded; the file gets its name alone (content-format.ts).
    return { ...base, widget: "image", i18n: "duplicate", choose_url: false, accept: "image/jpeg,image/png,image/webp" };
  }
  return { ...base, widget: checked("string"), i18n: "duplicate", ...textRules(n) };
}

/** The fields of an object schema, in its order, its texts in each of `langs`. */
export function fieldsOf(n: Node, hints: Record<string, string>, langs: readonly Lang[] = languages): Field[] {
  return Object.entries(n.properties ?? {}).map(([name, p]) => fieldOf(name, p, n.required?.includes(name) ?? false, hints, langs));
}

/** Every field name of a schema, at any depth (not a text's languages, `langs`). */
function namesOf(n: Node, langs: readonly Lang[], into = new Set<string>()): Set<string> {
  for (const [k, p] of Object.entries(n.properties ?? {})) {
    if (!(isLocalized(n, langs) && langs.includes(k))) into.add(k);
    namesOf(p, langs, into);
  }
  if (n.items) namesOf(n.items, langs, into);
  for (const a of n.anyOf ?? []) namesOf(a, langs, into);
  return into;
}

/**
 * A words file's fields: its groups and texts as the file has them, each text in each language. A
 * text is a map whose keys are languages' codes: the site's, and perhaps the kit's others, which
 * the form leaves out and the file keeps.
 */
function wordsFields(doc: Document): Field[] {
  const fields = (map: unknown): Field[] =>
    isMap(map)
      ? map.items.flatMap((pair) => {
          if (!isScalar(pair.key)) return [];
          const name = String(pair.key.value);
          const comment = (pair.key as { commentBefore?: string }).commentBefore;
          const hint = comment ? asHint(comment) : undefined;
          const value = pair.value;
          const isText = isMap(value) && value.items.every((p) => isScalar(p.key) && isLanguageCode(String(p.key.value)));
          const field: Field = isText
            ? { name, label: labelOf(name), widget: checked("string"), i18n: true, required: true }
            : { name, label: labelOf(name), widget: "object", i18n: true, collapsed: true, fields: fields(value) };
          return [{ ...field, ...(hint ? { hint } : {}) }];
        })
      : [];
  return fields(doc.contents);
}

/** Where each text of a file is written in each language of `langs`, or once or in each (a name): `submissions.*.judgingStatus`. */
export function shapesOf(n: Node, at = "", langs: readonly Lang[] = languages): Record<string, Shape> {
  const shapes: Record<string, Shape> = {};
  const join = (key: string) => (at === "" ? key : `${at}.${key}`);
  if (isLocalized(n, langs)) return { [at]: n["x-widget"] === "paragraphs" ? "paragraphs" : "localized" };
  if (isName(n, langs)) return { [at]: "name" };
  if (n["x-widget"] === "image") return { [at]: "image" };
  if (n.type === "array" && n.items) return shapesOf(n.items, join("*"), langs);
  if (n.properties) for (const [k, p] of Object.entries(n.properties)) Object.assign(shapes, shapesOf(p, join(k), langs));
  if (typeof n.additionalProperties === "object") Object.assign(shapes, shapesOf(n.additionalProperties, join("*"), langs));
  return shapes;
}

// The editor's sections, in the order a publicist looks for them; every file of the registry is in one.
const sections: { name: string; label: string; description: string; files: (name: CollectionName) => boolean }[] = [
  {
    name: "festival-run",
    label: "Festival run",
    description: "Festivals and their answers, reviews, screenings, and where to watch the film once it is out: what changes every week.",
    files: (n) => ["festivals", "reviews", "screenings", "releases"].includes(n),
  },
  {
    name: "film",
    label: "Film",
    description: "The film's facts, its long texts, cast and crew, stills and the press captions of every image.",
    files: (n) => ["film", "texts", "people", "stills", "captions"].includes(n),
  },
  {
    name: "press",
    label: "Press and contact",
    description: "The press contact, the downloads, the copies exhibitors can book, the links and what each download says.",
    files: (n) => ["contact", "downloads", "screening-copies", "links", "notifications"].includes(n),
  },
  {
    name: "site",
    label: "Site",
    description: "Where the site lives and where this editor saves: set once, when the site is set up.",
    files: (n) => n === "site",
  },
  {
    name: "words",
    label: "Words of the pages",
    description: "The words of each page, button and download.",
    files: (n) => n.startsWith("words/"),
  },
];

/** The files' format name: one per file, since the editor's format keeps each file's own text (comments, order). */
export const formatOf = (name: CollectionName) => `content-${name.replace("/", "-")}`;

export type AdminConfig = {
  config: Json;
  shapes: Record<string, Record<string, Shape>>;
  /** Each file's lists, and the fields naming their entries (the editor matches two people's saves by them). */
  identities: Record<string, Identities>;
};

/**
 * The editor's configuration for the repository at `root` (its content files give the words
 * files' fields and every file's comments): `config` for config.json, and each file's `shapes`
 * for the editor's format (which texts it writes in each language). `langs`: the site's languages,
 * the editor's sides, the first shown first.
 */
export function adminConfig({
  root,
  repo,
  branch = "main",
  auth,
  langs = languages,
}: {
  root: string;
  repo: string;
  branch?: string;
  auth?: string;
  langs?: readonly Lang[];
}): AdminConfig {
  const shapes: AdminConfig["shapes"] = {};
  const identities: AdminConfig["identities"] = {};
  const entries = Object.entries(collections) as [CollectionName, Collection][];
  const fileEntry = ([name, c]: [CollectionName, Collection]) => {
    const text = readFileSync(path.join(root, c.file), "utf8");
    const doc = parseDocument(text);
    const schema = jsonSchemaOf(c.schema);
    shapes[c.file] = c.words ? { "*.*": "localized" } : shapesOf(schema, "", langs);
    identities[c.file] = identitiesOf(schema);
    return {
      name: name.replace("/", "-"),
      label: labelOf(path.basename(c.file, ".yaml").replace(/-(.)/g, (_, ch: string) => ch.toUpperCase())),
      file: c.file,
      format: formatOf(name),
      i18n: true,
      // Hints from the file's own comments: above a field, or in the leading comment.
      fields: [
        checkField,
        ...(c.words ? wordsFields(doc) : fieldsOf(schema, { ...headerHints(text, namesOf(schema, langs)), ...hintsOf(doc) }, langs)),
      ],
    };
  };
  const config = {
    // auth: the sign-in service GitHub sends the editor back through (docs/editing.md, "Setting up").
    backend: { name: "github", repo, branch, ...(auth ? { base_url: auth } : {}) },
    // Photos go where the build takes them from; the build writes the served copies itself.
    // The files write a photo's name alone; the editor's format adds and takes off the folder.
    media_folder: mediaFolder,
    // An uploaded photo's name made the way the files want it ("Plaza Mayor 2.JPG" as
    // "plaza-mayor-2.jpg"); a print original is rarely above 30 MB. No stock photo services:
    // the press kit's pictures are the film's own.
    media_libraries: { default: { config: { slugify_filename: true, max_file_size: 30_000_000 } }, stock_assets: false },
    slug: { encoding: "ascii", clean_accents: true },
    // A side for each of the site's languages, the first shown first. A site in one language keeps
    // i18n with its one locale: Sveltia CMS then shows no language switch, and the files, the
    // format and the events read the same as with several (data the first's, i18n the others').
    i18n: { structure: "single_file", locales: [...langs], default_locale: langs[0] },
    collections: sections.map((s) => ({
      name: s.name,
      label: s.label,
      description: s.description,
      i18n: true,
      files: entries.filter(([n]) => s.files(n)).map(fileEntry),
    })),
  };
  return { config, shapes, identities };
}
