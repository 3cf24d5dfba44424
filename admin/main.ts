// The editor's start: each content file gets its own format (content-format.ts), which keeps the
// file as written; every field asks the build's content check before a save (checked-fields.ts),
// and a last check stands before every save; then Sveltia CMS starts with config.json (all made by
// the build from the collections registry and the schemas: scripts/admin/config.ts). After each
// save, a panel says whether it went live (save-status.ts).
// First: before any schema of the content check is made.
import "./without-eval.ts";
import Sveltia from "@sveltia/cms";
import { parse, type Document } from "yaml";
import { checkFieldName, draftOf, registerCheckedFields, type ImmutableMap } from "./checked-fields.ts";
import { problemLines, refusalWords } from "./check-words.ts";
import { fromFile, inLanguage, toFile, type Shapes } from "./content-format.ts";
import type { Identities } from "./list-identity.ts";
import { DraftCheck, type CheckData } from "./draft-check.ts";
import { mergeDraft, same, type Trees } from "./merge-draft.ts";
import { clashRefusal, mergeWords } from "./merge-words.ts";
import { watchSaves } from "./save-status.ts";
import { languages } from "./sides.ts";
import { uiLanguageOf } from "./ui-language.ts";
import { registerPreviews, type AsRead } from "./preview/register.tsx";
import type { FontFile } from "#src/styles/font-faces.ts";

/** The entry a save hands its handlers, as an Immutable.js map that can be given back changed. */
type SavingEntry = ImmutableMap & {
  set: (key: string, value: unknown) => SavingEntry;
  setIn: (path: string[], value: unknown) => SavingEntry;
};
/** What this file asks of Sveltia CMS, typed as it is used here (its own types give Immutable.js maps as `any`). */
type Cms = {
  registerCustomFormat: (
    name: string,
    extension: string,
    format: { fromFile: (text: string) => unknown; toFile: (content: Record<string, Record<string, unknown>>) => string },
  ) => void;
  registerEventListener: (listener: { name: "preSave" | "postSave"; handler: (args: { entry: SavingEntry }) => unknown }) => void;
  getFieldType: (name: string) => { control: unknown; preview?: unknown } | undefined;
  registerFieldType: (name: string, control: unknown, preview?: unknown) => void;
  init: () => void;
};
const CMS = Sveltia as unknown as Cms;

const json = async <T>(file: string) => (await (await fetch(new URL(file, import.meta.url))).json()) as T;
const [shapes, checkData, preview] = await Promise.all([
  json<Record<string, { format: string; label: string; shapes: Shapes; identities: Identities; uploads: string }>>("shapes.json"),
  json<CheckData>("check.json"),
  json<{ styles: string[]; fonts: Record<FontFile, string> }>("preview.json"),
]);
const checker = new DraftCheck(checkData);
const withoutCheck = (tree: Record<string, unknown>) => Object.fromEntries(Object.entries(tree).filter(([k]) => k !== checkFieldName));
// What a save writes, kept until the save is made: only then is it the file the others are checked against.
const written = new Map<string, string>();
// Each file as the editor last read it from the git host (again before each save there), and as
// its open draft was made from it: a save merges the draft's changes into the file as it is now.
const lastRead = new Map<string, string>();
const bases = new Map<string, Trees>();
// The clashes of each file's last refusal, which its draft's owner has read: saved again, each does what the refusal said.
const seen = new Map<string, Set<string>>();
/** The editor's language, as the team chose it (its own words are in English and Spanish). */
const editorLang = () => uiLanguageOf(document.documentElement.lang);
const contentOf = (file: string, text: string) => fromFile(text, shapes[file]?.shapes, shapes[file]?.uploads).content;

for (const [file, { format, shapes: fileShapes, identities, uploads }] of Object.entries(shapes)) {
  // The editor hands a format the text alone, and the content alone: the file's document is kept
  // here, between reading and writing it.
  let doc: Document | undefined;
  CMS.registerCustomFormat(format, "yaml", {
    fromFile(text) {
      checker.noteFile(file, text);
      lastRead.set(file, text);
      const read = fromFile(text, fileShapes, uploads);
      doc = read.doc;
      return read.content;
    },
    toFile(content) {
      const { doc: document } = doc ? { doc } : fromFile("{}");
      // The "Check" field holds the editor's word on the draft, not the file's.
      const text = toFile(
        document,
        Object.fromEntries(Object.entries(content).map(([lang, tree]) => [lang, withoutCheck(tree)])),
        fileShapes,
        identities,
      );
      doc = fromFile(text).doc;
      written.set(file, text);
      return text;
    },
  });
}

