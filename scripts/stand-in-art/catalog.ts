// Every image the site and the stills archive need, with its kind and pixel size: originals as
// picture desks print them (300 dpi asks for at least 3000 px on the long edge; these draw 3600),
// stills and key art 2.35:1, on-set photos 3:2, poster 2:3, headshots 4:5.
import type { Image, Mood, Subject } from "#src/content/build-time/schema/types.ts";
import { principalCast } from "#src/content/people.ts";
import { extendedStills, filmStills, journeyStills, keyArt, onSetPhotos, poster } from "#src/content/stills.ts";
import { archiveOnSet, archiveStills } from "./extras.ts";

export type Kind = "keyart" | "poster" | "still" | "onset" | "headshot";

export const sizes: Record<Kind, { width: number; height: number }> = {
  keyart: { width: 3600, height: 1532 },
  poster: { width: 2400, height: 3600 },
  still: { width: 3600, height: 1532 },
  onset: { width: 3600, height: 2400 },
  headshot: { width: 2880, height: 3600 },
};

export interface ArtRequest {
  file: string;
  kind: Kind;
  width: number;
  height: number;
  mood: Mood;
  subject: Subject;
}

/** The folder must hold exactly this many files: 36 from the content modules + 39 extras. */
export const EXPECTED_COUNT = 75;

const FILE_NAME = /^[a-z0-9][a-z0-9-]*\.jpg$/;

function requests(kind: Kind, images: readonly Pick<Image, "file" | "mood" | "subject">[]): ArtRequest[] {
  return images.map(({ file, mood, subject }) => ({ file, kind, mood, subject, ...sizes[kind] }));
}

export function catalog(): ArtRequest[] {
  const all = [
    ...requests("keyart", [keyArt]),
    ...requests("poster", [poster]),
    ...requests("still", [...journeyStills, ...extendedStills, ...filmStills, ...archiveStills]),
    ...requests("onset", [...onSetPhotos, ...archiveOnSet]),
    ...requests(
      "headshot",
      principalCast.map((member) => member.headshot),
    ),
  ];
  // Fail loudly if the content drifts: a renamed still would otherwise leave a stale file.
  const seen = new Set<string>();
  for (const { file } of all) {
    if (!FILE_NAME.test(file)) throw new Error(`Stand-in file name must be lower-case [a-z0-9-].jpg: ${file}`);
    if (seen.has(file)) throw new Error(`Stand-in file listed twice: ${file}`);
    seen.add(file);
  }
  if (all.length !== EXPECTED_COUNT) throw new Error(`Expected ${EXPECTED_COUNT} stand-ins, catalogue has ${all.length}`);
  return all;
}
