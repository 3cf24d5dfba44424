// A road in perspective: depth s runs from 1 at the bottom edge to 0 at the vanishing point,
// so other layers (fields, groves) can ask where the road is at any depth and leave it clear.
import { base, mix, tone, type MoodLook } from "./palette.ts";
import type { Rng } from "./random.ts";
import { el, group, num, polygon, type Canvas, type Point } from "./svg.ts";

export interface RoadOptions {
  horizon: number;
  vx: number;
  bottomX: number;
  /** Half the road width at the bottom edge. */
  halfWidth: number;
  /** Sideways swing of the winding road, in pixels at the bottom edge. */
  bend: number;
  kind: "tarmac" | "track";
}

export interface Road {
  markup: string;
  /** Path data of the road surface (for clipping other layers around it). */
  outline: string;
  centre(s: number): number;
  halfWidth(s: number): number;
  y(s: number): number;
  /** True if x at depth s falls on the road or its verge. */
  covers(x: number, s: number, margin?: number): boolean;
}

export function perspectiveRoad(c: Canvas, rng: Rng, look: MoodLook, o: RoadOptions): Road {
  const span = c.h - o.horizon;
  const freq = rng.range(0.35, 0.8);
  const phase = rng.range(0, Math.PI);
  const centre = (s: number): number =>
    o.vx + s * (o.bottomX - o.vx) + o.bend * s * (Math.sin(freq * (1 / Math.max(s, 0.004) - 1) + phase) - Math.sin(phase));
  const halfWidth = (s: number): number => o.halfWidth * s;
  const y = (s: number): number => o.horizon + span * s;
  const depths: number[] = [];
  for (let s = 1.4; s > 0.004; s *= 0.93) depths.push(s);
  const left: Point[] = depths.map((s) => ({ x: centre(s) - halfWidth(s), y: y(s) }));
  const right: Point[] = depths.map((s) => ({ x: centre(s) + halfWidth(s), y: y(s) })).reverse();
  const outline = polygon([...left, { x: o.vx, y: o.horizon }, ...right]);

  const surfaceBase = o.kind === "tarmac" ? mix(base.umber, base.duskBlue, 0.4) : base.sand;
  const surfaceNear = tone(look, surfaceBase);
  const surfaceFar = tone(look, surfaceBase, 0.9, 0.3);
  const fill = c.linear(
    [
      [0, surfaceFar],
      [0.35, surfaceNear],
      [1, tone(look, mix(surfaceBase, base.deepBrown, 0.2))],
    ],
    { x: 0, y: o.horizon },
    { x: 0, y: c.h },
  );
  const parts: string[] = [el("path", { d: outline, fill })];
  const strip = (offset: number, width: number, colour: string, dashed: boolean): string => {
    // A strip along the road at a lateral offset (fraction of half width), solid or dashed.
    const quads: string[] = [];
    const dash = 0.9;
    for (let z = 0.75; z < 120; z += dashed ? dash * 2 : dash) {
      const s1 = 1 / z;
      const s2 = 1 / (z + dash);
      const at = (s: number, side: number): Point => ({ x: centre(s) + offset * halfWidth(s) + side * width * s, y: y(s) });
      quads.push(polygon([at(s1, -1), at(s1, 1), at(s2, 1), at(s2, -1)]));
    }
    return el("path", { d: quads.join(""), fill: colour });
  };
  if (o.kind === "tarmac") {
    const paint = tone(look, base.cream, 0.2);
    parts.push(strip(0, o.halfWidth * 0.025, paint, true));
    parts.push(strip(-0.9, o.halfWidth * 0.015, paint, false));
    parts.push(strip(0.9, o.halfWidth * 0.015, paint, false));
  } else {
    // Farm track: two darker wheel ruts and a grassy crown.
    const rut = tone(look, mix(base.sand, base.umber, 0.35), 0.1);
    parts.push(strip(-0.5, o.halfWidth * 0.09, rut, false));
    parts.push(strip(0.5, o.halfWidth * 0.09, rut, false));
    parts.push(strip(0, o.halfWidth * 0.05, tone(look, base.oliveLight, 0.1), false));
  }
  return {
    markup: group(parts),
    outline,
    centre,
    halfWidth,
    y,
    covers: (x, s, margin = 0.25) => Math.abs(x - centre(s)) < halfWidth(s) * (1 + margin),
  };
}

