import { captions as entries, usageTerms as terms } from "#lang/captions.json";
import { filmCopyright, pressCaptionOf, type PressCaption } from "../caption-rules.ts";
import { film } from "../film.ts";
import type { Caption } from "../build-time/schema/types.ts";

// The press caption of every file of content/uploads, edited in content/captions.yaml (the build
// refuses an upload without one, and writes it into the copy of the file the site serves).
// Imported only by the lightbox and the stills archive's builder, both loaded when wanted, so no
// page carries the captions up front. Not re-exported from ./index for the same reason.

export type { PressCaption };

/** What a publication may do with the images, from content/captions.yaml: written into every served file. */
export const usageTerms: string = terms;

/** The film's copyright line for its images, from content/film.yaml: "© 2025 Wave Films" for a film of 2025 by Wave Films. */
export const imageCopyright = filmCopyright(film);

const byFile = new Map<string, Caption>((entries as Caption[]).map((c) => [c.file, c]));

/** The press caption of a file of content/uploads (undefined only for a file the build has not checked). */
export const pressCaption = (file: string): PressCaption | undefined => {
  const entry = byFile.get(file);
  return entry && pressCaptionOf(entry, film);
};
