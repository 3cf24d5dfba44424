// The font file a WOFF 1.0 packs (its sfnt: TrueType or OpenType), each table inflated once.
// fontkit reads a WOFF's tables by inflating the whole table again at every glyph it reads, and
// PDFKit reads each glyph it sets and embeds: half a second of every language's PDFs went there.
import { inflateSync } from "node:zlib";

/** The sfnt of `woff` (https://www.w3.org/TR/WOFF/), its tables in the order the WOFF lists them. */
export function sfntOfWoff(woff: Uint8Array): Buffer {
  const file = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (file.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 file");
  const numTables = file.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const [tag, offset, compLength, origLength, checksum] = [0, 4, 8, 12, 16].map((o) => file.readUInt32BE(44 + i * 20 + o)) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const stored = file.subarray(offset, offset + compLength);
    // A table that would not shrink is stored as it is.
    return { tag, checksum, data: compLength < origLength ? inflateSync(stored) : stored };
  });
  // The offset table, then a record a table (tag, checksum, offset, length), then the tables, each on a 4-byte boundary.
  const power = 2 ** Math.floor(Math.log2(numTables));
  const head = Buffer.alloc(12 + numTables * 16);
  head.writeUInt32BE(file.readUInt32BE(4), 0);
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE((numTables - power) * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach(({ tag, checksum, data }, i) => {
    for (const [at, value] of [tag, checksum, offset, data.length].entries()) head.writeUInt32BE(value, 12 + i * 16 + at * 4);
    const padding = -data.length & 3;
    parts.push(data, Buffer.alloc(padding));
    offset += data.length + padding;
  });
  return Buffer.concat(parts);
}
