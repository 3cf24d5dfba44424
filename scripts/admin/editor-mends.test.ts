import { readFileSync } from "node:fs";
import path from "node:path";
import { transform } from "esbuild";
import { describe, expect, it } from "vitest";
import { withEditorMends } from "./editor-mends.ts";

const npmBuild = path.resolve(import.meta.dirname, "../../node_modules/@sveltia/cms/npm/index.js");

describe("the editor's mends", () => {
  it("find their shape once in the Sveltia CMS installed, and refuse a build without it, naming this file", async () => {
    const text = readFileSync(npmBuild, "utf8");
    const mended = withEditorMends(text, "index.js");
    expect(mended).not.toBe(text);
    // A `null` group takes its values; a move is made on every side, by the list editor's move alone.
    expect(mended.match(/\]!=null\)return;/g)?.length).toBe((text.match(/\]!=null\)return;/g)?.length ?? 0) + 1);
    expect(mended.match(/i18n:onEverySide\?`duplicate`:/g)).toHaveLength(1);
    expect(mended).toMatch(/=async\(\w+,\w+,\w+=`reorder`\)=>\{\w+\(\(\{valueList:[^\n]*?\},!0\),await/);
    // And it still reads as JavaScript.
    await expect(transform(mended, { format: "esm", loader: "js" })).resolves.toBeDefined();
    expect(() => withEditorMends("export default {}", "index.js")).toThrow(/index\.js: .*scripts\/admin\/editor-mends\.ts/);
    expect(() => withEditorMends(mended, "index.js")).toThrow(/found it 0 times/);
  });
});