const checkedFields = registerCheckedFields(
  CMS,
  checker,
  (file) => shapes[file]?.shapes,
  // A draft that reads as the file does was made from it: the base of its merge. (A draft already
  // edited is one shown again, its base kept.)
  ({ file, content }) => {
    const text = lastRead.get(file);
    if (text === undefined) return;
    const read = contentOf(file, text);
    if (same(content, read)) bases.set(file, read);
  },
);

/** A save refused, with the words the editor's dialog shows below its own (Sveltia CMS 0.221 shows an error named "saving_failed"). */
const refuse = (message: string) => new Error("saving_failed", { cause: { message } });

/**
 * The draft as it will be saved: where the file changed after the draft was made from it
 * (someone else saved it), the draft's changes over the file as it is now (merge-draft.ts);
 * `undefined` where the file has not changed. Throws, saving nothing, where both changed a value.
 */
function mergedWithTheirs(file: string, mine: Trees): Trees | undefined {
  const base = bases.get(file);
  const text = lastRead.get(file);
  if (!base || text === undefined) return undefined;
  const theirs = contentOf(file, text);
  if (same(base, theirs)) return undefined;
  const read = seen.get(file) ?? new Set<string>();
  const { merged, clashes } = mergeDraft(base, mine, theirs, { identities: shapes[file]?.identities, seen: read });
  if (clashes.length > 0) {
    // Saved again, the draft does what the refusal says: its owner has read it.
    seen.set(file, new Set([...read, ...clashes.map((c) => c.id)]));
    throw refuse(clashRefusal(clashes, editorLang()));
  }
  return merged;
}

// The last word before anything is written, and the one refusal of a save the build would refuse:
// the whole draft checked again, whatever is on screen. Sveltia CMS 0.221 stops a save whose
// preSave handler throws; it shows the message of an error named "saving_failed" in its error
// dialog (read from its source: components/contents/details/toolbar.svelte), under words of its
// own that the build makes ours (scripts/admin/form-words.ts). The message says each problem with
// its field and side, in the editor's language.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const draft = draftOf(entry);
    const fileShapes = shapes[draft.file]?.shapes;
    if (!fileShapes) return undefined;
    const word = checker.check(draft.file, draft.content, fileShapes);
    // The fields and "Check" lines say what this check says.
    checkedFields.heard(draft.file, word);
    const { all, placed, elsewhere } = word;
    if (all.length > 0) throw refuse(refusalWords(placed, elsewhere, editorLang()));
    const merged = mergedWithTheirs(draft.file, draft.content);
    if (!merged) return undefined;
    // Checked again with the other person's changes in; then the editor writes it (Sveltia CMS
    // 0.221 takes a preSave handler's entry as the one to save: services/api/events.js), the first
    // language's as its data and each other's under i18n, as it hands them.
    const together = checker.check(draft.file, merged, fileShapes);
    if (together.all.length > 0)
      throw refuse([mergeWords[editorLang()].problems, ...problemLines(together.placed, together.elsewhere, editorLang())].join("\n"));
    const [first, ...others] = languages;
    return others.reduce(
      (saving, lang) => saving.setIn(["i18n", lang, "data"], merged[lang] ?? {}),
      entry.set("data", merged[first!] ?? {}),
    );
  },
});
CMS.registerEventListener({
  name: "postSave",
  handler: ({ entry }) => {
    const file = String(entry.get("path") ?? "");
    const text = written.get(file);
    if (text === undefined) return;
    checker.noteFile(file, text);
    // The file as saved is what the draft on screen now stands on.
    lastRead.set(file, text);
    bases.set(file, contentOf(file, text));
    seen.delete(file);
  },
});
// Each file's preview as the site shows it, where it has one (preview/templates.tsx): the draft as
// the save would write the file, read in the language previewed.
const asRead: AsRead = (file, drafts, lang) => {
  const text = toFile(
    fromFile("{}").doc,
    Object.fromEntries(Object.entries(drafts).map(([side, draft]) => [side, withoutCheck(draft)])),
    shapes[file]?.shapes ?? {},
    shapes[file]?.identities,
  );
  return inLanguage(parse(text) ?? {}, lang) as Record<string, unknown>;
};
registerPreviews(CMS, { ...preview, files: new Set(checkData.files), asRead });
// What became of each save with the git host: checked, live, or why not (save-status.ts).
watchSaves(Object.fromEntries(Object.entries(shapes).map(([file, { label }]) => [file, label])), checkData.repository);
CMS.init();
