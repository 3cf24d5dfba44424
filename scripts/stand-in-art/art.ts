// Picks the composition for a request: showpieces, headshots, or a wide scene by subject.
import type { ArtRequest } from "./catalog.ts";
import { keyArtSvg, posterSvg } from "./hero-art.ts";
import { headshotSvg } from "./portrait.ts";
import { Rng } from "./random.ts";
import { wideSceneSvg } from "./scenes.ts";

export function svgFor(request: ArtRequest): string {
  const { file, kind, width, height, mood, subject } = request;
  // Seeded by the file name alone: the same name always gives the same picture.
  const rng = Rng.fromName(file);
  switch (kind) {
    case "poster":
      return posterSvg(file, width, height, mood, rng);
    case "keyart":
      return keyArtSvg(file, width, height, mood, rng);
    case "headshot":
      return headshotSvg(file, width, height, mood, rng);
    case "still":
    case "onset":
      return wideSceneSvg(file, width, height, mood, subject, rng);
  }
}
