import { crc32 } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildStillsArchive, stillsArchiveSize, type Upload } from "./stills-archive";

// Three stand-in uploads, served by a stubbed fetch, as the site serves /uploads.
const data: Record<string, Uint8Array<ArrayBuffer>> = {
  "poster.jpg": Uint8Array.from({ length: 5000 }, (_, i) => i % 251),
  "still-01 señal.jpg": new TextEncoder().encode("a still with a non-ASCII name"),
  "key-art.jpg": new Uint8Array(1234).fill(7),
};
const files: Upload[] = Object.entries(data).map(([name, bytes]) => ({ name, bytes: bytes.length, crc32: crc32(bytes) }));

afterEach(() => vi.unstubAllGlobals());

describe("stills archive size", () => {
  it("is the size of the archive the browser builds, to the byte", async () => {
    vi.stubGlobal("fetch", (url: string) => Promise.resolve(new Response(data[decodeURIComponent(url.slice("/uploads/".length))]!)));
    const archive = await buildStillsArchive(() => {}, files);
    expect(stillsArchiveSize(files)).toBe(archive.size);
  });
});
