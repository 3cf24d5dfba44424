// SVG to JPEG through sharp (librsvg), with a fine deterministic film grain so the flat colour
// fields read as printed rather than digital, and gradients do not band in the JPEG.
import sharp from "sharp";
import { mulberry32 } from "./random.ts";

/** Grain strength, in 8-bit levels either side of neutral grey. */
const GRAIN = 12;

function grain(width: number, height: number, seed: number): Buffer {
  const random = mulberry32(seed);
  const data = Buffer.alloc(width * height);
  for (let i = 0; i < data.length; i++) {
    // Sum of two uniforms: a soft triangular distribution around 128.
    data[i] = 128 + Math.round((random() + random() - 1) * GRAIN);
  }
  return data;
}

export async function renderJpeg(svg: string, width: number, height: number, seed: number): Promise<Buffer> {
  const art = await sharp(Buffer.from(svg)).resize(width, height, { fit: "fill" }).removeAlpha().toColourspace("srgb").raw().toBuffer();
  const noise = await sharp(grain(width, height, seed), { raw: { width, height, channels: 1 } })
    .toColourspace("srgb")
    .raw()
    .toBuffer();
  return sharp(art, { raw: { width, height, channels: 3 } })
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: "overlay" }])
    .jpeg({ quality: 85, mozjpeg: true, progressive: true, chromaSubsampling: "4:2:0" })
    .toBuffer();
}
