import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { posterSize } from "./artwork-sizes.ts";
import { posterLayerSvg, titleSvg, type ArtworkWords } from "./artwork-svg.ts";
import { laurelPalettes } from "./laurel-frame.ts";
import { loadLaurelFonts } from "./laurel-words.ts";

// The poster's title and the title treatment with a title of sixty letters and a German compound
// of twenty-eight, drawn by sharp (librsvg) and measured by the pixels it paints: inside the
// picture, clear of its edges and of the billing block, and as large as a poster's title reads.
const fonts = loadLaurelFonts();
const shortTitle = "Tabu";
const longTitle = "Der lange Sommer der Zugvögel – Vogelschutzwartenmitarbeiter";
const words = (title: string): ArtworkWords => ({
  title,
  tagline: "Ein Vater, eine Tochter und ein letzter Winter am Meer.",
  billing: [{ role: "Buch und Regie", names: ["Alba Serra"] }],
  copyright: "© 2025 Wave Films",
  titleLanguage: "de",
});

/** The box of what the SVG paints (left, top, width, height in its pixels), or null where nothing is painted. */
async function painted(svg: string): Promise<{ left: number; top: number; width: number; height: number }> {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let [left, top, right, bottom] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (data[(y * info.width + x) * 4 + 3]! > 0) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}

/** The poster's title alone: its sunflower paths (no laurel on it) on a transparent poster. */
function posterTitle(title: string): string {
  const layer = posterLayerSvg(words(title), fonts);
  const paths = [...layer.matchAll(new RegExp(`<path d="[^"]*" fill="${laurelPalettes.light.status}"/>`, "g"))].map((m) => m[0]);
  expect(paths).toHaveLength(1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${posterSize.width}" height="${posterSize.height}">${paths[0]}</svg>`;
}

describe("the artwork's title", () => {
  it("stands on the poster inside its margins, above the billing block, a long title stacked and as large as it can be", async () => {
    const short = await painted(posterTitle(shortTitle));
    const long = await painted(posterTitle(longTitle));
    for (const box of [short, long]) {
      expect(box.left).toBeGreaterThanOrEqual(140);
      expect(box.left + box.width).toBeLessThanOrEqual(posterSize.width - 140);
      // Below the middle, above the billing block's lines at the foot.
      expect(box.top).toBeGreaterThan(posterSize.height / 2);
      expect(box.top + box.height).toBeLessThan(posterSize.height - 200);
    }
    // The long title on more than one line: its block much taller than its letters on one line
    // would be (a 60-letter line across 1720 px stands about 90 px high), the short one tall on one.
    expect(long.height).toBeGreaterThan(180);
    expect(short.height).toBeGreaterThan(250);
  });

  it("is stacked in the title treatment, whole inside its transparent box, which a long title does not stretch into a strip", async () => {
    for (const title of [shortTitle, longTitle]) {
      const svg = titleSvg(title, "de", fonts);
      expect(svg).toContain(`<title>${title}</title>`);
      const [width, height] = [/width="(\d+)"/, /height="(\d+)"/].map((re) => Number(re.exec(svg)![1])) as [number, number];
      const box = await painted(svg);
      // A margin on every side: no letter touches an edge.
      expect(box.left, title).toBeGreaterThan(5);
      expect(box.top, title).toBeGreaterThan(5);
      expect(width - (box.left + box.width), title).toBeGreaterThan(5);
      expect(height - (box.top + box.height), title).toBeGreaterThan(5);
      expect(width / height, title).toBeLessThan(12);
    }
  });
});
