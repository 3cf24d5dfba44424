import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalog, sizes } from "./catalog";
import { referencedImages } from "../prepare/content/content-check";
import { readCollections } from "../prepare/content/load-collections";

describe("stand-in catalogue", () => {
  it("covers every image the content names, and the uploads folder holds exactly the catalogue", () => {
    const files = catalog().map((r) => r.file);
    for (const ref of referencedImages(readCollections().files)) expect(files).toContain(ref.file);
    const uploads = readdirSync(path.resolve(import.meta.dirname, "../../content/uploads")).filter((f) => !f.startsWith("."));
    expect(uploads.sort()).toEqual([...files].sort());
  });

  it("makes stills at least 2400 px wide at 2.35:1, posters 2:3 and headshots 4:5", () => {
    expect(sizes.still.width).toBeGreaterThanOrEqual(2400);
    expect(sizes.still.width / sizes.still.height).toBeCloseTo(2.35, 2);
    expect(sizes.poster.width / sizes.poster.height).toBeCloseTo(2 / 3, 3);
    expect(sizes.headshot.width / sizes.headshot.height).toBeCloseTo(4 / 5, 3);
  });
});
