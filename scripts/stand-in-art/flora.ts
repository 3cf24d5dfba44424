// Plants: sunflowers (symbol + perspective field), olive trees (symbol + perspective grove),
// cypresses and prickly pears. Repeated plants are <use> copies of a few symbols, which keeps
// the SVG small and fast for librsvg.
import { base, mix, tone, type MoodLook } from "./palette.ts";
import type { Rng } from "./random.ts";
import { el, group, num, type Canvas } from "./svg.ts";

function petals(count: number, inner: number, outer: number, width: number, turn: number): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const a = turn + (i * Math.PI * 2) / count;
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    const at = (along: number, across: number): string =>
      `${num((along * cos - across * sin) * 100)} ${num((along * sin + across * cos) * 100)}`;
    d += `M${at(inner, -width)}Q${at(outer * 0.8, -width * 1.3)} ${at(outer, 0)}Q${at(outer * 0.8, width * 1.3)} ${at(inner, width)}Z`;
  }
  return d;
}

/**
 * Defines three sunflower heads (near, mid, far) at radius 100 and returns their ids.
 * Drawn at r = 100 so rounding to one decimal keeps the petals smooth when scaled.
 */
export function defineSunflowers(c: Canvas, look: MoodLook): { near: string; mid: string; far: string } {
  const near = c.id("sfn");
  const mid = c.id("sfm");
  const far = c.id("sff");
  const petal = tone(look, base.sunflower, 0, 0.15);
  const petalBack = tone(look, base.petalDeep);
  const seed = tone(look, base.seed);
  const seedRing = tone(look, base.umber);
  const midTone = tone(look, base.sunflower, 0.3);
  c.define(
    el(
      "g",
      { id: near },
      el("path", { d: petals(14, 0.3, 1, 0.13, 0.11), fill: petalBack }) +
        el("path", { d: petals(14, 0.3, 0.92, 0.12, 0.33), fill: petal }) +
        el("circle", { r: 46, fill: seed }) +
        el("circle", { r: 33, fill: "none", stroke: seedRing, "stroke-width": 5 }) +
        el("circle", { r: 18, fill: seedRing }),
    ),
  );
  c.define(el("g", { id: mid }, el("path", { d: petals(12, 0.3, 1, 0.15, 0.2), fill: midTone }) + el("circle", { r: 45, fill: seed })));
  c.define(
    el(
      "g",
      { id: far },
      el("circle", { r: 100, fill: tone(look, base.sunflower, 0.45) }) + el("circle", { r: 42, fill: tone(look, base.seed, 0.4) }),
    ),
  );
  return { near, mid, far };
}

export function useAt(id: string, x: number, y: number, sx: number, sy: number, rotate = 0): string {
  return `<use xlink:href="#${id}" transform="translate(${num(x)} ${num(y)}) rotate(${num(rotate)}) scale(${(sx / 100).toFixed(4)} ${(sy / 100).toFixed(4)})"/>`;
}

function leaf(x: number, y: number, size: number, dir: 1 | -1, fill: string): string {
  const p = (px: number, py: number): string => `${num(x + px * size * dir)} ${num(y + py * size)}`;
  return el("path", {
    d: `M${p(0, 0)}C${p(0.4, -0.45)} ${p(1, -0.4)} ${p(1.25, -0.1)}C${p(0.95, 0.25)} ${p(0.4, 0.3)} ${p(0, 0)}Z`,
    fill,
  });
}

export interface FieldOptions {
  horizon: number;
  /** Vanishing point x (rows are centred on it). */
  vx: number;
  /** Head radius in pixels for the nearest row (s = 1). */
  near: number;
  /** Skip flowers where this returns true (e.g. on a road), given x and depth s. */
  exclude?: (x: number, s: number) => boolean;
  /** Clip applied to the foliage bands (e.g. everything but the road). */
  clip?: string;
  /** Horizontal squash of heads: < 1 suggests heads turned sideways. */
  squash?: number;
  /** Rotation of heads in degrees (leaning towards the sun). */
  lean?: number;
  /** Deepest row drawn, as depth s (default a little past the bottom edge). */
  nearest?: number;
  /** Artwork standing in the field at depth s (e.g. a figure), drawn between the rows. */
  inserts?: readonly { s: number; markup: string }[];
}

