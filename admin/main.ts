// The editor's start: each content file gets its own format (content-format.ts), which keeps the
// file as written; every field asks the build's content check before a save (checked-fields.ts),
// and a last check stands before every save; then Sveltia CMS starts with config.yml (all made by
// the build from the collections registry and the schemas: scripts/admin/config.ts).
import Sveltia from "@sveltia/cms";
import type { Document } from "yaml";
import { checkFieldName, draftOf, registerCheckedFields, type ImmutableMap } from "./checked-fields.ts";
import { fromFile, toFile, type Shapes } from "./content-format.ts";
import { DraftCheck, type CheckData } from "./draft-check.ts";

/** What this file asks of Sveltia CMS, typed as it is used here (its own types give Immutable.js maps as `any`). */
type Cms = {
  registerCustomFormat: (
    name: string,
    extension: string,
    format: { fromFile: (text: string) => unknown; toFile: (content: Record<string, Record<string, unknown>>) => string },
  ) => void;
  registerEventListener: (listener: { name: "preSave" | "postSave"; handler: (args: { entry: ImmutableMap }) => unknown }) => void;
  getFieldType: (name: string) => { control: unknown; preview?: unknown } | undefined;
  registerFieldType: (name: string, control: unknown, preview?: unknown) => void;
  init: () => void;
};
const CMS = Sveltia as unknown as Cms;

const json = async <T>(file: string) => (await (await fetch(new URL(file, import.meta.url))).json()) as T;
const [shapes, checkData] = await Promise.all([
  json<Record<string, { format: string; shapes: Shapes; uploads: string }>>("shapes.json"),
  json<CheckData>("check.json"),
]);
const checker = new DraftCheck(checkData);
const withoutCheck = (tree: Record<string, unknown>) => Object.fromEntries(Object.entries(tree).filter(([k]) => k !== checkFieldName));
// What a save writes, kept until the save is made: only then is it the file the others are checked against.
const written = new Map<string, string>();

for (const [file, { format, shapes: fileShapes, uploads }] of Object.entries(shapes)) {
  // The editor hands a format the text alone, and the content alone: the file's document is kept
  // here, between reading and writing it.
  let doc: Document | undefined;
  CMS.registerCustomFormat(format, "yaml", {
    fromFile(text) {
      checker.noteFile(file, text);
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
      );
      doc = fromFile(text).doc;
      written.set(file, text);
      return text;
    },
  });
}

registerCheckedFields(CMS, checker, (file) => shapes[file]?.shapes);

// The last word before anything is written: the whole draft checked again, whatever is on screen.
// Sveltia CMS 0.221 stops a save whose preSave handler throws; it shows the message of an error
// named "saving_failed" in its error dialog (read from its source: components/contents/details/toolbar.svelte).
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const draft = draftOf(entry);
    const fileShapes = shapes[draft.file]?.shapes;
    if (!fileShapes) return;
    const { all } = checker.check(draft.file, draft.content, fileShapes);
    if (all.length > 0) throw new Error("saving_failed", { cause: { message: `Not saved. Mend these first:\n${all.join("\n")}` } });
  },
});
CMS.registerEventListener({
  name: "postSave",
  handler: ({ entry }) => {
    const file = String(entry.get("path") ?? "");
    const text = written.get(file);
    if (text !== undefined) checker.noteFile(file, text);
  },
});
CMS.init();
