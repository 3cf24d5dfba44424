import { unzipSync } from "fflate";
import JSZip from "jszip";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32 as browserCrc32, storedZip, storedZipSize } from "./stored-zip.ts";

// The archive is read back with two zip libraries the project did not write: fflate for the
// contents, JSZip with CRC checking on (what an unzip tool verifies).
const encoder = new TextEncoder();
const files = [
  { name: "High-Res Stills/poster.jpg", bytes: Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256) },
  { name: "High-Res Stills/still-01 señal.jpg", bytes: encoder.encode("a still with a non-ASCII name") },
  { name: "High-Res Stills/empty.txt", bytes: new Uint8Array(0) },
];
const when = new Date(2025, 8, 19, 14, 30, 8);

async function build() {
  const blob = storedZip([
    { name: "High-Res Stills", lastModified: when },
    ...files.map((f) => ({ name: f.name, data: new Blob([f.bytes]), crc32: crc32(f.bytes), lastModified: when })),
  ]);
  return new Uint8Array(await blob.arrayBuffer());
}

describe("stored zip", () => {
  it("holds the folder and every file byte for byte, stored, under UTF-8 names", async () => {
    const zip = await build();
    const entries = unzipSync(zip);
    expect(Object.keys(entries)).toEqual(["High-Res Stills/", ...files.map((f) => f.name)]);
    for (const f of files) expect(Buffer.compare(Buffer.from(entries[f.name]!), Buffer.from(f.bytes))).toBe(0);
    expect(zip.length).toBe(22 + files.reduce((n, f) => n + 76 + 2 * encoder.encode(f.name).length + f.bytes.length, 0) + 76 + 2 * 16);
  });

  it("its size is known beforehand from the names and sizes alone (what the download's card shows)", async () => {
    const zip = await build();
    expect(storedZipSize([{ name: "High-Res Stills" }, ...files.map((f) => ({ name: f.name, size: f.bytes.length }))])).toBe(zip.length);
    expect(storedZipSize([])).toBe(storedZip([]).size);
  });

  it("passes a CRC-checking reader, with dates and folder flags set", async () => {
    const read = await JSZip.loadAsync(await build(), { checkCRC32: true });
    expect(read.file(files[0]!.name)!.date.getUTCFullYear()).toBe(2025);
    expect(read.files["High-Res Stills/"]!.dir).toBe(true);
    for (const f of files) expect(await read.file(f.name)!.async("uint8array")).toEqual(f.bytes);
  });

  it("a wrong CRC is caught by that reader (so the check above can fail)", async () => {
    const bad = storedZip([{ name: "x.bin", data: new Blob([files[0]!.bytes]), crc32: crc32(files[0]!.bytes) ^ 1, lastModified: when }]);
    const zip = await JSZip.loadAsync(new Uint8Array(await bad.arrayBuffer()), { checkCRC32: true }).catch((e: Error) => e);
    expect(zip).toBeInstanceOf(Error);
    expect(String(zip)).toMatch(/crc32/i);
  });

  it("computes the CRC-32 of text made in the browser as zlib does", () => {
    for (const bytes of [new Uint8Array(0), encoder.encode("\uFEFFCaptions: Doña Remedios, © 2025\r\n"), files[0]!.bytes])
      expect(browserCrc32(bytes)).toBe(crc32(bytes));
  });
});
