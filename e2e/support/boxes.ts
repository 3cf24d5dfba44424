import type { Locator } from "@playwright/test";
import { expect } from "./fixtures.ts";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Each part is shown, inside the viewport, and overlaps none of the others: what a reader sees
 * of a lightbox or dialog, checked box by box. Measured until the layout settles (an image taking
 * its place, a dialog's opening animation).
 */
export async function expectApart(parts: Record<string, Locator>, viewport: { width: number; height: number }, where: string) {
  await expect(async () => {
    const boxes = Object.fromEntries(
      await Promise.all(Object.entries(parts).map(async ([name, locator]) => [name, (await locator.boundingBox())!] as const)),
    );
    const names = Object.keys(boxes);
    for (const [i, a] of names.entries()) {
      const box = boxes[a]!;
      expect(box, `${a} at ${where}`).toBeTruthy();
      expect(box.width, `${a} at ${where}`).toBeGreaterThan(0);
      expect(box.x, `${a} starts inside the width`).toBeGreaterThanOrEqual(-0.5);
      expect(box.y, `${a} starts inside the height`).toBeGreaterThanOrEqual(-0.5);
      expect(box.x + box.width, `${a} fits the width`).toBeLessThanOrEqual(viewport.width + 0.5);
      expect(box.y + box.height, `${a} fits the height`).toBeLessThanOrEqual(viewport.height + 0.5);
      for (const b of names.slice(i + 1)) expect(overlaps(box, boxes[b]!), `${a} and ${b} at ${where}`).toBe(false);
    }
  }).toPass({ timeout: 5_000 });
}