/** Telegraph poles marching along one side of the road, wires sagging between them. */
export function telegraphPoles(c: Canvas, look: MoodLook, road: Road, side: 1 | -1, height: number): string {
  const colour = tone(look, base.deepBrown);
  const tops: Point[] = [];
  const poles: string[] = [];
  for (let z = 1; z < 40; z *= 1.45) {
    const s = 1 / z;
    const x = road.centre(s) + side * road.halfWidth(s) * 1.7;
    const yb = road.y(s);
    const h = height * s;
    const w = Math.max(1.2, 9 * s * c.u);
    poles.push(el("rect", { x: x - w / 2, y: yb - h, width: w, height: h, fill: colour }));
    poles.push(el("rect", { x: x - h * 0.12, y: yb - h * 0.96, width: h * 0.24, height: Math.max(1, w * 0.6), fill: colour }));
    tops.push({ x, y: yb - h * 0.95 });
  }
  const wires: string[] = [];
  for (const dx of [-0.08, 0.08]) {
    for (let i = 0; i < tops.length - 1; i++) {
      const a = tops[i]!;
      const b = tops[i + 1]!;
      const k = (a.y - b.y) * 0.0 + Math.abs(a.x - b.x) * 0.08 + 4 * c.u;
      const ax = a.x + dx * (height / (i + 1));
      const bx = b.x + dx * (height / (i + 2));
      wires.push(`M${num(ax)} ${num(a.y)}Q${num((ax + bx) / 2)} ${num((a.y + b.y) / 2 + k)} ${num(bx)} ${num(b.y)}`);
    }
  }
  return group([
    el("path", { d: wires.join(""), stroke: colour, "stroke-width": 1.4 * c.u, fill: "none", "stroke-opacity": 0.8 }),
    ...poles,
  ]);
}

/** A blank arrow-shaped road sign on a post (deliberately without lettering). */
export function roadSign(look: MoodLook, x: number, ground: number, size: number, pointRight: boolean): string {
  const post = tone(look, base.deepBrown);
  const board = tone(look, base.cream, 0, 0.15);
  const rim = tone(look, base.terracotta);
  const dir = pointRight ? 1 : -1;
  const top = ground - size * 2.2;
  const arrow = (inset: number): string =>
    polygon([
      { x: x - dir * (size * 0.9 - inset), y: top + inset },
      { x: x + dir * (size * 0.9 - inset), y: top + inset },
      { x: x + dir * (size * 1.25 - inset * 1.4), y: top + size * 0.3 },
      { x: x + dir * (size * 0.9 - inset), y: top + size * 0.6 - inset },
      { x: x - dir * (size * 0.9 - inset), y: top + size * 0.6 - inset },
    ]);
  return group([
    el("rect", { x: x - size * 0.05, y: top, width: size * 0.1, height: size * 2.2, fill: post }),
    el("path", { d: arrow(0), fill: rim }),
    el("path", { d: arrow(size * 0.07), fill: board }),
  ]);
}

/** A dog's paw prints wandering up the track, foreshortened with distance. */
export function pawPrints(rng: Rng, look: MoodLook, road: Road): string {
  const ink = tone(look, mix(base.sand, base.umber, 0.5));
  const prints: string[] = [];
  let side = 1;
  for (let z = 1.15; z < 9; z += 0.22) {
    const s = 1 / z;
    const size = road.halfWidth(s) * 0.07;
    const x = road.centre(s) + road.halfWidth(s) * (0.22 + 0.08 * side + rng.jitter(0.03));
    const y = road.y(s);
    side = -side;
    prints.push(el("ellipse", { cx: x, cy: y, rx: size, ry: size * 0.45, fill: ink }));
    for (const [dx, dy] of [
      [-0.9, -0.75],
      [-0.32, -1.05],
      [0.32, -1.05],
      [0.9, -0.75],
    ] as const) {
      prints.push(el("ellipse", { cx: x + dx * size, cy: y + dy * size * 0.5, rx: size * 0.28, ry: size * 0.16, fill: ink }));
    }
  }
  return group(prints, { opacity: 0.75 });
}

/** A small van on the road raising a trail of dust behind it. */
export function dustyVan(rng: Rng, look: MoodLook, road: Road, s: number, body: string): string {
  const x = road.centre(s);
  const y = road.y(s);
  const scale = (road.halfWidth(s) * 1.1) / 120;
  const dust = tone(look, base.sand, 0.2, 0.3);
  const puffs: string[] = [];
  for (let i = 0; i < 14; i++) {
    const t = i / 14;
    const r = (25 + t * 70) * scale * rng.range(0.7, 1.2);
    puffs.push(
      el("circle", {
        cx: x - (70 + t * 260) * scale + rng.jitter(10 * scale),
        cy: y - r * 0.6 - t * 20 * scale,
        r,
        fill: dust,
        "fill-opacity": (0.55 - t * 0.35).toFixed(2),
      }),
    );
  }
  return group([...puffs, `<g transform="translate(${num(x)} ${num(y)}) scale(${scale.toFixed(4)})">${body}</g>`]);
}
