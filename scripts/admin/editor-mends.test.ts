import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withEditorMends } from "./editor-mends.ts";

const npmBuild = path.resolve(import.meta.dirname, "../../node_modules/@sveltia/cms/npm/index.js");

describe("the editor's mends", () => {
  it("find their shape once in the Sveltia CMS installed, and refuse a build without it, naming this file", () => {
    const text = readFileSync(npmBuild, "utf8");
    const mended = withEditorMends(text, "index.js");
    expect(mended).not.toBe(text);
    expect(mended.length - text.length).toBe("!=null".length - "!==void 0".length);
    expect(() => withEditorMends("export default {}", "index.js")).toThrow(/index\.js: .*scripts\/admin\/editor-mends\.ts/);
    expect(() => withEditorMends(mended, "index.js")).toThrow(/found it 0 times/);
  });
});
