// Silhouettes in local coordinates: feet at (0, 0), a standing adult about 100 units tall,
// facing right. Callers place them with svg.place(). Limbs are round-capped strokes, which
// keeps the figures readable at every size.
import { el, group, place, polygon, type Point } from "./svg.ts";

function limb(d: string, colour: string, width: number): string {
  return el("path", { d, fill: "none", stroke: colour, "stroke-width": width, "stroke-linecap": "round", "stroke-linejoin": "round" });
}

export type Pose = "walk" | "stand";

/** Star polygon: a sunflower head seen small (petal tips and notches). */
function star(cx: number, cy: number, outer: number, inner: number, points: number): string {
  const list: Point[] = [];
  for (let i = 0; i < points * 2; i++) {
    const a = (i * Math.PI) / points;
    const r = i % 2 === 0 ? outer : inner;
    list.push({ x: cx + Math.cos(a) * r, y: cy + Math.sin(a) * r });
  }
  return polygon(list);
}

/** Maya: young woman with a ponytail and a rucksack; optional sun hat. */
export function woman(colour: string, pose: Pose, hat = false): string {
  const legs =
    pose === "walk"
      ? limb("M4 -46L9 -24L14 -3L19 -2", colour, 5.4) + limb("M0 -46L-4 -25L-10 -5L-7 -1", colour, 5.4)
      : limb("M3 -46L3.5 -24L4 -2L9 -1", colour, 5.4) + limb("M-1 -46L-2 -24L-3 -2L2 -1", colour, 5.4);
  const arms =
    pose === "walk"
      ? limb("M5 -79L0 -66L-4 -56", colour, 4) + limb("M3 -79L9 -68L12 -60", colour, 4)
      : limb("M5 -79L6 -66L7 -55", colour, 4) + limb("M-2 -79L-4 -66L-3 -56", colour, 4);
  return group([
    legs,
    el("path", { d: "M-4.5 -82C2 -84 7 -83 8.5 -80L7 -66C6 -61 6.5 -58 7.5 -54L-4.5 -54C-4 -60 -5 -66 -6 -72Z", fill: colour }),
    el("path", { d: "M-5.5 -56L8 -56L10 -43L-7.5 -43Z", fill: colour }),
    el("rect", { x: 0.8, y: -87, width: 4, height: 6, fill: colour }),
    el("circle", { cx: 3, cy: -91.5, r: 6.2, fill: colour }),
    // Ponytail swinging out behind.
    el("path", { d: "M-1.5 -96C-8 -96 -12 -90 -11 -81C-9 -85 -6 -88 -1 -89Z", fill: colour }),
    hat
      ? el("ellipse", { cx: 3, cy: -95.5, rx: 12, ry: 2.2, fill: colour }) +
        el("path", { d: "M-3 -95C-3 -102 9 -102 9 -95Z", fill: colour })
      : "",
    // Rucksack with a bedroll on top.
    el("rect", { x: -16, y: -83, width: 12, height: 26, rx: 4, fill: colour }),
    el("rect", { x: -17, y: -89, width: 13, height: 6, rx: 3, fill: colour }),
    arms,
  ]);
}

/** Pipa: a medium mongrel with a perky ear and a raised tail. Shoulder height ~24. */
export function dog(colour: string, pose: "walk" | "sit" | "lie"): string {
  if (pose === "sit") {
    return group([
      el("path", { d: "M-12 0C-16 -8 -12 -20 -2 -26L6 -30L10 -20L8 0Z", fill: colour }),
      limb("M6 -18L7 -1L10 -0.5", colour, 3.2),
      limb("M-12 -1C-18 -1 -22 -4 -23 -9", colour, 2.6),
      el("circle", { cx: 9, cy: -33, r: 5.2, fill: colour }),
      el("path", { d: "M12 -35L19 -32L18.5 -29L11 -29Z", fill: colour }),
      el("path", { d: "M5 -36L6 -44L10 -37Z", fill: colour }),
    ]);
  }
  if (pose === "lie") {
    return group([
      el("path", { d: "M-20 0C-21 -6 -16 -11 -6 -12L8 -12C13 -12 15 -8 15 0Z", fill: colour }),
      limb("M10 -2L24 -1", colour, 3.2),
      limb("M-19 -2C-25 -2 -28 0 -30 -2", colour, 2.6),
      el("circle", { cx: 15, cy: -13, r: 5, fill: colour }),
      el("path", { d: "M17 -15L24 -12L23 -9L16 -9Z", fill: colour }),
      el("path", { d: "M10 -15C9 -20 11 -21 13 -17Z", fill: colour }),
    ]);
  }
  return group([
    limb("M11 -15L13 -8L12 0L14 0", colour, 3.2),
    limb("M7 -15L5 -7L3 0L5 0", colour, 3.2),
    limb("M-12 -15L-15 -8L-14 0L-12 0", colour, 3.2),
    limb("M-9 -15L-8 -7L-6 0L-4 0", colour, 3.2),
    el("path", {
      d: "M-16 -19C-16 -24 -8 -25 0 -24.5C8 -24 12 -25 15 -23C17 -19 14 -13 8 -13L-10 -13C-15 -13 -16 -16 -16 -19Z",
      fill: colour,
    }),
    el("path", { d: "M10 -23L16 -33L21 -30L15 -19Z", fill: colour }),
    el("circle", { cx: 18.5, cy: -32, r: 5, fill: colour }),
    el("path", { d: "M21 -34.5L28 -31.5L27.5 -28.5L20 -28Z", fill: colour }),
    el("path", { d: "M15 -35L16.5 -42.5L19.5 -35.5Z", fill: colour }),
    limb("M-15 -21C-20 -24 -22 -30 -19 -35", colour, 2.6),
  ]);
}

