// Built places: a white hill village with a bell tower, the roadside bar where the story starts,
// the Alhambra-like walls of Granada, and fiesta lantern strings.
import { base, mix, tone, type MoodLook } from "./palette.ts";
import { cypress } from "./flora.ts";
import type { Rng } from "./random.ts";
import { el, group, num, polygon, type Canvas, type Point } from "./svg.ts";

interface HouseStyle {
  wall: string;
  side: string;
  roof: string;
  roofDark: string;
  window: string;
  lit: boolean;
  sunLeft: boolean;
}

function houseStyle(look: MoodLook, distance: number, night: boolean, sunLeft: boolean): HouseStyle {
  return {
    wall: tone(look, base.limewash, distance, 0.25),
    side: tone(look, mix(base.limewash, base.duskBlue, 0.28), distance),
    roof: tone(look, base.terracotta, distance, 0.1),
    roofDark: tone(look, base.rust, distance),
    window: tone(look, base.deepBrown, distance),
    lit: night,
    sunLeft,
  };
}

/** One cubic house: lit front, shaded side, terracotta roof, a door or windows. */
function house(rng: Rng, x: number, bottom: number, w: number, h: number, st: HouseStyle, glow: string): string {
  const top = bottom - h;
  const sideW = w * 0.28;
  const sideX = st.sunLeft ? x + w : x - sideW;
  const parts: string[] = [
    el("rect", { x: sideX, y: top + h * 0.04, width: sideW, height: h * 0.96, fill: st.side }),
    el("rect", { x, y: top, width: w, height: h, fill: st.wall }),
  ];
  const roofH = h * rng.range(0.14, 0.22);
  if (rng.chance(0.55)) {
    // Pitched roof seen from the front: a shallow trapezoid.
    parts.push(
      el("path", {
        d: polygon([
          { x: x - w * 0.06, y: top + 1 },
          { x: x + w * 0.12, y: top - roofH * 1.5 },
          { x: x + w * 0.88 + (st.sunLeft ? sideW : 0), y: top - roofH * 1.5 },
          { x: x + w * 1.06 + (st.sunLeft ? sideW : 0), y: top + 1 },
        ]),
        fill: st.roof,
      }),
    );
  } else {
    parts.push(el("rect", { x: x - w * 0.04, y: top - roofH * 0.5, width: w * 1.08, height: roofH, fill: st.roof }));
    parts.push(el("rect", { x: x - w * 0.04, y: top + roofH * 0.4, width: w * 1.08, height: roofH * 0.22, fill: st.roofDark }));
  }
  const winW = Math.max(2, w * 0.14);
  const winH = Math.max(3, h * 0.22);
  const count = w > h * 1.2 ? 3 : rng.int(1, 2);
  for (let i = 0; i < count; i++) {
    const wx = x + (w * (i + 0.5)) / count - winW / 2;
    const wy = top + h * rng.range(0.28, 0.4);
    const lit = st.lit && rng.chance(0.55);
    if (lit) {
      parts.push(el("circle", { cx: wx + winW / 2, cy: wy + winH / 2, r: winW * 2.4, fill: glow }));
    }
    if (i === 0 && rng.chance(0.4) && h > 10) {
      parts.push(
        el("path", {
          d: `M${num(wx)} ${num(bottom)}V${num(wy + winH * 0.6)}a${num(winW * 0.75)} ${num(winW * 0.75)} 0 0 1 ${num(winW * 1.5)} 0V${num(bottom)}Z`,
          fill: lit ? base.lantern : st.window,
        }),
      );
    } else {
      parts.push(el("rect", { x: wx, y: wy, width: winW, height: winH, fill: lit ? base.lantern : st.window }));
    }
  }
  return group(parts);
}

