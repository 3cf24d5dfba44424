// The sizes of the platforms' artwork (artwork.ts makes it), and the warning for a key art or
// poster too small to make them from without enlarging. No content module: index.ts reads it
// before the content is written.
import path from "node:path";
import sharp from "sharp";

/** The poster's size: 2:3, as stores, streaming services and festival catalogues take it. */
export const posterSize = { width: 2000, height: 3000 };
/** The key art's sizes, without text: 16:9 for banners and hero images, square for tiles; and where their laurels go. */
export const keyArtSizes = {
  keyArtWide: { width: 3840, height: 2160, laurelHeight: 360, gap: 40, lift: 60, fade: 260 },
  keyArtSquare: { width: 3000, height: 3000, laurelHeight: 400, gap: 40, lift: 90, fade: 320 },
} as const;
/** The title treatment's PNG width: large enough for print and 4K. */
export const titlePngWidth = 3000;
/** The most a file may weigh: the usual upload limit of stores, streaming services and festival platforms. */
export const artworkMaxBytes = 10_000_000;

/**
 * What the key art and poster are too small for: each platform file cut from an image smaller
 * than it is enlarged, and looks soft. One warning per image, naming how much and what to send.
 */
export async function artworkSizeWarnings(uploadsDir: string, keyArt: string, poster: string): Promise<string[]> {
  const warnings: string[] = [];
  const check = async (file: string, targets: { label: string; width: number; height: number }[]) => {
    const { width = 0, height = 0 } = await sharp(path.join(uploadsDir, file)).metadata();
    const worst = targets.map((t) => ({ ...t, factor: coverFactor(t, width, height) })).sort((a, b) => b.factor - a.factor)[0]!;
    if (worst.factor <= 1.01) return;
    const needed = { width: Math.ceil(width * worst.factor), height: Math.ceil(height * worst.factor) };
    warnings.push(
      `content/uploads/${file} is ${width} × ${height} px: the ${worst.label} for platforms (${worst.width} × ${worst.height} px) is cut from it and enlarged ${worst.factor.toFixed(1)} times, so it looks soft. It is made as it is; put a larger file in its place, under the same name (at least ${needed.width} × ${needed.height} px)`,
    );
  };
  await check(keyArt, [
    { label: "16:9 key art", ...keyArtSizes.keyArtWide },
    { label: "square key art", ...keyArtSizes.keyArtSquare },
  ]);
  await check(poster, [{ label: "poster", ...posterSize }]);
  return warnings;
}

/** How much an image of width × height is enlarged to cover the target (1 or less: not at all). */
const coverFactor = (target: { width: number; height: number }, width: number, height: number) =>
  Math.max(target.width / width, target.height / height);
