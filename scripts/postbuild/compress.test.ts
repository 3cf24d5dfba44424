import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { compressTree } from "./compress.ts";

const dir = mkdtempSync(path.join(tmpdir(), "compress-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What a browser gets from each precompressed copy of `file`. */
const decoded = (file: string) => ({
  br: brotliDecompressSync(readFileSync(`${file}.br`)).toString(),
  gz: gunzipSync(readFileSync(`${file}.gz`)).toString(),
});

describe("the precompressed copies", () => {
  it("decode to the file as it is now, when a file changes between two builds", () => {
    const file = path.join(dir, "app.js");
    const first = `const a = "${"sunflower ".repeat(100)}";\n`;
    writeFileSync(file, first);
    compressTree(dir);
    expect(decoded(file)).toEqual({ br: first, gz: first });

    const second = `const a = "${"olive ".repeat(150)}";\n`;
    writeFileSync(file, second);
    compressTree(dir);
    expect(decoded(file)).toEqual({ br: second, gz: second });
  });

  it("are the same bytes for the same file in another build, and small files are left as they are", () => {
    const text = `<p>${"Vague ".repeat(200)}</p>\n`;
    const other = mkdtempSync(path.join(tmpdir(), "compress-other-"));
    try {
      writeFileSync(path.join(dir, "page.html"), text);
      writeFileSync(path.join(other, "page.html"), text);
      writeFileSync(path.join(other, "tiny.css"), "p{margin:0}");
      compressTree(dir);
      const { files } = compressTree(other);
      expect(files).toBe(1);
      expect(readFileSync(path.join(other, "page.html.br"))).toEqual(readFileSync(path.join(dir, "page.html.br")));
      expect(decoded(path.join(other, "page.html")).br).toBe(text);
      expect(() => readFileSync(path.join(other, "tiny.css.br"))).toThrow();
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