function bellTower(x: number, bottom: number, size: number, st: HouseStyle, bell: string): string {
  const w = size * 0.85;
  const h = size * 3.2;
  const top = bottom - h;
  const side = st.sunLeft ? x + w : x - w * 0.25;
  return group([
    el("rect", { x: side, y: top, width: w * 0.25, height: h, fill: st.side }),
    el("rect", { x, y: top, width: w, height: h, fill: st.wall }),
    el("rect", { x: x - w * 0.08, y: top + h * 0.3, width: w * 1.16, height: h * 0.04, fill: st.side }),
    el("path", {
      d: `M${num(x + w * 0.28)} ${num(top + h * 0.26)}V${num(top + h * 0.14)}a${num(w * 0.22)} ${num(w * 0.22)} 0 0 1 ${num(w * 0.44)} 0V${num(top + h * 0.26)}Z`,
      fill: st.window,
    }),
    el("circle", { cx: x + w * 0.5, cy: top + h * 0.2, r: w * 0.12, fill: bell }),
    el("path", {
      d: polygon([
        { x: x - w * 0.1, y: top },
        { x: x + w * 0.5, y: top - h * 0.22 },
        { x: x + w * 1.1, y: top },
      ]),
      fill: st.roof,
    }),
    el("path", {
      d: `M${num(x + w * 0.5)} ${num(top - h * 0.22)}v${num(-h * 0.08)}`,
      stroke: st.window,
      "stroke-width": Math.max(1, w * 0.05),
    }),
  ]);
}

export interface VillageOptions {
  cx: number;
  baseY: number;
  width: number;
  height: number;
  distance: number;
  night: boolean;
  sunLeft: boolean;
  hill: string;
}

/** White village spilling down a dome-shaped hill, church tower on top, cypresses around. */
export function whiteVillage(c: Canvas, rng: Rng, look: MoodLook, o: VillageOptions): string {
  const half = o.width / 2;
  const hillY = (x: number): number => {
    const t = Math.min(1, Math.abs(x - o.cx) / half);
    return o.baseY - o.height * Math.pow(1 - t * t, 0.75);
  };
  const outline: Point[] = [];
  for (let i = 0; i <= 40; i++) {
    const x = o.cx - half * 1.15 + (o.width * 1.15 * i) / 40;
    outline.push({ x, y: hillY(x) });
  }
  // The dome sits on the plain: closed along its foot, so the ground in front shows below.
  const parts: string[] = [el("path", { d: polygon(outline), fill: o.hill })];
  const st = houseStyle(look, o.distance, o.night, o.sunLeft);
  const glow = c.radial([
    [0, base.lantern, 0.55],
    [1, base.lantern, 0],
  ]);
  const size = o.width / rng.range(11, 16);
  const rowStep = size * 0.62;
  const top = o.baseY - o.height;
  const cypressColour = tone(look, base.cypress, o.distance);
  let row = 0;
  for (let y = top + size * 0.5; y < o.baseY - o.height * 0.12; y += rowStep, row++) {
    // Width of the hill at this height.
    const k = 1 - Math.pow((o.baseY - y) / o.height, 1 / 0.75);
    const reach = half * Math.sqrt(Math.max(0, k)) * 0.92;
    const rowParts: string[] = [];
    if (row === 0) {
      rowParts.push(bellTower(o.cx + rng.jitter(size), y + size * 0.3, size, st, tone(look, base.ochre, o.distance)));
      rowParts.push(cypress(o.cx + size * 1.6, y + size * 0.4, size * 0.5, size * 2.2, cypressColour));
    }
    let x = o.cx - reach + rng.range(0, size * 0.5);
    while (x < o.cx + reach - size * 0.6) {
      const w = size * rng.range(0.7, 1.5);
      const h = size * rng.range(0.55, 0.85);
      if (!(row === 0 && Math.abs(x + w / 2 - o.cx) < size * 1.2)) {
        if (rng.chance(0.1)) rowParts.push(cypress(x + w / 2, y + size * 0.45, size * 0.4, size * 1.9, cypressColour));
        else rowParts.push(house(rng, x, y + size * 0.45 + rng.jitter(size * 0.08), w, h, st, glow));
      }
      x += w + size * rng.range(0.08, 0.35);
    }
    parts.push(group(rowParts));
  }
  for (let i = 0; i < rng.int(2, 5); i++) {
    const side = rng.chance(0.5) ? -1 : 1;
    const x = o.cx + side * half * rng.range(0.7, 1.05);
    parts.push(cypress(x, hillY(x) + size * 0.6, size * 0.5, size * rng.range(1.8, 2.8), cypressColour));
  }
  return group(parts);
}

