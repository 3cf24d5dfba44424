import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { printSizeWarnings } from "./print-size-warnings.ts";

async function photo(dir: string, name: string, width: number, height: number): Promise<void> {
  writeFileSync(
    path.join(dir, name),
    await sharp({ create: { width, height, channels: 3, background: "#c98b2b" } })
      .jpeg()
      .toBuffer(),
  );
}

describe("print size warnings", () => {
  it("names each image under 3000 px on its long edge with its size and print size, and no other", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "print-size-"));
    await photo(dir, "small-still.jpg", 2400, 1021);
    await photo(dir, "small-headshot.jpg", 1600, 2000);
    await photo(dir, "print-still.jpg", 3000, 1277);
    await photo(dir, "print-portrait.jpg", 2400, 3600);
    const warnings = await printSizeWarnings(dir, ["small-still.jpg", "small-headshot.jpg", "print-still.jpg", "print-portrait.jpg"]);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain("content/uploads/small-still.jpg is 2400 × 1021 px");
    expect(warnings[0]).toContain("prints at only 20.3 × 8.6 cm");
    expect(warnings[1]).toContain("content/uploads/small-headshot.jpg is 1600 × 2000 px");
    expect(warnings[1]).toContain("13.5 × 16.9 cm");
  });
});
