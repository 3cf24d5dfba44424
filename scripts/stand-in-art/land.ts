// Landforms: rolling hills, the jagged Sierra with faceted light and snow, and flat ground.
import type { Rng } from "./random.ts";
import { el, group, num, polygon, smoothLine, type Canvas, type Point } from "./svg.ts";

/** Smooth ridge line across the frame from a few random sine waves. */
export function ridgeLine(c: Canvas, rng: Rng, baseY: number, amp: number, waves = 3): Point[] {
  const terms = Array.from({ length: waves }, (_, i) => ({
    freq: (rng.range(0.6, 1.6) * (i + 1) * Math.PI * 2) / c.w,
    phase: rng.range(0, Math.PI * 2),
    weight: 1 / (i + 1),
  }));
  const total = terms.reduce((sum, t) => sum + t.weight, 0);
  const points: Point[] = [];
  const steps = 40;
  for (let i = -1; i <= steps + 1; i++) {
    const x = (c.w * i) / steps;
    const v = terms.reduce((sum, t) => sum + Math.sin(x * t.freq + t.phase) * t.weight, 0) / total;
    points.push({ x, y: baseY - amp * (0.5 + 0.5 * v) });
  }
  return points;
}

/** Filled area under a ridge line, down to the bottom of the frame. */
export function hillArea(c: Canvas, line: readonly Point[], fill: string): string {
  const first = line[0]!;
  const last = line[line.length - 1]!;
  const d = `${smoothLine(line)}L${num(last.x)} ${num(c.h + 5)}L${num(first.x)} ${num(c.h + 5)}Z`;
  return el("path", { d, fill });
}

export function hillPath(c: Canvas, line: readonly Point[]): string {
  const first = line[0]!;
  const last = line[line.length - 1]!;
  return `${smoothLine(line)}L${num(last.x)} ${num(c.h + 5)}L${num(first.x)} ${num(c.h + 5)}Z`;
}

/** Height of a ridge line at x (linear between samples). */
export function ridgeAt(line: readonly Point[], x: number): number {
  for (let i = 0; i < line.length - 1; i++) {
    const a = line[i]!;
    const b = line[i + 1]!;
    if (x >= a.x && x <= b.x) return a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x);
  }
  return line[line.length - 1]!.y;
}

/**
 * Rows of dots following a hill: distant olive groves, the signature Andalusian hillside.
 * Dots get bigger and sparser towards the viewer.
 */
export function groveDots(c: Canvas, rng: Rng, line: readonly Point[], depth: number, colour: string): string {
  const dots: string[] = [];
  const rows = Math.round(depth / (14 * c.u));
  for (let row = 0; row < rows; row++) {
    const t = row / Math.max(1, rows - 1);
    const r = (2 + t * 3.5) * c.u;
    const gap = r * 3.2;
    const offset = rng.range(0, gap);
    for (let x = -offset; x < c.w + gap; x += gap * rng.range(0.85, 1.15)) {
      const y = ridgeAt(line, x) + 8 * c.u + row * (depth / rows) * (0.7 + t * 0.6);
      dots.push(
        `M${num(x - r)} ${num(y)}a${num(r)} ${num(r * 0.8)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r * 0.8)} 0 1 0 ${num(-2 * r)} 0`,
      );
    }
  }
  return el("path", { d: dots.join(""), fill: colour });
}

/**
 * Jagged sierra with faceted light: a midpoint-displaced ridge whose peaks get a lit face
 * towards the sun and, when high enough, a cap of snow (Sierra Nevada).
 */
