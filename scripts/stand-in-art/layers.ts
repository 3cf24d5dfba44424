// Shared layers for every landscape: the stage (canvas, mood, horizon, sun), sky, the hills
// behind the subject, the travellers group and the finishing vignette.
import type { Mood } from "#src/content/build-time/schema/types.ts";
import { dog, man, woman, type Pose } from "./figures.ts";
import { groveDots, hillArea, ridgeLine, sierra } from "./land.ts";
import { base, looks, mix, tone, type MoodLook } from "./palette.ts";
import type { Rng } from "./random.ts";
import { celestialBody, clouds, lightning, skyGradient, starField, stormClouds } from "./sky.ts";
import { Canvas, el, group, place, type Point } from "./svg.ts";

export interface Stage {
  c: Canvas;
  look: MoodLook;
  mood: Mood;
  rng: Rng;
  horizon: number;
  sun: Point;
  sunR: number;
  sunLeft: boolean;
  /** Words of the file name, used as hints (e.g. "granada", "fiesta", "gimbal"). */
  words: ReadonlySet<string>;
}

export function makeStage(
  file: string,
  width: number,
  height: number,
  mood: Mood,
  rng: Rng,
  horizonRange: readonly [number, number],
): Stage {
  const c = new Canvas(width, height);
  const look = looks[mood];
  const r = rng.fork("stage");
  const horizon = height * r.range(horizonRange[0], horizonRange[1]);
  const sunX = width * r.range(0.15, 0.85);
  const sunY = horizon * (1 - r.range(look.bodyHeight[0], look.bodyHeight[1]));
  const sunR = (look.body === "moon" ? r.range(28, 42) : r.range(45, 80)) * c.u;
  return {
    c,
    look,
    mood,
    rng,
    horizon,
    sun: { x: sunX, y: sunY },
    sunR,
    sunLeft: sunX < width / 2,
    words: new Set(file.replace(/\.[a-z]+$/, "").split("-")),
  };
}

export function hasWord(st: Stage, ...words: string[]): boolean {
  return words.some((w) => st.words.has(w));
}

/** Sky, stars, sun or moon, clouds; for storms the cloud bank and a lightning bolt. */
export function skyLayers(st: Stage): string[] {
  const { c, look, horizon } = st;
  const r = st.rng.fork("sky");
  const parts = [skyGradient(c, look, horizon)];
  if (look.stars) parts.push(starField(c, r, horizon, st.mood === "night" ? 160 : 40, base.cream));
  if (st.mood === "storm") {
    parts.push(celestialBody(c, look, st.sun, st.sunR * 0.8));
    parts.push(stormClouds(c, look, r, horizon));
    parts.push(lightning(c, r, horizon));
  } else {
    parts.push(celestialBody(c, look, st.sun, st.sunR));
    parts.push(clouds(c, look, r, horizon, st.mood));
  }
  return parts;
}

/** Hills between sky and subject: optional sierra, then one to three rolling ridges. */
export function hillLayers(
  st: Stage,
  opts: { sierra?: boolean; snow?: boolean; ridges?: number; dots?: boolean; scale?: number } = {},
): string[] {
  const { c, look, horizon } = st;
  const r = st.rng.fork("hills");
  const parts: string[] = [];
  const scale = opts.scale ?? 1;
  if (opts.sierra ?? r.chance(0.45)) {
    parts.push(
      sierra(c, r, {
        baseY: horizon + 2,
        height: horizon * r.range(0.2, 0.38) * scale,
        fill: tone(look, mix(base.duskBlue, base.olive, 0.35), 0.8),
        litFill: tone(look, mix(base.duskBlue, base.sand, 0.45), 0.65, 0.25),
        snow: opts.snow ? tone(look, base.limewash, 0.35, 0.2) : undefined,
        sunX: st.sun.x,
      }),
    );
  }
  const ridges = opts.ridges ?? r.int(1, 3);
  const colours = [
    tone(look, mix(base.olive, base.duskBlue, 0.25), 0.6),
    tone(look, mix(base.olive, base.ochre, 0.55), 0.38, 0.1),
    tone(look, base.olive, 0.22, 0.1),
  ];
  for (let i = 0; i < ridges; i++) {
    const amp = horizon * (0.2 - i * 0.05) * r.range(0.6, 1.1) * scale;
    const line = ridgeLine(c, r, horizon + 2, amp);
    const colour = colours[3 - ridges + i]!;
    parts.push(hillArea(c, line, colour));
    if ((opts.dots ?? r.chance(0.5)) && i === ridges - 1) {
      parts.push(groveDots(c, r, line, amp * 0.9, tone(look, base.oliveDark, 0.3)));
    }
  }
  return parts;
}

/** Maya and Pipa, sometimes Tomás with his stolen sunflowers; local units (woman = 100). */
export function travellerGroup(st: Stage, withMan: boolean, pose: Pose): string {
  const colour = st.look.silhouette;
  const flowers = { petal: tone(st.look, base.sunflower, 0, 0.25), seed: tone(st.look, base.seed) };
  const r = st.rng.fork("group");
  const parts = [place(woman(colour, pose, r.chance(0.3)), 0, 0, 1)];
  if (withMan) parts.unshift(place(man(colour, pose, flowers), -44, 0, 1));
  const dogPose = pose === "walk" ? "walk" : r.pick(["sit", "walk"] as const);
  parts.push(place(dog(colour, dogPose), r.chance(0.6) ? 36 : -32, 0, 1.05));
  return group(parts);
}

export function vignette(c: Canvas, colour: string, strength: number): string {
  const fill = c.radial([
    [0, colour, 0],
    [0.62, colour, 0],
    [1, colour, strength],
  ]);
  return el("rect", { x: 0, y: 0, width: c.w, height: c.h, fill });
}

/** Warm ground-level haze: a soft band over the horizon that knits the layers together. */
export function horizonHaze(st: Stage, opacity: number): string {
  const { c, look, horizon } = st;
  const fill = c.linear(
    [
      [0, look.haze, 0],
      [0.5, look.haze, opacity],
      [1, look.haze, 0],
    ],
    { x: 0, y: horizon - c.h * 0.12 },
    { x: 0, y: horizon + c.h * 0.08 },
  );
  return el("rect", { x: 0, y: horizon - c.h * 0.12, width: c.w, height: c.h * 0.2, fill });
}
