import {
  directorQuotes,
  extendedStills as extended,
  filmStills as film,
  journeyStills as journey,
  keyArt as art,
  onSetPhotos as onSet,
  poster as posterImage,
  pressStills as pressFiles,
} from "#lang/stills.json";
import stills from "#lang/stills.json";
import type { ExtendedStill, Image } from "./build-time/schema/types.ts";

// Every image on the site, by where it appears, edited in content/stills.yaml. Files live in
// content/uploads (served from /uploads with their press captions written in); the stills
// archive holds that whole folder (stills, on-set photos, headshots, poster, key art).
export const keyArt = art as Image;
export const poster = posterImage as Image;
/** The visual-journey gallery: the story in frames, in order. */
export const journeyStills = journey as Image[];
/** The extended gallery; read in order, the category words form one original lyric line (extendedLyric in facts.ts). */
export const extendedStills = extended as ExtendedStill[];
/** Behind the Scenes: photographs taken on set. */
export const onSetPhotos = onSet as Image[];
/** Behind the Scenes: the Film Stills list. */
export const filmStills = film as Image[];
/** The six production stills of the press package PDF, two per page, named in the file among the journey stills. */
export const pressStills = pressFiles.map((f) => journeyStills.find((s) => s.file === f)!);
/** The note on the shoot shown with the director's quotes, if the film has one. */
export const shootNote = (stills as { shootNote?: string }).shootNote;
export { directorQuotes };
