import { unzipSync } from "fflate";
import { crc32 } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { captionsText, buildStillsArchive, stillsArchiveSize, type Upload } from "./stills-archive.ts";

// Three uploads of the real captions (stand-in bytes), served by a stubbed fetch, as the site serves /uploads.
const data: Record<string, Uint8Array<ArrayBuffer>> = {
  "poster.jpg": Uint8Array.from({ length: 5000 }, (_, i) => i % 251),
  "headshot-carmen-villalba.jpg": new TextEncoder().encode("the headshot of Doña Remedios"),
  "key-art.jpg": new Uint8Array(1234).fill(7),
};
const files: Upload[] = Object.entries(data).map(([name, bytes]) => ({ name, bytes: bytes.length, crc32: crc32(bytes) }));

afterEach(() => vi.unstubAllGlobals());

async function build(chosen: Upload[]) {
  vi.stubGlobal("fetch", (url: string) => Promise.resolve(new Response(data[decodeURIComponent(url.slice("/uploads/".length))]!)));
  return buildStillsArchive(() => {}, chosen);
}

describe("stills archive size", () => {
  it("is the size of the archive the browser builds, to the byte, Captions.txt included", async () => {
    expect(stillsArchiveSize(files)).toBe((await build(files)).size);
    const one = files.slice(1, 2);
    expect(stillsArchiveSize(one)).toBe((await build(one)).size);
  });
});

describe("Captions.txt", () => {
  it("lists the name, caption, credit and copyright of each file, in UTF-8 with a byte order mark and Windows line ends", () => {
    const text = captionsText(files);
    expect(text.startsWith("\uFEFFGirasol: High-Res Stills, captions and credits\r\n")).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text).toContain(
      [
        "headshot-carmen-villalba.jpg",
        "Carmen Villalba, who plays Doña Remedios in Girasol.",
        "Photo: Clara Montes / Camino Lento Films",
        "© 2025 Camino Lento Films",
      ].join("\r\n"),
    );
    const blocks = text.split("\r\n\r\n").slice(1);
    expect(blocks.map((b) => b.split("\r\n")[0])).toEqual(["poster.jpg", "headshot-carmen-villalba.jpg", "key-art.jpg"]);
    expect(blocks[0]!.split("\r\n")).toEqual([
      "poster.jpg",
      "The poster for Girasol, with Maya and Pipa on an empty road under a huge Andalusian sun.",
      "Artwork: Jaime Soler / Camino Lento Films",
      "© 2025 Camino Lento Films",
    ]);
  });

  it("is the first file of the archive's folder, and lists exactly the files zipped", async () => {
    const chosen = [files[2]!];
    const zip = unzipSync(new Uint8Array(await (await build(chosen)).arrayBuffer()));
    expect(Object.keys(zip)).toEqual(["High-Res Stills/", "High-Res Stills/Captions.txt", "High-Res Stills/key-art.jpg"]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(zip["High-Res Stills/Captions.txt"]);
    expect(text).toBe(captionsText(chosen));
    expect(text).toContain("key-art.jpg\r\n");
    expect(text).not.toContain("poster.jpg");
  });

  it("refuses a file without a press caption rather than zip it uncaptioned", async () => {
    expect(() => captionsText([{ name: "still-99-nowhere.jpg" }])).toThrow("still-99-nowhere.jpg: no press caption");
    await expect(build([{ name: "still-99-nowhere.jpg", bytes: 1, crc32: 0 }])).rejects.toThrow("no press caption");
  });
});
