// The build's warning about a key art or poster the platforms' artwork must enlarge: named with
// its size, how much and what to send; none for a file large enough.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { artworkSizeWarnings, keyArtSizes, posterSize } from "./artwork-sizes.ts";

const dir = mkdtempSync(path.join(tmpdir(), "artwork-sizes-"));
const image = (name: string, width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c8862a" } })
    .jpeg()
    .toFile(path.join(dir, name));

describe("artwork size warnings", () => {
  it("name a key art the square is enlarged from, with the size to send, and a poster smaller than 2000 × 3000", async () => {
    await image("key-art.jpg", 3600, 1532);
    await image("poster.jpg", 1000, 1500);
    const warnings = await artworkSizeWarnings(dir, "key-art.jpg", "poster.jpg");
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(
      /^content\/uploads\/key-art\.jpg is 3600 × 1532 px: the square key art for platforms \(3000 × 3000 px\) is cut from it and enlarged 2\.0 times/,
    );
    expect(warnings[0]).toContain("at least 7050 × 3000 px");
    expect(warnings[1]).toMatch(
      /^content\/uploads\/poster\.jpg is 1000 × 1500 px: the poster for platforms \(2000 × 3000 px\) is cut from it and enlarged 2\.0 times/,
    );
  });

  it("say nothing of files large enough for every size", async () => {
    const { keyArtWide, keyArtSquare } = keyArtSizes;
    await image("big-key-art.jpg", Math.max(keyArtWide.width, keyArtSquare.width) * 2, Math.max(keyArtWide.height, keyArtSquare.height));
    await image("big-poster.jpg", posterSize.width, posterSize.height);
    expect(await artworkSizeWarnings(dir, "big-key-art.jpg", "big-poster.jpg")).toEqual([]);
  });
});