/**
 * Tomás: taller, broad-shouldered, flat cap, an armful of sunflowers over one shoulder.
 * Flower heads keep their colour so they glow against the silhouette.
 */
export function man(colour: string, pose: Pose, flowers: { petal: string; seed: string } | null): string {
  const legs =
    pose === "walk"
      ? limb("M5 -50L10 -26L15 -3L21 -2", colour, 6.4) + limb("M0 -50L-5 -27L-11 -5L-7 -1", colour, 6.4)
      : limb("M4 -50L4.5 -26L5 -2L11 -1", colour, 6.4) + limb("M-2 -50L-3 -26L-4 -2L1 -1", colour, 6.4);
  const bunch: string[] = [];
  if (flowers) {
    const heads = [
      [-14, -118, 7.5],
      [-3, -126, 8],
      [-24, -108, 7],
      [8, -117, 7],
      [-12, -134, 6.5],
      [-27, -123, 6.5],
    ] as const;
    for (const [x, y] of heads) bunch.push(limb(`M${x} ${y}L4 -86`, colour, 1.6));
    for (const [x, y, r] of heads) {
      bunch.push(el("path", { d: star(x, y, r, r * 0.62, 12), fill: flowers.petal }));
      bunch.push(el("circle", { cx: x, cy: y, r: r * 0.42, fill: flowers.seed }));
    }
  }
  return group([
    legs,
    el("path", { d: "M-8 -90C0 -93 9 -92 12 -88L10 -70C9 -62 9 -57 10 -50L-6 -50C-6 -58 -8 -66 -9 -76Z", fill: colour }),
    el("rect", { x: 0.5, y: -96, width: 5, height: 7, fill: colour }),
    el("circle", { cx: 3.5, cy: -100.5, r: 6.6, fill: colour }),
    el("path", { d: "M-3.5 -102C-3 -109 10 -110 11 -103L15 -102.5L14 -100.5L-3.5 -100.5Z", fill: colour }),
    ...bunch,
    flowers ? limb("M6 -86L11 -78L4 -88", colour, 4.6) : limb("M7 -87L12 -72L14 -60", colour, 4.6),
    limb("M-4 -87L-9 -72L-11 -60", colour, 4.6),
  ]);
}

/** Generic crew member standing or walking, arms drawn by the caller. */
function crewBody(colour: string, pose: Pose, cap: boolean): string {
  const legs =
    pose === "walk"
      ? limb("M4 -48L8 -25L12 -3L17 -2", colour, 6) + limb("M-1 -48L-5 -26L-10 -5L-6 -1", colour, 6)
      : limb("M3 -48L4 -25L5 -2L10 -1", colour, 6) + limb("M-2 -48L-3 -25L-4 -2L1 -1", colour, 6);
  return group([
    legs,
    el("path", { d: "M-7 -86C0 -89 8 -88 10 -85L9 -68C8 -60 8 -55 9 -48L-6 -48C-6 -56 -7 -64 -8 -74Z", fill: colour }),
    el("rect", { x: 0.5, y: -92, width: 4.5, height: 7, fill: colour }),
    el("circle", { cx: 3, cy: -96.5, r: 6.3, fill: colour }),
    cap ? el("path", { d: "M-3.5 -98C-3 -105 9 -106 10 -99L15 -98L14.5 -96.5L-3.5 -96.5Z", fill: colour }) : "",
  ]);
}

/** Director of photography walking backwards with a gimbal rig held out in front. */
export function gimbalOperator(colour: string): string {
  return group([
    crewBody(colour, "walk", true),
    limb("M4 -84L13 -74L18 -73", colour, 4.4),
    limb("M1 -84L9 -71L26 -73", colour, 4.4),
    // Handlebar, the gimbal's motor arm, and a cinema camera with lens and matte box.
    limb("M14 -73L32 -73M23 -73L23 -66L40 -66L40 -52", colour, 2.6),
    el("rect", { x: 15, y: -62, width: 22, height: 14, rx: 2, fill: colour }),
    el("rect", { x: 20, y: -66, width: 10, height: 5, rx: 1, fill: colour }),
    el("rect", { x: 36, y: -60, width: 9, height: 10, fill: colour }),
    el("path", { d: "M45 -61L52 -64L52 -46L45 -49Z", fill: colour }),
  ]);
}