/** Rows of sunflowers receding to the horizon, far rows first so near rows overlap them. */
export function sunflowerField(c: Canvas, rng: Rng, look: MoodLook, opts: FieldOptions): string {
  const ids = defineSunflowers(c, look);
  const parts: string[] = [];
  const span = c.h - opts.horizon;
  const squash = opts.squash ?? 1;
  const lean = opts.lean ?? 0;
  const leafDark = tone(look, base.leaf);
  const stem = tone(look, mix(base.leaf, base.oliveDark, 0.5));
  const rows: number[] = [];
  for (let s = 0.035; s < (opts.nearest ?? 1.18); s *= 1.14) rows.push(s);
  const pending = [...(opts.inserts ?? [])].sort((a, b) => a.s - b.s);
  rows.forEach((s, index) => {
    while (pending.length > 0 && pending[0]!.s <= s) parts.push(pending.shift()!.markup);
    const distance = Math.pow(1 - Math.min(s, 1), 2.2);
    const r = opts.near * s;
    const yBase = opts.horizon + span * s;
    const headY = yBase - r * 2.5;
    // Foliage band: bumpy top edge of leaves, alternate rows a touch darker for rhythm.
    const bandColour = tone(look, index % 2 === 0 ? base.leaf : base.olive, distance);
    const bump = Math.max(3 * c.u, r * 0.9);
    let d = `M-10 ${num(c.h + 5)}`;
    for (let x = -10 - rng.range(0, bump); x < c.w + bump; x += bump) {
      d += `L${num(x)} ${num(headY + r * 1.3 + rng.jitter(r * 0.25))}`;
    }
    d += `L${num(c.w + 10)} ${num(c.h + 5)}Z`;
    parts.push(el("path", { d, fill: bandColour, "clip-path": opts.clip }));
    const gap = r * 2.35;
    const heads: string[] = [];
    for (let x = opts.vx - Math.ceil((opts.vx + r * 3) / gap) * gap + rng.range(0, gap); x < c.w + r * 2; x += gap) {
      const fx = x + rng.jitter(gap * 0.2);
      if (opts.exclude?.(fx, s)) continue;
      const fy = headY + rng.jitter(r * 0.35);
      if (s > 0.18) {
        heads.push(
          el("path", {
            d: `M${num(fx)} ${num(fy)}L${num(fx + rng.jitter(r * 0.2))} ${num(yBase + r)}`,
            stroke: stem,
            "stroke-width": Math.max(1, r * 0.13),
          }),
        );
      }
      if (s > 0.3) {
        heads.push(leaf(fx, fy + r * 1.5, r * 0.9, rng.chance(0.5) ? 1 : -1, leafDark));
      }
      const id = s > 0.42 ? ids.near : s > 0.14 ? ids.mid : ids.far;
      heads.push(useAt(id, fx, fy, r * squash * rng.range(0.85, 1), r, lean + rng.jitter(8)));
    }
    parts.push(group(heads));
  });
  for (const insert of pending) parts.push(insert.markup);
  return group(parts);
}

/** Defines a few olive tree variants (base at 0,0, canopy about 200 wide) and returns ids. */
export function defineOliveTrees(c: Canvas, rng: Rng, look: MoodLook, sunLeft: boolean): string[] {
  const ids: string[] = [];
  const trunk = tone(look, base.umber);
  const dark = tone(look, base.oliveDark);
  const midTone = tone(look, base.olive);
  const light = tone(look, mix(base.sage, base.oliveLight, 0.5), 0, 0.25);
  for (let v = 0; v < 3; v++) {
    const id = c.id("ot");
    const lean = rng.jitter(12);
    const parts: string[] = [
      el("path", {
        d: `M-10 0C-6 -30 ${num(-22 + lean)} -50 ${num(-14 + lean)} -80L${num(8 + lean)} -80C${num(14 + lean)} -50 6 -28 12 0Z`,
        fill: trunk,
      }),
    ];
    const blobs: { x: number; y: number; r: number }[] = [];
    const n = rng.int(5, 7);
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      blobs.push({ x: Math.cos(a) * 55 + rng.jitter(12) + lean, y: -125 + Math.sin(a) * 32 + rng.jitter(10), r: rng.range(38, 52) });
    }
    blobs.push({ x: lean, y: -125, r: 50 });
    for (const b of blobs) parts.push(el("circle", { cx: b.x, cy: b.y, r: b.r, fill: dark }));
    for (const b of blobs) parts.push(el("circle", { cx: b.x + (sunLeft ? -6 : 6), cy: b.y - 8, r: b.r * 0.8, fill: midTone }));
    // Sunlit crowns: crescents of silvery green on the sun side of the upper blobs.
    const sun = sunLeft ? -1 : 1;
    for (const b of blobs.filter((k) => k.y < -120)) {
      const r = b.r * 0.62;
      parts.push(
        el("path", {
          d: `M${num(b.x + sun * 2 - r)} ${num(b.y - 10)}a${num(r)} ${num(r)} 0 0 1 ${num(2 * r)} 0a${num(r)} ${num(r * 0.7)} 0 0 0 ${num(-2 * r)} 0Z`,
          fill: light,
          transform: `rotate(${sun * 25} ${num(b.x)} ${num(b.y)})`,
        }),
      );
    }
    c.define(el("g", { id }, parts.join("")));
    ids.push(id);
  }
  return ids;
}

