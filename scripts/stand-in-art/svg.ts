// Small string builders for SVG markup. Numbers are rounded to one decimal so the markup is
// compact and stable (no float noise leaking into the rendered bytes).

export type Attrs = Record<string, string | number | undefined>;
export interface Point {
  x: number;
  y: number;
}
/** Gradient stop: offset 0..1, colour, optional opacity. */
export type Stop = readonly [number, string, number?];

export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

export function el(tag: string, attrs: Attrs, children?: string): string {
  const list = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}="${typeof value === "number" ? num(value) : value}"`)
    .join(" ");
  return children === undefined ? `<${tag} ${list}/>` : `<${tag} ${list}>${children}</${tag}>`;
}

export function group(children: readonly string[], attrs: Attrs = {}): string {
  return el("g", attrs, children.join(""));
}

/** Closed polygon path data. */
export function polygon(points: readonly Point[]): string {
  return points.map((p, i) => `${i === 0 ? "M" : "L"}${num(p.x)} ${num(p.y)}`).join("") + "Z";
}

/** Open polyline path data. */
export function polyline(points: readonly Point[]): string {
  return points.map((p, i) => `${i === 0 ? "M" : "L"}${num(p.x)} ${num(p.y)}`).join("");
}

/** Smooth open curve through the midpoints of the given points (quadratic B-spline look). */
export function smoothLine(points: readonly Point[]): string {
  const [first, ...rest] = points;
  if (!first) return "";
  let d = `M${num(first.x)} ${num(first.y)}`;
  for (let i = 0; i < rest.length - 1; i++) {
    const p = rest[i]!;
    const q = rest[i + 1]!;
    d += `Q${num(p.x)} ${num(p.y)} ${num((p.x + q.x) / 2)} ${num((p.y + q.y) / 2)}`;
  }
  const last = rest[rest.length - 1];
  if (last) d += `L${num(last.x)} ${num(last.y)}`;
  return d;
}

/** Place local-coordinate artwork at (x, y) with a uniform scale, optionally mirrored. */
export function place(markup: string, x: number, y: number, scale: number, mirror = false): string {
  const sx = mirror ? -scale : scale;
  return `<g transform="translate(${num(x)} ${num(y)}) scale(${sx.toFixed(4)} ${scale.toFixed(4)})">${markup}</g>`;
}

/**
 * One SVG document being built: its size, a unit that scales artwork with the short side, and
 * a defs list with unique ids for gradients, clips and symbols.
 */
export class Canvas {
  readonly u: number;
  private readonly defs: string[] = [];
  private nextId = 0;

  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.u = Math.min(w, h) / 1000;
  }

  id(prefix: string): string {
    this.nextId += 1;
    return `${prefix}${this.nextId}`;
  }

  define(markup: string): void {
    this.defs.push(markup);
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(([offset, colour, opacity]) => el("stop", { offset: offset.toFixed(3), "stop-color": colour, "stop-opacity": opacity }))
      .join("");
  }

  /** Linear gradient in user space (pixels); returns a fill reference. */
  linear(stops: readonly Stop[], from: Point, to: Point): string {
    const id = this.id("lg");
    this.define(
      el("linearGradient", { id, gradientUnits: "userSpaceOnUse", x1: from.x, y1: from.y, x2: to.x, y2: to.y }, this.stops(stops)),
    );
    return `url(#${id})`;
  }

  /** Radial gradient in bounding-box units, reusable by any shape (bokeh, glows, lanterns). */
  radial(stops: readonly Stop[]): string {
    const id = this.id("rg");
    this.define(el("radialGradient", { id, cx: 0.5, cy: 0.5, r: 0.5 }, this.stops(stops)));
    return `url(#${id})`;
  }

  /** Clip path from path data; returns the clip-path reference. */
  clip(d: string, rule: "nonzero" | "evenodd" = "nonzero"): string {
    const id = this.id("cp");
    this.define(el("clipPath", { id }, el("path", { d, "clip-rule": rule })));
    return `url(#${id})`;
  }

  render(body: readonly string[]): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
      `width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join("")}</defs>${body.join("")}</svg>`
    );
  }
}
