// The art-direction palette (warm Andalusian: ochre, olive, sunflower yellow, dusk blue; never
// grey boxes) and how each mood lights it. Scenes pick base colours from `base` and pass them
// through `tone`, so one drawing works in every mood.
import type { Mood } from "#src/content/build-time/schema/types.ts";
import type { Stop } from "./svg.ts";

export const base = {
  ochre: "#C8862A",
  olive: "#6B7A3A",
  sunflower: "#F2C230",
  duskBlue: "#2E4A6B",
  cream: "#F6EBD3",
  limewash: "#FBF6EA",
  sand: "#E3C48A",
  straw: "#D9B45E",
  terracotta: "#C2603A",
  rust: "#A4482A",
  redEarth: "#B0573A",
  umber: "#6B4226",
  deepBrown: "#3A2418",
  oliveDark: "#48552A",
  oliveLight: "#8E9A55",
  sage: "#9EA678",
  leaf: "#56692C",
  petalDeep: "#E0921C",
  seed: "#4A2A14",
  cypress: "#2F3D26",
  lantern: "#FFD36B",
  skin: "#C98A5E",
  skinShade: "#9C5E3C",
} as const;

export interface MoodLook {
  /** Sky gradient stops from the top of the frame (0) to the horizon (1). */
  sky: readonly Stop[];
  body: "sun" | "moon";
  bodyColour: string;
  /** Height of the sun or moon above the horizon, as a fraction of the sky. */
  bodyHeight: readonly [number, number];
  glow: string;
  /** Colour of the light on lit faces, and what shadows and distance drift towards. */
  light: string;
  shade: string;
  haze: string;
  /** 1 = full daylight colours; lower values pull everything towards `shade`. */
  exposure: number;
  silhouette: string;
  cloud: string;
  /** Underside of the flat two-tone clouds. */
  cloudShade: string;
  stars: boolean;
}

export const looks: Record<Mood, MoodLook> = {
  dawn: {
    sky: [
      [0, "#4D5C8C"],
      [0.45, "#B98AA0"],
      [0.78, "#F0AE98"],
      [1, "#FAD6A8"],
    ],
    body: "sun",
    bodyColour: "#FFE6B8",
    bodyHeight: [0.04, 0.22],
    glow: "#FFD2A0",
    light: "#FFD9B8",
    shade: "#4A3C5E",
    haze: "#E9B4A4",
    exposure: 0.78,
    silhouette: "#3A2A3E",
    cloud: "#F7C6B2",
    cloudShade: "#DE9C9C",
    stars: false,
  },
  day: {
    sky: [
      [0, "#7FAAC9"],
      [0.55, "#B9D3DC"],
      [1, "#F5EBCF"],
    ],
    body: "sun",
    bodyColour: "#FFF8E2",
    bodyHeight: [0.55, 0.85],
    glow: "#FFF3D0",
    light: "#FFF4DC",
    shade: "#4E4A3A",
    haze: "#E8E2C8",
    exposure: 1,
    silhouette: "#3B2A1E",
    cloud: "#FBF6EA",
    cloudShade: "#CFDCE2",
    stars: false,
  },
  golden: {
    sky: [
      [0, "#D9822E"],
      [0.5, "#F0B040"],
      [0.85, "#F8D27A"],
      [1, "#FBE4A6"],
    ],
    body: "sun",
    bodyColour: "#FFF2C8",
    bodyHeight: [0.08, 0.3],
    glow: "#FFE08A",
    light: "#FFC864",
    shade: "#5A3420",
    haze: "#F3C879",
    exposure: 0.95,
    silhouette: "#43240F",
    cloud: "#FDE2A6",
    cloudShade: "#EBA65A",
    stars: false,
  },
  dusk: {
    sky: [
      [0, "#1C2F4C"],
      [0.35, "#2E4A6B"],
      [0.66, "#9B5A6E"],
      [0.86, "#E27D48"],
      [1, "#F6B35C"],
    ],
    body: "sun",
    bodyColour: "#F9A54A",
    bodyHeight: [-0.02, 0.1],
    glow: "#F7923E",
    light: "#F39A58",
    shade: "#2A2440",
    haze: "#C9706A",
    exposure: 0.55,
    silhouette: "#22192C",
    cloud: "#E48A6A",
    cloudShade: "#B8607A",
    stars: true,
  },
  night: {
    sky: [
      [0, "#08122A"],
      [0.55, "#15284A"],
      [1, "#2E4A6B"],
    ],
    body: "moon",
    bodyColour: "#F4E8C8",
    bodyHeight: [0.45, 0.8],
    glow: "#9FB3CF",
    light: "#B8C6DA",
    shade: "#0C1630",
    haze: "#2B4262",
    exposure: 0.3,
    silhouette: "#070D1C",
    cloud: "#3A5276",
    cloudShade: "#22385A",
    stars: true,
  },
  storm: {
    sky: [
      [0, "#1E2636"],
      [0.5, "#384A60"],
      [0.85, "#6C7586"],
      [1, "#C39A62"],
    ],
    body: "sun",
    bodyColour: "#F3D69A",
    bodyHeight: [0.02, 0.08],
    glow: "#E8B870",
    light: "#D9C7A0",
    shade: "#1F2838",
    haze: "#7C7F86",
    exposure: 0.55,
    silhouette: "#141A24",
    cloud: "#2C3748",
    cloudShade: "#1E2736",
    stars: false,
  },
};

function parse(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hex(channels: readonly number[]): string {
  return (
    "#" +
    channels
      .map((c) =>
        Math.max(0, Math.min(255, Math.round(c)))
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
      .toUpperCase()
  );
}

/** Linear mix of two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = parse(a);
  const cb = parse(b);
  return hex(ca.map((c, i) => c + (cb[i]! - c) * t));
}

/**
 * A base colour as seen in this mood: dimmed towards the shade colour by the exposure, warmed
 * by the light where `lit` > 0, and faded into the haze with distance (0 near, 1 horizon).
 */
export function tone(look: MoodLook, colour: string, distance = 0, lit = 0): string {
  let c = mix(colour, look.shade, 1 - look.exposure);
  if (lit > 0) c = mix(c, look.light, lit);
  if (distance > 0) c = mix(c, look.haze, Math.min(1, distance) * 0.75);
  return c;
}
