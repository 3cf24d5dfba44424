// A zip of stored (uncompressed) entries, assembled as Blob parts around Blobs the browser
// already holds. The CRC-32 of every file is computed at build time (scripts/prepare/index.ts), so no
// byte of the stills passes through JavaScript: the archive is the fetched files plus a few
// hundred bytes of headers, and the JS heap stays near empty however large the archive is.
// (A zip library must read every byte to compute its CRC, which made the archive much slower
// than fetching the same files: docs/benchmarks.md, history.)

export type StoredEntry = { name: string; lastModified: Date } & ({ data: Blob; crc32: number } | { data?: undefined; crc32?: undefined });

const UTF8_NAMES = 0x0800; // general purpose flag bit 11: names are UTF-8
const VERSION = 20; // 2.0: folders and stored files
const UNIX = 3 << 8;
// Fixed lengths of the records, before each entry's name.
const LOCAL_HEADER = 30;
const CENTRAL_HEADER = 46;
const END_RECORD = 22;

/** A folder's name ends with "/", as zip readers expect. */
const entryName = (name: string, folder: boolean) => (folder && !name.endsWith("/") ? `${name}/` : name);

/** MS-DOS date and time fields (local time, two-second resolution, from 1980). */
function dosDateTime(d: Date): { time: number; date: number } {
  const year = Math.max(1980, d.getFullYear());
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

function header(signature: number, length: number): { bytes: Uint8Array<ArrayBuffer>; view: DataView } {
  const bytes = new Uint8Array(length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, signature, true);
  return { bytes, view };
}

export function storedZip(entries: StoredEntry[]): Blob {
  const encoder = new TextEncoder();
  const parts: BlobPart[] = [];
  const central: Uint8Array<ArrayBuffer>[] = [];
  let offset = 0;
  for (const entry of entries) {
    const folder = entry.data === undefined;
    const name = encoder.encode(entryName(entry.name, folder));
    const size = entry.data?.size ?? 0;
    const crc = entry.crc32 ?? 0;
    const { time, date } = dosDateTime(entry.lastModified);
    if (name.length > 0xffff) throw new Error(`zip: name too long: ${entry.name}`);

    const local = header(0x04034b50, LOCAL_HEADER + name.length);
    local.view.setUint16(4, VERSION, true);
    local.view.setUint16(6, UTF8_NAMES, true);
    local.view.setUint16(8, 0, true); // stored
    local.view.setUint16(10, time, true);
    local.view.setUint16(12, date, true);
    local.view.setUint32(14, crc, true);
    local.view.setUint32(18, size, true);
    local.view.setUint32(22, size, true);
    local.view.setUint16(26, name.length, true);
    local.bytes.set(name, LOCAL_HEADER);

    const dir = header(0x02014b50, CENTRAL_HEADER + name.length);
    dir.view.setUint16(4, UNIX | VERSION, true);
    dir.view.setUint16(6, VERSION, true);
    dir.view.setUint16(8, UTF8_NAMES, true);
    dir.bytes.set(local.bytes.subarray(8, 28), 10); // method, time, date, CRC and sizes, as in the local header
    dir.view.setUint16(28, name.length, true);
    // Unix permissions (rw-r--r-- files, rwxr-xr-x folders) and the MS-DOS folder bit.
    dir.view.setUint32(38, folder ? ((0o40755 << 16) | 0x10) >>> 0 : (0o100644 << 16) >>> 0, true);
    dir.view.setUint32(42, offset, true);
    dir.bytes.set(name, CENTRAL_HEADER);
    central.push(dir.bytes);

    parts.push(local.bytes);
    if (entry.data) parts.push(entry.data);
    offset += local.bytes.length + size;
  }
  const directorySize = central.reduce((n, c) => n + c.length, 0);
  // Without ZIP64 records a stored archive holds at most 65,535 entries and 4 GiB.
  if (entries.length > 0xffff || offset + directorySize > 0xffffffff) throw new Error("zip: archive too large without ZIP64");
  const end = header(0x06054b50, END_RECORD);
  end.view.setUint16(8, entries.length, true);
  end.view.setUint16(10, entries.length, true);
  end.view.setUint32(12, directorySize, true);
  end.view.setUint32(16, offset, true);
  return new Blob([...parts, ...central, end.bytes], { type: "application/zip" });
}

/**
 * The size in bytes of the archive storedZip makes of these entries (a folder has no size),
 * without their data: the files plus a local header and a central directory record per entry
 * (each with its name) and the end record. The build shows it on the download's card.
 */
export function storedZipSize(entries: { name: string; size?: number }[]): number {
  const encoder = new TextEncoder();
  return entries.reduce((total, entry) => {
    const name = encoder.encode(entryName(entry.name, entry.size === undefined)).length;
    return total + LOCAL_HEADER + CENTRAL_HEADER + 2 * name + (entry.size ?? 0);
  }, END_RECORD);
}

let crcTable: Uint32Array | undefined;

/**
 * The CRC-32 of bytes made in the browser (the archive's Captions.txt), as zip and zlib compute
 * it. The stills' own CRCs come from the build; this one covers a few kilobytes of text.
 */
export function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