/** The roadside bar alone on the plain: low white building, striped awning, a blank sign. */
export function roadsideBar(
  c: Canvas,
  rng: Rng,
  look: MoodLook,
  x: number,
  ground: number,
  size: number,
  night: boolean,
  sunLeft: boolean,
): string {
  const st = houseStyle(look, 0, night, sunLeft);
  const glow = c.radial([
    [0, base.lantern, 0.6],
    [1, base.lantern, 0],
  ]);
  const w = size * 3.2;
  const h = size;
  const stripe = tone(look, base.terracotta, 0, 0.1);
  const stripeLight = tone(look, base.cream, 0, 0.1);
  const awningY = ground - h * 0.62;
  const stripes: string[] = [];
  const n = 9;
  for (let i = 0; i < n; i++) {
    stripes.push(
      el("path", {
        d: polygon([
          { x: x + w * 0.1 + (w * 0.8 * i) / n, y: awningY - h * 0.12 },
          { x: x + w * 0.1 + (w * 0.8 * (i + 1)) / n, y: awningY - h * 0.12 },
          { x: x + w * 0.06 + (w * 0.88 * (i + 1)) / n, y: awningY + h * 0.1 },
          { x: x + w * 0.06 + (w * 0.88 * i) / n, y: awningY + h * 0.1 },
        ]),
        fill: i % 2 === 0 ? stripe : stripeLight,
      }),
    );
  }
  const signX = sunLeft ? x + w * 1.25 : x - w * 0.2;
  const pole = tone(look, base.deepBrown);
  return group([
    house(rng, x, ground, w, h, st, glow),
    ...stripes,
    el("path", { d: `M${num(signX)} ${num(ground)}V${num(ground - h * 2.2)}`, stroke: pole, "stroke-width": size * 0.05 }),
    el("circle", { cx: signX, cy: ground - h * 2.4, r: size * 0.32, fill: tone(look, base.terracotta, 0, 0.2) }),
    el("circle", { cx: signX, cy: ground - h * 2.4, r: size * 0.22, fill: tone(look, base.cream) }),
    night ? el("circle", { cx: x + w * 0.5, cy: awningY + h * 0.3, r: size * 1.2, fill: glow }) : "",
  ]);
}

/** Granada: Alhambra-like red walls and square towers along a ridge. */
export function alhambra(
  rng: Rng,
  look: MoodLook,
  x0: number,
  x1: number,
  baseY: number,
  size: number,
  sunLeft: boolean,
  night: boolean,
): string {
  const wall = tone(look, base.terracotta, 0.15, 0.25);
  const wallShade = tone(look, base.rust, 0.15);
  const dark = tone(look, base.deepBrown, 0.1);
  const parts: string[] = [el("rect", { x: x0, y: baseY - size * 0.9, width: x1 - x0, height: size * 0.9 + 2, fill: wall })];
  const merlons: string[] = [];
  for (let x = x0; x < x1; x += size * 0.22)
    merlons.push(`M${num(x)} ${num(baseY - size * 0.9)}h${num(size * 0.12)}v${num(-size * 0.12)}h${num(-size * 0.12)}Z`);
  parts.push(el("path", { d: merlons.join(""), fill: wall }));
  let x = x0 + rng.range(0, size);
  while (x < x1 - size) {
    const tw = size * rng.range(0.8, 1.4);
    const th = size * rng.range(1.4, 2.6);
    const side = tw * 0.3;
    parts.push(el("rect", { x: sunLeft ? x + tw : x - side, y: baseY - th, width: side, height: th, fill: wallShade }));
    parts.push(el("rect", { x, y: baseY - th, width: tw, height: th, fill: wall }));
    const win = night ? base.lantern : dark;
    for (let i = 0; i < rng.int(1, 3); i++) {
      parts.push(
        el("rect", { x: x + tw * (0.2 + i * 0.25), y: baseY - th * 0.8, width: tw * 0.1, height: th * 0.16, rx: tw * 0.05, fill: win }),
      );
    }
    x += tw + size * rng.range(1.2, 3);
  }
  return group(parts);
}

