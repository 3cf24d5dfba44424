import { captions as entries } from "../generated/content/captions.json";
import { film } from "./film";
import type { Caption } from "./schema";

// The press caption of every file of public/uploads, edited in content/captions.yaml (the build
// refuses an upload without one). Imported only by the lightbox, which is loaded on first open,
// so no page carries the captions up front. Not re-exported from ./index for the same reason.

/** The film's copyright line for its images, from content/film.yaml: "© 2025 Camino Lento Films". */
export const imageCopyright = `© ${film.year} ${film.copyrightHolder}`;

/** What a photo desk prints with an image: the caption, the credit and the copyright line. */
export type PressCaption = { caption: string; credit: string; copyright: string };

const byFile = new Map<string, PressCaption>(
  (entries as Caption[]).map((c) => [c.file, { caption: c.caption, credit: c.credit, copyright: c.copyright ?? imageCopyright }]),
);

/** The press caption of a file of public/uploads (undefined only for a file the build has not checked). */
export const pressCaption = (file: string): PressCaption | undefined => byFile.get(file);
