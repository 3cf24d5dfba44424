import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import exifr from "exifr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeWebCopies } from "./web-copies.ts";

// Throwaway originals: a grainy still at print size, a small headshot, a PNG and pure noise that
// no JPEG quality brings under 1 MB at 2048 px.
const folder = () => mkdtempSync(path.join(tmpdir(), "web-copies-"));

async function photo(dir: string, name: string, width: number, height: number, format: "jpeg" | "png" = "jpeg"): Promise<void> {
  // A gradient with grain, as a photo is: flat colour would make every size trivially small.
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i % (width * 3)) / (width * 3)) * 200 + ((i * 7919) % 23);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  writeFileSync(path.join(dir, name), await (format === "png" ? image.png() : image.jpeg({ quality: 90 })).toBuffer());
}

describe("web copies", () => {
  it("makes a JPEG 2048 px on the long edge, sRGB with its profile, under 1 MB, and never enlarges a smaller original", async () => {
    const source = folder();
    const out = folder();
    await photo(source, "still-01.jpg", 3600, 1532);
    await photo(source, "headshot.jpg", 1600, 2000);
    await photo(source, "poster.png", 2400, 3600);
    const { copies, problems } = await makeWebCopies(["headshot.jpg", "poster.png", "still-01.jpg"], source, out);
    expect(problems).toEqual([]);
    expect(copies.map((c) => [c.original, c.name, c.width, c.height])).toEqual([
      ["headshot.jpg", "headshot-web.jpg", 1600, 2000],
      ["poster.png", "poster-web.jpg", 1365, 2048],
      ["still-01.jpg", "still-01-web.jpg", 2048, 872],
    ]);
    for (const { name, width, height } of copies) {
      const bytes = readFileSync(path.join(out, name));
      expect(bytes.length).toBeLessThan(1_000_000);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", width, height]);
      const icc = (await exifr.parse(bytes, { icc: true, tiff: false })) as { ProfileDescription?: string; ColorSpaceData?: string };
      expect(icc.ProfileDescription).toBe("sRGB");
    }
  });

  it("removes a copy whose original went, and names two originals that would share a copy's name", async () => {
    const source = folder();
    const out = folder();
    await photo(source, "a.jpg", 800, 600);
    writeFileSync(path.join(out, "gone-web.jpg"), "old");
    await makeWebCopies(["a.jpg"], source, out);
    expect(readdirSync(out)).toEqual(["a-web.jpg"]);

    await photo(source, "a.png", 800, 600, "png");
    const { problems } = await makeWebCopies(["a.jpg", "a.png"], source, out);
    expect(problems).toEqual([
      "content/uploads: a.jpg and a.png would both have the web copy a-web.jpg; rename one of them (and its entry in content/captions.yaml)",
    ]);
  });

  // Every JPEG quality tried on a photo of noise: seconds alone, many more on a machine busy with other builds.
  it(
    "refuses, naming the file, an original no JPEG quality brings under the limit, and writes nothing for it",
    { timeout: 60_000 },
    async () => {
      const source = folder();
      const out = folder();
      // Smaller than the web copy's 2048 px, so it is not resized (a fifth of the pixels to encode at each quality).
      const [width, height] = [1000, 667];
      const noise = Buffer.alloc(width * height * 3);
      // xorshift32: white noise, which JPEG cannot compress.
      let x = 2463534242;
      for (let i = 0; i < noise.length; i++) {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        noise[i] = x & 255;
      }
      writeFileSync(
        path.join(source, "noise.png"),
        await sharp(noise, { raw: { width, height, channels: 3 } })
          .png()
          .toBuffer(),
      );
      // White noise fits 1 MB at the lowest quality tried: the limit is lowered to reach the refusal.
      await expect(makeWebCopies(["noise.png"], source, out, { maxBytes: 100_000 })).rejects.toThrow(
        "content/uploads/noise.png: its web copy could not be made (over 0.1 MB even at JPEG quality 54: export the photo again with less grain or noise)",
      );
      expect(existsSync(path.join(out, "noise-web.jpg"))).toBe(false);
    },
  );
});