export function sierra(
  c: Canvas,
  rng: Rng,
  opts: { baseY: number; height: number; fill: string; litFill: string; snow?: string; sunX: number },
): string {
  // Coarse peaks and saddles, then three rounds of midpoint displacement for the rocky edge.
  let points: Point[] = [];
  let up = rng.chance(0.5);
  for (let x = -60 * c.u; x < c.w + 200 * c.u; x += rng.range(90, 260) * c.u) {
    const k = up ? rng.range(0.5, 1) : rng.range(0.15, 0.45);
    points.push({ x, y: opts.baseY - opts.height * k });
    up = !up;
  }
  for (let round = 0; round < 3; round++) {
    const next: Point[] = [points[0]!];
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1]!;
      const b = points[i]!;
      const len = b.x - a.x;
      next.push({ x: (a.x + b.x) / 2 + rng.jitter(len * 0.12), y: Math.min(opts.baseY, (a.y + b.y) / 2 + rng.jitter(len * 0.22)) }, b);
    }
    points = next;
  }
  const last = points[points.length - 1]!;
  const outline = polygon([...points, { x: last.x, y: c.h + 5 }, { x: points[0]!.x, y: c.h + 5 }]);
  // Peaks are the highest points within a neighbourhood of the coarse ridge.
  const facets: string[] = [];
  const snows: string[] = [];
  const reach = 4;
  for (let i = reach; i < points.length - reach; i++) {
    const p = points[i]!;
    const around = points.slice(i - reach, i + reach + 1);
    if (around.some((q) => q.y < p.y)) continue;
    // The lit face runs from the peak down the sun-facing slope to the next valley.
    const dir = opts.sunX < p.x ? -1 : 1;
    let j = i;
    while (j + dir > 0 && j + dir < points.length - 1 && points[j + dir]!.y >= points[j]!.y - 2 * c.u) j += dir;
    const slope = dir < 0 ? points.slice(j, i + 1) : points.slice(i, j + 1);
    const foot = { x: p.x + (points[j]!.x - p.x) * 0.2, y: opts.baseY + 2 };
    facets.push(
      polygon([...slope, dir < 0 ? { x: points[j]!.x, y: opts.baseY + 2 } : foot, dir < 0 ? foot : { x: points[j]!.x, y: opts.baseY + 2 }]),
    );
    if (opts.snow && p.y < opts.baseY - opts.height * 0.6) {
      const line = opts.baseY - (opts.baseY - p.y) * rng.range(0.72, 0.82);
      const cap: Point[] = [];
      for (let k = i; k > 0 && points[k]!.y < line; k--) cap.unshift(points[k]!);
      for (let k = i + 1; k < points.length && points[k]!.y < line; k++) cap.push(points[k]!);
      const left = cap[0]!;
      const right = cap[cap.length - 1]!;
      // Ragged lower edge of the snow, dipping into gullies.
      const teeth: Point[] = [];
      const n = 5;
      for (let t = n - 1; t >= 1; t--) {
        teeth.push({ x: left.x + ((right.x - left.x) * t) / n, y: line + (t % 2 === 0 ? -1 : 1) * rng.range(2, 9) * c.u });
      }
      snows.push(polygon([...cap, ...teeth]));
    }
  }
  return group([
    el("path", { d: outline, fill: opts.fill }),
    el("path", { d: facets.join(""), fill: opts.litFill }),
    opts.snow ? el("path", { d: snows.join(""), fill: opts.snow }) : "",
  ]);
}

/** Flat ground from the horizon down, lighter in the distance. */
export function ground(c: Canvas, horizon: number, far: string, near: string): string {
  const fill = c.linear(
    [
      [0, far],
      [1, near],
    ],
    { x: 0, y: horizon },
    { x: 0, y: c.h },
  );
  return el("rect", { x: 0, y: horizon - 1, width: c.w, height: c.h - horizon + 2, fill });
}

/** Furrow lines converging on the vanishing point: ploughed earth, screen-print style. */
export function furrows(c: Canvas, horizon: number, vx: number, count: number, colour: string, opacity: number): string {
  const lines: string[] = [];
  for (let i = 0; i <= count; i++) {
    const bx = -c.w + (3 * c.w * i) / count;
    const w = 3 * c.u;
    lines.push(`M${num(vx)} ${num(horizon)}L${num(bx - w)} ${num(c.h)}L${num(bx + w)} ${num(c.h)}Z`);
  }
  return el("path", { d: lines.join(""), fill: colour, "fill-opacity": opacity });
}