/** Strings of paper lanterns sagging across the top of the frame (fiesta night). */
export function lanternStrings(c: Canvas, rng: Rng, look: MoodLook, strings: number, top: number, bottom: number): string {
  const colours = [base.lantern, base.terracotta, base.sunflower, base.cream, "#E8643A", base.ochre];
  const wire = tone(look, base.deepBrown);
  const glow = c.radial([
    [0, base.lantern, 0.55],
    [0.4, base.lantern, 0.18],
    [1, base.lantern, 0],
  ]);
  const parts: string[] = [];
  for (let s = 0; s < strings; s++) {
    const a = { x: rng.range(-0.2, 0.3) * c.w, y: rng.range(top, bottom) };
    const b = { x: rng.range(0.7, 1.2) * c.w, y: rng.range(top, bottom) };
    const sag = rng.range(0.08, 0.2) * c.h;
    const ctrl = { x: (a.x + b.x) / 2, y: Math.max(a.y, b.y) + sag };
    parts.push(
      el("path", {
        d: `M${num(a.x)} ${num(a.y)}Q${num(ctrl.x)} ${num(ctrl.y)} ${num(b.x)} ${num(b.y)}`,
        stroke: wire,
        "stroke-width": 1.6 * c.u,
        fill: "none",
      }),
    );
    const count = rng.int(9, 15);
    const r = rng.range(9, 15) * c.u;
    for (let i = 1; i < count; i++) {
      const t = i / count;
      const px = (1 - t) * (1 - t) * a.x + 2 * (1 - t) * t * ctrl.x + t * t * b.x;
      const py = (1 - t) * (1 - t) * a.y + 2 * (1 - t) * t * ctrl.y + t * t * b.y;
      const colour = rng.pick(colours);
      parts.push(el("circle", { cx: px, cy: py + r * 1.2, r: r * 4, fill: glow }));
      parts.push(el("path", { d: `M${num(px)} ${num(py)}v${num(r * 0.3)}`, stroke: wire, "stroke-width": 1.2 * c.u }));
      parts.push(el("ellipse", { cx: px, cy: py + r * 1.25, rx: r * 0.85, ry: r, fill: colour }));
      parts.push(el("rect", { x: px - r * 0.4, y: py + r * 0.2, width: r * 0.8, height: r * 0.25, fill: wire }));
    }
  }
  return group(parts);
}

/** A far-off town on the horizon (Granada at the end of the road): tiny white blocks and a
 * cathedral tower, with lights coming on after dusk. */
export function distantTown(c: Canvas, rng: Rng, look: MoodLook, cx: number, horizon: number, width: number, lit: boolean): string {
  const wall = tone(look, base.limewash, 0.45, 0.2);
  const roof = tone(look, base.terracotta, 0.5);
  const blocks: string[] = [];
  const lights: string[] = [];
  for (let i = 0; i < 70; i++) {
    // Denser towards the middle of the town.
    const x = cx + ((rng.float() + rng.float() + rng.float()) / 3 - 0.5) * width;
    const w = rng.range(9, 24) * c.u;
    const h = rng.range(8, 20) * c.u * (1 - Math.abs(x - cx) / width);
    blocks.push(el("rect", { x, y: horizon - h, width: w, height: h + 3, fill: wall }));
    blocks.push(el("rect", { x: x - 0.5, y: horizon - h - 1.5 * c.u, width: w + 1, height: 1.8 * c.u, fill: roof }));
    if (lit && rng.chance(0.6)) lights.push(el("circle", { cx: x + w / 2, cy: horizon - h / 2, r: 2.4 * c.u, fill: base.lantern }));
  }
  const tx = cx + rng.jitter(width * 0.15);
  blocks.push(el("rect", { x: tx, y: horizon - 50 * c.u, width: 14 * c.u, height: 50 * c.u, fill: wall }));
  blocks.push(
    el("path", {
      d: polygon([
        { x: tx - 1, y: horizon - 50 * c.u },
        { x: tx + 7 * c.u, y: horizon - 62 * c.u },
        { x: tx + 14 * c.u + 1, y: horizon - 50 * c.u },
      ]),
      fill: roof,
    }),
  );
  return group([...blocks, ...lights]);
}