/** Sound recordist with the boom raised and a furry windshield on the mic. */
export function boomOperator(colour: string, reach = 1): string {
  const tipX = 55 * reach;
  const tipY = -150;
  return group([
    crewBody(colour, "stand", false),
    limb("M4 -84L12 -100L16 -110", colour, 4.4),
    limb("M-2 -84L2 -98L6 -104", colour, 4.4),
    limb(`M-8 -86L${tipX} ${tipY}`, colour, 2.2),
    el("ellipse", { cx: tipX + 4, cy: tipY + 6, rx: 9, ry: 4.6, fill: colour, transform: `rotate(20 ${tipX + 4} ${tipY + 6})` }),
    el("rect", { x: -9, y: -62, width: 10, height: 8, rx: 2, fill: colour }),
  ]);
}

/** Camera on a tripod with the operator bent to the eyepiece. */
export function tripodCamera(colour: string): string {
  return group([
    limb("M30 -58L18 0M30 -58L30 0M30 -58L42 0", colour, 2.4),
    el("rect", { x: 24, y: -62, width: 14, height: 4, fill: colour }),
    el("rect", { x: 21, y: -78, width: 22, height: 15, rx: 2, fill: colour }),
    el("path", { d: "M43 -75L54 -79L54 -62L43 -66Z", fill: colour }),
    el("rect", { x: 25, y: -84, width: 12, height: 6, rx: 2, fill: colour }),
    // Operator, leaning in.
    limb("M2 -46L3 -24L4 -2L9 -1", colour, 6) + limb("M-3 -46L-4 -24L-5 -2L0 -1", colour, 6),
    el("path", { d: "M-6 -47L8 -47C12 -60 16 -70 18 -78L6 -84C0 -76 -4 -62 -6 -47Z", fill: colour }),
    el("circle", { cx: 18, cy: -83, r: 6.2, fill: colour }),
    limb("M12 -76L22 -68L26 -66", colour, 4.4),
  ]);
}

/** Grip holding a round reflector: the one that doubled as Canela's sunshade. */
export function reflectorHolder(colour: string, reflector: string): string {
  return group([
    crewBody(colour, "stand", true),
    limb("M4 -84L14 -92L20 -100", colour, 4.4),
    limb("M0 -84L10 -86L18 -92", colour, 4.4),
    el("ellipse", { cx: 30, cy: -108, rx: 22, ry: 20, fill: reflector, transform: "rotate(-25 30 -108)" }),
  ]);
}

/** Light stand with a soft box. */
export function lightStand(colour: string, glow: string): string {
  return group([
    limb("M0 -110L0 0M0 -20L-12 0M0 -20L12 0", colour, 2.2),
    el("path", { d: "M-4 -110L-26 -128L-26 -88L-4 -104Z", fill: colour }),
    el("rect", { x: -30, y: -128, width: 5, height: 40, fill: glow }),
  ]);
}

/** Small hatchback (the camera car), about 120 units long and 45 tall. */
export function smallCar(body: string, glass: string, tyre: string): string {
  return group([
    el("path", {
      d: "M-60 -12C-62 -24 -56 -28 -44 -30L-30 -31L-18 -46C-14 -50 -10 -51 -4 -51L30 -51C36 -51 40 -48 44 -42L52 -30C58 -29 62 -24 61 -12Z",
      fill: body,
    }),
    el("path", { d: "M-24 -32L-13 -45C-11 -47 -8 -47 -6 -47L10 -47L10 -32Z", fill: glass }),
    el("path", { d: "M14 -47L29 -47C33 -47 36 -45 39 -41L46 -32L14 -32Z", fill: glass }),
    el("rect", { x: -62, y: -16, width: 124, height: 5, rx: 2, fill: tyre }),
    el("circle", { cx: -36, cy: -11, r: 11, fill: tyre }),
    el("circle", { cx: 38, cy: -11, r: 11, fill: tyre }),
    el("circle", { cx: -36, cy: -11, r: 4, fill: glass }),
    el("circle", { cx: 38, cy: -11, r: 4, fill: glass }),
  ]);
}

/** Tarpaulin lean-to on two poles, crew huddled underneath (the first day's thunder). */
export function tarpShelter(colour: string, tarp: string): string {
  return group([
    limb("M-60 0L-60 -88M60 0L60 -70", colour, 3),
    el("path", { d: "M-72 -92L72 -72L70 -64L-70 -84Z", fill: tarp }),
    limb("M-72 -92L-90 0M72 -72L92 0", colour, 1),
    place(crewBody(colour, "stand", true), -30, 0, 0.75),
    place(crewBody(colour, "stand", false), 0, 0, 0.72, true),
    el("rect", { x: 20, y: -24, width: 26, height: 24, rx: 3, fill: colour }),
    el("rect", { x: -52, y: -14, width: 18, height: 14, rx: 2, fill: colour }),
  ]);
}
