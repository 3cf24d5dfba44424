import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { buildResponsiveImages } from "./responsive-images.ts";

const dir = mkdtempSync(path.join(tmpdir(), "responsive-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A still of one colour, 1000 × 426, as a photographer's JPEG; a description no earlier run has
 * written, so its bytes are new to the build cache and it is resized here. */
async function still(uploads: string, name: string, rgb: [number, number, number]) {
  mkdirSync(uploads, { recursive: true });
  const file = path.join(uploads, name);
  await sharp({ create: { width: 1000, height: 426, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .withExif({ IFD0: { ImageDescription: randomUUID() } })
    .jpeg()
    .toFile(file);
  return file;
}

/** The mean colour of a copy, as decoded. */
async function colour(file: string) {
  const { channels } = await sharp(readFileSync(file)).stats(); // bytes: libvips keeps files opened by name
  return channels.slice(0, 3).map((c) => Math.round(c.mean));
}

describe("the resized copies", () => {
  it("are made at each width below the original's, and its own, in AVIF and WebP", async () => {
    const uploads = path.join(dir, "a/uploads");
    await still(uploads, "still-01.jpg", [200, 60, 30]);
    const { manifest, made } = await buildResponsiveImages(["still-01.jpg"], uploads, path.join(dir, "a/img"));
    expect(manifest["still-01.jpg"]).toEqual({ width: 1000, height: 426, widths: [480, 960, 1000] });
    expect(made).toBe(6);
    expect((await sharp(path.join(dir, "a/img/still-01-960.webp")).metadata()).width).toBe(960);
  });

  it("follow a photo replaced under the same name, and another site with the same photo gets the same copies", async () => {
    const uploads = path.join(dir, "b/uploads");
    const out = path.join(dir, "b/img");
    const red: [number, number, number] = [210, 60, 20];
    const file = await still(uploads, "still-02.jpg", red);
    await buildResponsiveImages(["still-02.jpg"], uploads, out);
    const [r] = await colour(path.join(out, "still-02-480.webp"));
    expect(r).toBeGreaterThan(150);

    // The photographer's blue version, dropped in later under the same name.
    await still(uploads, "still-02.jpg", [20, 60, 210]);
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    await buildResponsiveImages(["still-02.jpg"], uploads, out);
    const [r2, , b2] = await colour(path.join(out, "still-02-480.webp"));
    expect(b2).toBeGreaterThan(150);
    expect(r2).toBeLessThan(100);

    // A second site (a fixture, a fresh clone's next build) with the same blue photo.
    const other = path.join(dir, "c/uploads");
    mkdirSync(other, { recursive: true });
    writeFileSync(path.join(other, "still-02.jpg"), readFileSync(file));
    const { made, cached } = await buildResponsiveImages(["still-02.jpg"], other, path.join(dir, "c/img"));
    expect({ made, cached }).toEqual({ made: 0, cached: 6 });
    expect(readFileSync(path.join(dir, "c/img/still-02-960.avif"))).toEqual(readFileSync(path.join(out, "still-02-960.avif")));
  });
});
