// The sky layer: gradient by mood, sun or moon with screen-print halos, clouds, stars, and the
// storm kit (cloud bank, lightning, rain).
import { base, mix, type MoodLook } from "./palette.ts";
import type { Rng } from "./random.ts";
import { el, group, num, polygon, type Canvas, type Point } from "./svg.ts";

export function skyGradient(c: Canvas, look: MoodLook, horizon: number): string {
  const fill = c.linear(look.sky, { x: 0, y: 0 }, { x: 0, y: horizon });
  return el("rect", { x: 0, y: 0, width: c.w, height: c.h, fill });
}

/** Sun or moon: a big soft glow, two faint concentric halos and a crisp disc. */
export function celestialBody(c: Canvas, look: MoodLook, at: Point, r: number): string {
  const glow = c.radial([
    [0, look.glow, 0.75],
    [0.35, look.glow, 0.3],
    [1, look.glow, 0],
  ]);
  const parts = [
    el("circle", { cx: at.x, cy: at.y, r: r * 7, fill: glow }),
    el("circle", { cx: at.x, cy: at.y, r: r * 2.1, fill: look.bodyColour, "fill-opacity": 0.1 }),
    el("circle", { cx: at.x, cy: at.y, r: r * 1.45, fill: look.bodyColour, "fill-opacity": 0.16 }),
    el("circle", { cx: at.x, cy: at.y, r, fill: look.bodyColour }),
  ];
  if (look.body === "moon") {
    // A few pale maria so the moon reads as a moon, not a second sun.
    const mare = mix(look.bodyColour, "#B9B29A", 0.45);
    parts.push(
      el("circle", { cx: at.x - r * 0.3, cy: at.y - r * 0.2, r: r * 0.28, fill: mare, "fill-opacity": 0.5 }),
      el("circle", { cx: at.x + r * 0.25, cy: at.y + r * 0.3, r: r * 0.2, fill: mare, "fill-opacity": 0.45 }),
      el("circle", { cx: at.x + r * 0.35, cy: at.y - r * 0.35, r: r * 0.12, fill: mare, "fill-opacity": 0.4 }),
    );
  }
  return group(parts);
}

/** Retro sunset bands cut across the lower half of a sun disc (poster and key art). */
export function sunBands(at: Point, r: number, colour: string, count: number): string {
  const bands: string[] = [];
  for (let i = 0; i < count; i++) {
    const t = (i + 1) / (count + 1);
    const y = at.y + r * (0.05 + t * 0.95);
    const thickness = r * 0.025 * (1 + i * 0.9);
    const half = Math.sqrt(Math.max(0, r * r - (y - at.y) ** 2)) + 2;
    bands.push(el("rect", { x: at.x - half, y: y - thickness / 2, width: half * 2, height: thickness, fill: colour }));
  }
  return group(bands);
}

export function starField(c: Canvas, rng: Rng, horizon: number, count: number, colour: string): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, c.w);
    const y = rng.range(0, horizon) * rng.range(0.2, 0.95);
    const r = rng.range(0.6, 2.2) * c.u;
    parts.push(el("circle", { cx: x, cy: y, r, fill: colour, "fill-opacity": rng.range(0.35, 1).toFixed(2) }));
  }
  // A handful of four-point sparkles for the brightest stars.
  for (let i = 0; i < Math.max(2, Math.round(count / 40)); i++) {
    const x = rng.range(0, c.w);
    const y = rng.range(0.05, 0.5) * horizon;
    const s = rng.range(6, 11) * c.u;
    const k = s * 0.18;
    parts.push(
      el("path", {
        d: polygon([
          { x, y: y - s },
          { x: x + k, y: y - k },
          { x: x + s, y },
          { x: x + k, y: y + k },
          { x, y: y + s },
          { x: x - k, y: y + k },
          { x: x - s, y },
          { x: x - k, y: y - k },
        ]),
        fill: colour,
      }),
    );
  }
  return group(parts);
}

/** Flat two-tone cumulus: a shaded copy offset below, then the lit shape. */
function puffyCloud(c: Canvas, rng: Rng, x: number, y: number, width: number, lit: string, shaded: string): string {
  const n = rng.int(4, 6);
  const circles: { cx: number; cy: number; r: number }[] = [];
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const r = width * (0.12 + 0.16 * Math.sin(Math.PI * t)) * rng.range(0.8, 1.15);
    circles.push({ cx: x + width * t, cy: y - r * 0.45, r });
  }
  const clipRect = `M${num(x - width)} ${num(y - width)}H${num(x + width * 2)}V${num(y)}H${num(x - width)}Z`;
  const clip = c.clip(clipRect);
  const shape = (fill: string, dy: number): string =>
    group(
      circles.map((k) => el("circle", { cx: k.cx, cy: k.cy + dy, r: k.r, fill })),
      { "clip-path": clip },
    );
  return shape(shaded, 0) + group([shape(lit, -width * 0.05)]);
}

