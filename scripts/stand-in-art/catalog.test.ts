import { describe, expect, it } from "vitest";
import { catalog, sizes } from "./catalog.ts";
import { referencedImages } from "#src/content/build-time/check/content-rules.ts";
import { withEdits } from "../prepare/content/edited-content.ts";

describe("stand-in catalogue", () => {
  // The seed fixture's images (fixtures/seed/content/uploads) were drawn from this catalogue: it
  // must cover every image the seed names, so `npm run images` can draw them again.
  it("covers every image the seed fixture's content names", () => {
    const files = catalog().map((r) => r.file);
    const named = referencedImages(withEdits().files).map((ref) => ref.file);
    expect(named.length).toBeGreaterThan(0);
    for (const file of named) expect(files).toContain(file);
  });

  it("draws every kind at print size (at least 3600 px on the long edge): stills 2.35:1, posters 2:3 and headshots 4:5", () => {
    for (const { width, height } of Object.values(sizes)) expect(Math.max(width, height)).toBeGreaterThanOrEqual(3600);
    expect(sizes.still.width / sizes.still.height).toBeCloseTo(2.35, 2);
    expect(sizes.poster.width / sizes.poster.height).toBeCloseTo(2 / 3, 3);
    expect(sizes.headshot.width / sizes.headshot.height).toBeCloseTo(4 / 5, 3);
  });
});
