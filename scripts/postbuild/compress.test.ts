import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
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

  it("made quickly for a test site, decode the same, and a site that ships never takes them", () => {
    // Text that compresses better at the best level, so the two copies differ.
    const text = `<p>${Array.from({ length: 400 }, (_, i) => `Vague ${(i * 7919) % 1000} ola ${i % 13}`).join(" ")}</p>\n`;
    const quick = mkdtempSync(path.join(tmpdir(), "compress-quick-"));
    const ships = mkdtempSync(path.join(tmpdir(), "compress-ships-"));
    try {
      writeFileSync(path.join(quick, "page.html"), text);
      writeFileSync(path.join(ships, "page.html"), text);
      compressTree(quick, true);
      compressTree(ships, false);
      expect(decoded(path.join(quick, "page.html"))).toEqual({ br: text, gz: text });
      expect(decoded(path.join(ships, "page.html"))).toEqual({ br: text, gz: text });
      const best = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      expect(readFileSync(path.join(ships, "page.html.br"))).toEqual(best);
      expect(readFileSync(path.join(quick, "page.html.br")).length).toBeGreaterThan(best.length);
    } finally {
      rmSync(quick, { recursive: true, force: true });
      rmSync(ships, { recursive: true, force: true });
    }
  });
});
