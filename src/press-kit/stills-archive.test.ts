import { unzipSync } from "fflate";
import { crc32 } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { captions } from "#lang/captions.json";
import { film } from "../content/film.ts";
import { archiveFiles, captionsText, buildStillsArchive, stillsArchiveSize, type Upload } from "./stills-archive.ts";

// Three uploads of the real captions (stand-in bytes), served by a stubbed fetch, as the site serves /uploads.
const headshot = captions.find((c) => c.file.startsWith("headshot-"))!.file;
const data: Record<string, Uint8Array<ArrayBuffer>> = {
  "poster.jpg": Uint8Array.from({ length: 5000 }, (_, i) => i % 251),
  [headshot]: new TextEncoder().encode("a headshot, ñ and all"),
  "key-art.jpg": new Uint8Array(1234).fill(7),
};
const files: Upload[] = Object.entries(data).map(([name, bytes]) => ({ name, bytes: bytes.length, crc32: crc32(bytes) }));

afterEach(() => vi.unstubAllGlobals());

/** A file's caption and credit as content/captions.yaml writes them, and the film's copyright line. */
const entry = (file: string) => captions.find((c) => c.file === file)!;
const copyright = `© ${film.year} ${film.copyrightHolder}`;

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
    expect(text.startsWith(`\uFEFF${film.title}: High-Res Stills, captions and credits\r\n`)).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text).toContain([headshot, entry(headshot).caption, entry(headshot).credit, copyright].join("\r\n"));
    const blocks = text.split("\r\n\r\n").slice(1);
    expect(blocks.map((b) => b.split("\r\n")[0])).toEqual(["poster.jpg", headshot, "key-art.jpg"]);
    expect(blocks[0]!.split("\r\n")).toEqual(["poster.jpg", entry("poster.jpg").caption, entry("poster.jpg").credit, copyright]);
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

describe("the web copies' zip", () => {
  // The same three files served as web copies at /uploads/web, each named after its original.
  const web: Upload[] = files.map((f) => ({ ...f, name: f.name.replace(/\.jpg$/, "-web.jpg"), original: f.name }));

  it("fetches the copies from /uploads/web into a folder of their own, Captions.txt giving each the original's caption", async () => {
    const asked: string[] = [];
    vi.stubGlobal("fetch", (url: string) => {
      asked.push(url);
      const name = decodeURIComponent(url.slice("/uploads/web/".length)).replace(/-web\.jpg$/, ".jpg");
      return Promise.resolve(new Response(data[name]!));
    });
    const blob = await buildStillsArchive(() => {}, web, "web");
    expect(asked.sort()).toEqual(web.map((f) => `/uploads/web/${f.name}`).sort());
    expect(stillsArchiveSize(web, "web")).toBe(blob.size);
    const zip = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.keys(zip)).toEqual([
      "Web Stills 2048 px/",
      "Web Stills 2048 px/Captions.txt",
      ...web.map((f) => `Web Stills 2048 px/${f.name}`),
    ]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(zip["Web Stills 2048 px/Captions.txt"]);
    expect(text.startsWith(`\uFEFF${film.title}: Web Stills 2048 px, captions and credits\r\n`)).toBe(true);
    expect(text).toContain(`poster-web.jpg\r\n${entry("poster.jpg").caption}`);
  });

  it("names each chosen original's web copy with the size and CRC the build measured", () => {
    const [copy] = archiveFiles(["poster.jpg"], "web");
    expect(copy).toMatchObject({ name: "poster-web.jpg", original: "poster.jpg" });
    expect(copy!.bytes).toBeGreaterThan(0);
    expect(() => archiveFiles(["still-99-nowhere.jpg"], "web")).toThrow("Not in the archive: still-99-nowhere.jpg");
  });
});
