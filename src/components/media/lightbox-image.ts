import type { Image } from "../../content/build-time/schema/types.ts";

/** What the lightbox shows of an image: the original's name (its copies, caption and download) and its alt text. */
export type LightboxImage = Pick<Image, "file" | "alt">;