export function clouds(c: Canvas, look: MoodLook, rng: Rng, horizon: number, mood: string): string {
  const parts: string[] = [];
  if (mood === "dusk" || mood === "night" || mood === "dawn") {
    // Long thin streaks lying along the horizon.
    const count = rng.int(3, 7);
    for (let i = 0; i < count; i++) {
      const width = rng.range(0.15, 0.45) * c.w;
      const height = rng.range(5, 14) * c.u;
      const x = rng.range(-0.1, 0.95) * c.w;
      const y = horizon * rng.range(0.35, 0.85);
      parts.push(
        el("rect", {
          x,
          y,
          width,
          height,
          rx: height / 2,
          fill: look.cloud,
          "fill-opacity": rng.range(0.35, 0.8).toFixed(2),
        }),
      );
    }
  }
  if (mood === "day" || mood === "golden" || (mood === "dawn" && rng.chance(0.5))) {
    const count = rng.int(1, 4);
    const shaded = look.cloudShade;
    for (let i = 0; i < count; i++) {
      const width = rng.range(0.08, 0.2) * c.w;
      const x = rng.range(-0.05, 0.95) * c.w;
      const y = horizon * rng.range(0.2, 0.7);
      parts.push(puffyCloud(c, rng, x, y, width, look.cloud, shaded));
    }
  }
  return group(parts);
}

/**
 * Storm: a heavy bank of billowing cloud over the top of the frame, three layers from dark to
 * lighter slate, each with a pale rim on its underside where the last light catches it.
 */
export function stormClouds(c: Canvas, look: MoodLook, rng: Rng, horizon: number): string {
  const parts: string[] = [];
  const layers = [
    { colour: mix(look.cloud, "#000000", 0.3), y: 0.22, r: 0.2 },
    { colour: look.cloud, y: 0.4, r: 0.16 },
    { colour: mix(look.cloud, base.duskBlue, 0.5), y: 0.55, r: 0.11 },
  ];
  const rim = mix(look.cloud, look.light, 0.35);
  for (const layer of layers) {
    const circles: { x: number; y: number; r: number }[] = [];
    let x = -0.1 * c.w;
    while (x < c.w * 1.1) {
      const r = horizon * layer.r * rng.range(0.55, 1.25);
      circles.push({ x, y: horizon * layer.y + rng.jitter(horizon * 0.06) - r * 0.3, r });
      x += r * rng.range(0.8, 1.4);
    }
    const shape = (fill: string, dy: number): string =>
      el("rect", { x: 0, y: 0, width: c.w, height: horizon * layer.y - horizon * layer.r * 0.5 + dy, fill }) +
      circles.map((k) => el("circle", { cx: k.x, cy: k.y + dy, r: k.r, fill })).join("");
    parts.push(group([shape(rim, 4 * c.u)], { opacity: 0.7 }), shape(layer.colour, 0));
  }
  return group(parts);
}

export function lightning(c: Canvas, rng: Rng, horizon: number): string {
  const x0 = rng.range(0.15, 0.85) * c.w;
  const top = horizon * 0.5;
  const steps = 9;
  const spine: Point[] = [];
  let x = x0;
  for (let i = 0; i <= steps; i++) {
    spine.push({ x, y: top + ((horizon * 1.02 - top) * i) / steps });
    x += rng.jitter(60 * c.u) + (i % 2 === 0 ? 30 : -22) * c.u;
  }
  const widthAt = (i: number): number => (26 - i * 2.2) * c.u;
  const left = spine.map((p, i) => ({ x: p.x - widthAt(i) / 2, y: p.y }));
  const right = spine.map((p, i) => ({ x: p.x + widthAt(i) / 2, y: p.y })).reverse();
  const bolt = polygon([...left, ...right]);
  const flash = c.radial([
    [0, "#F4E6C0", 0.45],
    [1, "#F4E6C0", 0],
  ]);
  // A thinner branch forking off a third of the way down.
  const forkFrom = spine[3]!;
  const branch: Point[] = [forkFrom];
  let bx = forkFrom.x;
  for (let i = 1; i <= 3; i++) {
    bx += (30 + rng.range(0, 30)) * c.u * (x0 > c.w / 2 ? -1 : 1);
    branch.push({ x: bx, y: forkFrom.y + i * 55 * c.u });
  }
  return group([
    el("ellipse", { cx: x0, cy: (top + horizon) / 2, rx: 420 * c.u, ry: horizon * 0.6, fill: flash }),
    el("path", { d: bolt, fill: "#FFF4D2", stroke: "#FFF4D2", "stroke-opacity": 0.25, "stroke-width": 18 * c.u }),
    el("path", {
      d: branch.map((p, i) => `${i === 0 ? "M" : "L"}${num(p.x)} ${num(p.y)}`).join(""),
      fill: "none",
      stroke: "#FFF4D2",
      "stroke-width": 4 * c.u,
      "stroke-linejoin": "round",
    }),
  ]);
}

export function rain(c: Canvas, rng: Rng, colour: string): string {
  const count = Math.round((c.w * c.h) / (7000 * c.u * c.u));
  const slant = rng.range(0.12, 0.3);
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(-0.1, 1.05) * c.w;
    const y = rng.range(-0.05, 1) * c.h;
    const len = rng.range(40, 130) * c.u;
    lines.push(`M${num(x)} ${num(y)}l${num(-len * slant)} ${num(len)}`);
  }
  return el("path", {
    d: lines.join(""),
    stroke: colour,
    "stroke-opacity": 0.35,
    "stroke-width": 1.8 * c.u,
    "stroke-linecap": "round",
    fill: "none",
  });
}
