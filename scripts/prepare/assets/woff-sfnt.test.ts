import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { pdfFontFiles } from "./press-pdfs.ts";
import { sfntOfWoff } from "./woff-sfnt.ts";

const require = createRequire(import.meta.url);
// Words of both languages, with what the faces' Latin subset covers beyond ASCII.
const sample = "La carretera — 97 min · Andalucía, «Cádiz» 2,39:1 £20.000 “fin” ñ ü é";

/** A table's checksum as the sfnt format sums it: its bytes as big-endian 32-bit words, zero-padded. */
function checksum(bytes: Buffer): number {
  const padded = Buffer.concat([bytes, Buffer.alloc(-bytes.length & 3)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

describe("a PDF face unpacked from WOFF", () => {
  for (const [face, file] of Object.entries(pdfFontFiles)) {
    it(`${face}: fontkit reads it as the WOFF it came from, and each table is where its record says`, () => {
      const woff = readFileSync(require.resolve(file));
      const sfnt = sfntOfWoff(woff);
      const packed = fontkit.create(woff) as fontkit.Font;
      const unpacked = fontkit.create(sfnt) as fontkit.Font;
      expect(unpacked.type).toBe("TTF");
      expect(packed.type).toBe("WOFF");
      for (const key of ["postscriptName", "numGlyphs", "unitsPerEm", "ascent", "descent"] as const)
        expect(unpacked[key]).toEqual(packed[key]);
      const set = (font: fontkit.Font) => font.layout(sample).glyphs.map((g) => [g.id, g.advanceWidth]);
      expect(set(unpacked)).toEqual(set(packed));
      expect(set(unpacked).length).toBeGreaterThan(50);
      // Every table but head (whose checksum leaves out its own checksum adjustment) sums as its record says.
      const tables = sfnt.readUInt16BE(4);
      for (let i = 0; i < tables; i++) {
        const [tag, sum, offset, length] = [0, 4, 8, 12].map((o) => sfnt.readUInt32BE(12 + i * 16 + o)) as [number, number, number, number];
        expect(offset % 4).toBe(0);
        if (tag !== 0x68656164) expect(checksum(sfnt.subarray(offset, offset + length))).toBe(sum);
      }
    });
  }

  it("refuses a file that is not a WOFF 1.0", () => {
    const woff2 = readFileSync(require.resolve(Object.values(pdfFontFiles)[0]!.replace(/\.woff$/, ".woff2")));
    expect(() => sfntOfWoff(woff2)).toThrow("not a WOFF 1.0 file");
  });
});
