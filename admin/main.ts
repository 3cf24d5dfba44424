// The editor's start: each content file gets its own format (content-format.ts), which keeps the
// file as written, then Sveltia CMS starts with config.yml (both made by the build from the
// collections registry and the schemas: scripts/admin/config.ts).
import type { Document } from "yaml";
import { fromFile, toFile, type Shapes } from "./content-format.ts";

type Cms = {
  registerCustomFormat: (
    name: string,
    extension: string,
    format: { fromFile: (text: string) => unknown; toFile: (content: Record<string, Record<string, unknown>>) => string },
  ) => void;
  init: () => void;
};
declare const CMS: Cms;

const shapes = (await (await fetch(new URL("shapes.json", import.meta.url))).json()) as Record<
  string,
  { format: string; shapes: Shapes; uploads: string }
>;
for (const { format, shapes: fileShapes, uploads } of Object.values(shapes)) {
  // The editor hands a format the text alone, and the content alone: the file's document is kept
  // here, between reading and writing it.
  let doc: Document | undefined;
  CMS.registerCustomFormat(format, "yaml", {
    fromFile(text) {
      const read = fromFile(text, fileShapes, uploads);
      doc = read.doc;
      return read.content;
    },
    toFile(content) {
      const { doc: written } = doc ? { doc } : fromFile("{}");
      const text = toFile(written, content, fileShapes);
      doc = fromFile(text).doc;
      return text;
    },
  });
}
CMS.init();
