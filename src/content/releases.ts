import shown from "#lang/releases-shown.json";
import type { ShownRelease, ShownReleases, ShownTerritory } from "./release-events.ts";

// Where to watch the film, edited in content/releases.yaml: the build checks the file and works
// out, once, what the pages show (release-events.ts), each country and kind named in the
// pages' language; the pages read it from here.
export type { ShownRelease, ShownTerritory } from "./release-events.ts";

const data = shown as ShownReleases;

/** Every release, in the file's order. */
export const releases: ShownRelease[] = data.releases;

/** The countries the releases name, in alphabetical order in the language, and the rest of the world last. */
export const territories: ShownTerritory[] = data.territories;
