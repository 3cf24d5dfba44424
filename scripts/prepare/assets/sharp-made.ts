// An image sharp makes, kept in the build cache by what it is made from and by sharp's own
// versions (libvips and its encoders): a newer sharp, whose bytes may differ, makes it again.
import sharp from "sharp";
import { cacheKey, type BuildCache } from "../../lib/build-cache.ts";

/** The bytes `make` gives for `parts` (the source's bytes, the settings), from `cache` when made before. */
export const sharpMade = (cache: BuildCache, parts: (string | Buffer)[], make: () => Promise<Buffer>): Promise<Buffer> =>
  cache.made(cacheKey(...parts, JSON.stringify(sharp.versions)), make);