/** Olive trees on a perspective grid over red earth, with cast shadows. */
export function oliveGrove(
  c: Canvas,
  rng: Rng,
  look: MoodLook,
  opts: { horizon: number; vx: number; size: number; sunLeft: boolean; exclude?: (x: number, s: number) => boolean },
): string {
  const ids = defineOliveTrees(c, rng, look, opts.sunLeft);
  const span = c.h - opts.horizon;
  const shadow = tone(look, mix(base.redEarth, base.deepBrown, 0.45));
  const spacing = opts.size * rng.range(1.9, 2.5);
  const phase = rng.range(0, 1);
  const parts: string[] = [];
  const rows: number[] = [];
  for (let j = 0; ; j++) {
    const s = 1.25 / (1 + j * 0.55);
    if (s < 0.035) break;
    rows.unshift(s);
  }
  for (const s of rows) {
    const y = opts.horizon + span * s;
    const size = opts.size * s;
    const distance = Math.pow(1 - Math.min(s, 1), 2);
    const trees: string[] = [];
    for (let i = -30; i <= 30; i++) {
      const x = opts.vx + (i + phase) * spacing * s;
      if (x < -size || x > c.w + size) continue;
      if (opts.exclude?.(x, s)) continue;
      const jx = x + rng.jitter(size * 0.1);
      trees.push(
        el("ellipse", {
          cx: jx + (opts.sunLeft ? size * 0.35 : -size * 0.35),
          cy: y + size * 0.03,
          rx: size * 0.55,
          ry: size * 0.09,
          fill: shadow,
          "fill-opacity": 0.55,
        }),
      );
      trees.push(useAt(ids[(i + 30) % ids.length]!, jx, y, size * (rng.chance(0.5) ? 1 : -1) * 0.5, size * 0.5));
    }
    // Haze over distant rows: a translucent wash rather than re-toning every symbol.
    const body = group(trees);
    parts.push(distance > 0.05 ? group([body], { opacity: (1 - distance * 0.55).toFixed(2) }) : body);
  }
  return group(parts);
}

export function cypress(x: number, y: number, width: number, height: number, fill: string): string {
  const p = (px: number, py: number): string => `${num(x + px * width)} ${num(y - py * height)}`;
  return el("path", {
    d: `M${p(0, 0)}C${p(-0.55, 0.25)} ${p(-0.5, 0.75)} ${p(0, 1)}C${p(0.5, 0.75)} ${p(0.55, 0.25)} ${p(0, 0)}Z`,
    fill,
  });
}

/** Prickly pear (chumbera): a foreground clump of flat oval pads with a few red fruits. */
export function pricklyPear(rng: Rng, x: number, y: number, size: number, look: MoodLook): string {
  const pad = tone(look, base.sage);
  const padDark = tone(look, mix(base.sage, base.oliveDark, 0.5));
  const fruit = tone(look, base.terracotta);
  const parts: string[] = [];
  const pads: { x: number; y: number; a: number; s: number }[] = [{ x, y: y - size * 0.45, a: 0, s: size * 0.5 }];
  for (let i = 0; i < 6; i++) {
    const parent = pads[rng.int(0, pads.length - 1)]!;
    const a = parent.a + rng.jitter(50);
    const s = parent.s * rng.range(0.7, 0.9);
    const rad = ((a - 90) * Math.PI) / 180;
    pads.push({ x: parent.x + Math.cos(rad) * parent.s * 0.9, y: parent.y + Math.sin(rad) * parent.s * 0.9, a, s });
  }
  pads.forEach((p, i) => {
    parts.push(
      el("ellipse", {
        cx: 0,
        cy: 0,
        rx: p.s * 0.42,
        ry: p.s * 0.6,
        fill: i % 2 === 0 ? pad : padDark,
        transform: `translate(${num(p.x)} ${num(p.y)}) rotate(${num(p.a)})`,
      }),
    );
    if (i > 2 && rng.chance(0.6)) {
      const rad = ((p.a - 90) * Math.PI) / 180;
      parts.push(el("circle", { cx: p.x + Math.cos(rad) * p.s * 0.6, cy: p.y + Math.sin(rad) * p.s * 0.6, r: p.s * 0.09, fill: fruit }));
    }
  });
  return group(parts);
}
