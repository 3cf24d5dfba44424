// Headshots: a stylised profile bust (or Canela's face) in flat screen-print colours against a
// warm backdrop with soft bokeh. The bust is also used on wide stills with subject "portrait".
import type { Mood } from "#src/content/build-time/schema/types.ts";
import { base, looks, mix, tone, type MoodLook } from "./palette.ts";
import type { Rng } from "./random.ts";
import { Canvas, el, group, place } from "./svg.ts";

export type Sitter = "maya" | "tomas" | "remedios";

// Profile silhouette facing right in a 100 x 125 box: crown, forehead, nose, lips, chin,
// throat, then shoulders out to both edges.
const PROFILE =
  "M50 20C58 19.5 65 23 67 30C68.4 34 68.3 37 68 39.5C68.6 41 70.5 43.5 73.6 46.6C74.3 47.4 73.8 48.4 72.6 48.6" +
  "L69.8 49.2C70.4 50.2 70.9 51 70.6 51.8C70 52.6 69.6 52.8 69.4 53.2C70 53.8 70.2 54.6 69.6 55.3" +
  "C68.8 56.2 67.6 56.6 67.4 57.6C68.4 58.6 69 59.8 68.4 61C67.2 63.2 64.6 63.8 62.4 64.2" +
  "C61.2 66.5 60.6 70 60.6 76C64 82 74 86 86 90C96 94 100 104 101 126L-1 126" +
  "C-1 104 4 94 14 90C26 86 38 82 44 76C45 70 45 64 43 58C37.5 54 33.5 47 33.5 38C34 27 41 20 50 20Z";

// Ear, and the shadow the jaw throws on the neck (light from above, in front).
const EAR = "M50.5 40C53.5 39 55.5 41.5 55 45C54.6 48 52 49.5 50 48.5C51.5 46 51.5 42.5 50.5 40Z";
const NECK_SHADOW = "M43 55C48 60 55 63.5 62.4 64.2C61.2 66.5 60.6 70 60.6 76L44 79Z";

const HAIR: Record<Sitter, string> = {
  // Long hair falling behind the shoulders, a loose strand at the temple.
  maya:
    "M64.5 27C62 21 56 17.5 49 18C39 18.5 32 26 31.5 37C31 50 30 62 26 74C23 84 22 92 26 100" +
    "C32 94 38 90 42 84C46 76 45.5 66 45 60C46 52 48 46 52.5 41C53 36 55 31 58.5 29C60.5 28.6 62.5 28 64.5 27Z",
  // Short curly crop: a bumpy cap over the crown.
  tomas:
    "M66.4 30.5C67 24 62 18 55 17C51 15.5 47 16.5 44 18C40 18.3 37 21 35.5 24.5C33 27 32.3 31 33 34" +
    "C32.5 38 33.5 42 35 45C37 47 40 47.5 42 46C44 44 44.5 41 47 39.5C49 37.5 50 35 52 33C55 31 59 32 62 31C63.5 31.2 65 31 66.4 30.5Z",
  // Hair swept back into a bun.
  remedios:
    "M65.6 28.5C62.5 21.5 56 18 49 18.5C41 19 35 24.5 33.6 32C33 36.5 33.6 42 35.5 46C38 45.5 40.5 43 42.5 40" +
    "C45 35 49 31 55 29.5C59 28.6 62.5 28.4 65.6 28.5Z",
};

const CLOTHES: Record<Sitter, string> = {
  // Scoop-necked top.
  maya: "M-2 126L-2 100C4 93 14 90 24 87C32 85 40 81 44 77C48 86 56 88 62 80C68 84 78 88 88 91C97 95 101 104 102 126Z",
  // Open-collared shirt.
  tomas:
    "M-2 126L-2 100C4 93 14 90 24 87C32 85 40 81 43 76L52 92L61 76C66 82 76 86 88 90C97 94 101 104 102 126Z" +
    "M43 76L47 86L52 92L48 78ZM61 76L57 86L52 92L58 80Z",
  // High-necked dress.
  remedios: "M-2 126L-2 100C4 93 14 90 24 87C32 85 40 81 44 73C50 74 56 74 60.6 72C64 82 74 86 88 90C97 94 101 104 102 126Z",
};

export interface BustColours {
  skin: string;
  skinShade: string;
  hair: string;
  clothes: string;
  accent: string;
  rim: string;
}

export function bustColours(look: MoodLook, sitter: Sitter): BustColours {
  const hair = sitter === "remedios" ? mix(base.cream, "#8C857A", 0.55) : sitter === "tomas" ? "#2A1A12" : "#4A2C1A";
  const clothes = sitter === "maya" ? base.olive : sitter === "tomas" ? base.duskBlue : "#2B1E1A";
  return {
    skin: tone(look, base.skin, 0, 0.2),
    skinShade: tone(look, base.skinShade),
    hair: tone(look, hair),
    clothes: tone(look, clothes),
    accent: tone(look, sitter === "remedios" ? base.terracotta : base.sunflower, 0, 0.2),
    rim: mix(look.light, "#FFFFFF", 0.3),
  };
}

/** Profile bust in a 100 x 125 box, facing right. */
export function bust(c: Canvas, sitter: Sitter, colours: BustColours, shadingEyes = false): string {
  const clip = c.clip(PROFILE);
  const parts = [
    // Rim light: the silhouette nudged towards the light, peeking out along the face.
    place(el("path", { d: PROFILE, fill: colours.rim }), 0.7, -0.3, 1),
    el("path", { d: PROFILE, fill: colours.skin }),
    group([el("path", { d: NECK_SHADOW, fill: colours.skinShade }), el("path", { d: CLOTHES[sitter], fill: colours.clothes })], {
      "clip-path": clip,
    }),
    el("path", { d: EAR, fill: colours.skinShade }),
    el("path", { d: HAIR[sitter], fill: colours.hair }),
  ];
  // Brow and a lowered eyelid: enough to give the profile a gaze.
  parts.push(
    el("path", { d: "M59.5 37.2Q63 35.6 66.8 36.8", stroke: colours.hair, "stroke-width": 1.1, fill: "none", "stroke-linecap": "round" }),
    el("path", { d: "M60.8 41Q63 39.6 65.4 41", stroke: colours.skinShade, "stroke-width": 1, fill: "none", "stroke-linecap": "round" }),
  );
  if (shadingEyes) {
    // Forearm raised, hand flat against the brow against the sun.
    parts.push(
      el("path", {
        d: "M80 100L90 76L73 39",
        stroke: colours.skin,
        "stroke-width": 8,
        fill: "none",
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
      el("path", { d: "M80 100L87 84", stroke: colours.clothes, "stroke-width": 9.5, fill: "none", "stroke-linecap": "round" }),
      el("path", { d: "M62 33.5C66 31 76 30.5 80 32.5C80.5 34.5 76 36.5 72 37C68 37.5 64 36 62 33.5Z", fill: colours.skin }),
      el("path", { d: "M63 35.2C67 36.6 73 36.6 79 33.6", stroke: colours.skinShade, "stroke-width": 0.8, fill: "none" }),
    );
  }
  if (sitter === "remedios") {
    parts.push(el("circle", { cx: 34, cy: 30, r: 6.5, fill: colours.hair }));
    // Shawl over the shoulders and a gold earring.
    parts.push(el("path", { d: "M-2 104C10 92 26 88 40 86C48 92 58 94 66 88C78 90 92 96 102 108L102 126L-2 126Z", fill: colours.accent }));
    parts.push(el("circle", { cx: 52.5, cy: 50.5, r: 1.3, fill: tone(looks.golden, base.sunflower) }));
  }
  if (sitter === "tomas") {
    // A sunflower tucked in the shirt pocket.
    parts.push(el("circle", { cx: 74, cy: 104, r: 6, fill: colours.accent }));
    parts.push(el("circle", { cx: 74, cy: 104, r: 2.6, fill: tone(looks.golden, base.seed) }));
  }
  if (sitter === "maya") {
    parts.push(el("path", { d: "M58 28C56 34 54 38 52.5 41", stroke: colours.hair, "stroke-width": 1.2, fill: "none" }));
  }
  return group(parts);
}

/** Canela, front on: floppy ears, cream blaze and muzzle, collar with a blank tag. */
export function dogFace(look: MoodLook): string {
  const fur = tone(look, "#C0692D", 0, 0.15);
  const furShade = tone(look, "#8A4520");
  const cream = tone(look, base.cream, 0, 0.1);
  const dark = "#24150E";
  const collar = tone(look, base.terracotta);
  const tag = tone(look, base.sunflower, 0, 0.2);
  return group([
    // Chest and shoulders.
    el("path", { d: "M50 68C34 70 22 82 17 98L11 126L89 126L83 98C78 82 66 70 50 68Z", fill: furShade }),
    el("path", { d: "M50 80C40 84 36 96 38 126L62 126C64 96 60 84 50 80Z", fill: cream }),
    el("path", { d: "M30 80C38 86 62 86 70 80L71 85C62 92 38 92 29 85Z", fill: collar }),
    el("circle", { cx: 50, cy: 92, r: 3.4, fill: tag }),
    // Ears: one floppy, one half-cocked.
    el("path", { d: "M34 28C24 28 16 38 15 52C15 60 19 64 24 62C28 56 32 46 38 36Z", fill: furShade }),
    el("path", { d: "M64 27C74 22 84 26 86 36C88 44 84 50 80 48C76 42 70 38 62 34Z", fill: furShade }),
    // Head.
    el("path", {
      d: "M50 24C64 24 72 32 72 46C72 58 66 66 62 72C58 78 54 81 50 81C46 81 42 78 38 72C34 66 28 58 28 46C28 32 36 24 50 24Z",
      fill: fur,
    }),
    el("path", { d: "M50 30C47.5 36 46.5 44 46 52L54 52C53.5 44 52.5 36 50 30Z", fill: cream }),
    el("ellipse", { cx: 50, cy: 68, rx: 13, ry: 11, fill: cream }),
    // Eyes with catch-lights, tan brows.
    el("ellipse", { cx: 40.5, cy: 42, rx: 3.2, ry: 1.6, fill: tone(look, "#E0A060", 0, 0.2) }),
    el("ellipse", { cx: 59.5, cy: 42, rx: 3.2, ry: 1.6, fill: tone(look, "#E0A060", 0, 0.2) }),
    el("circle", { cx: 41, cy: 48, r: 3.4, fill: dark }),
    el("circle", { cx: 59, cy: 48, r: 3.4, fill: dark }),
    el("circle", { cx: 42.1, cy: 46.9, r: 1.1, fill: "#FFF6E0" }),
    el("circle", { cx: 60.1, cy: 46.9, r: 1.1, fill: "#FFF6E0" }),
    // Nose, mouth and a bit of tongue.
    el("path", { d: "M44.5 60Q50 57.5 55.5 60Q55 65 50 66.5Q45 65 44.5 60Z", fill: dark }),
    el("path", {
      d: "M50 66.5V70M50 70C48 73 44 73 42.5 71M50 70C52 73 56 73 57.5 71",
      stroke: dark,
      "stroke-width": 1.1,
      fill: "none",
      "stroke-linecap": "round",
    }),
    el("path", { d: "M46.5 72.5C46.5 77 53.5 77 53.5 72.5C51 73.5 49 73.5 46.5 72.5Z", fill: "#D9707A" }),
  ]);
}

/** Warm backdrop: gradient, optional plaster wall, soft bokeh discs, vignette. */
function backdrop(c: Canvas, rng: Rng, look: MoodLook, mood: Mood, wall: boolean): string {
  const [top, bottom] =
    mood === "dusk"
      ? [base.duskBlue, "#C8705A"]
      : mood === "day"
        ? [mix(base.ochre, base.sand, 0.35), base.ochre]
        : mood === "night"
          ? ["#0C1630", base.duskBlue]
          : [mix(base.sunflower, base.ochre, 0.3), mix(base.ochre, base.terracotta, 0.4)];
  const parts = [
    el("rect", {
      x: 0,
      y: 0,
      width: c.w,
      height: c.h,
      fill: c.linear(
        [
          [0, top],
          [1, bottom],
        ],
        { x: 0, y: 0 },
        { x: c.w * 0.4, y: c.h },
      ),
    }),
  ];
  if (wall) {
    // Limewashed plaster: a few broad, barely-there patches.
    for (let i = 0; i < 14; i++) {
      parts.push(
        el("ellipse", {
          cx: rng.range(0, c.w),
          cy: rng.range(0, c.h),
          rx: rng.range(80, 300) * c.u,
          ry: rng.range(40, 160) * c.u,
          fill: rng.chance(0.5) ? base.sand : base.umber,
          "fill-opacity": rng.range(0.05, 0.12).toFixed(2),
        }),
      );
    }
  } else {
    const colours = [look.light, base.sunflower, base.cream, look.glow];
    for (let i = 0; i < 26; i++) {
      const colour = rng.pick(colours);
      const fill = c.radial([
        [0, colour, 0.55],
        [0.75, colour, 0.35],
        [1, colour, 0],
      ]);
      const r = rng.range(30, 140) * c.u;
      parts.push(el("circle", { cx: rng.range(0, c.w), cy: rng.range(0, c.h * 0.75), r, fill, opacity: rng.range(0.35, 0.9).toFixed(2) }));
    }
  }
  return group(parts);
}

export function sitterFor(file: string, rng: Rng): Sitter | "dog" {
  if (/canela|pipa|dog/.test(file)) return "dog";
  if (/elena|maya|girl/.test(file)) return "maya";
  if (/rafael|tomas/.test(file)) return "tomas";
  if (/carmen|remedios/.test(file)) return "remedios";
  return rng.pick(["maya", "tomas", "remedios"] as const);
}

/** A 4:5 headshot. */
export function headshotSvg(file: string, width: number, height: number, mood: Mood, rng: Rng): string {
  const c = new Canvas(width, height);
  const look = looks[mood];
  const sitter = sitterFor(file, rng);
  const wall = sitter === "tomas" || (sitter !== "dog" && rng.chance(0.3));
  const scale = width / 100;
  const body: string[] = [backdrop(c, rng.fork("backdrop"), look, mood, wall)];
  if (sitter === "dog") {
    body.push(place(dogFace(look), 0, 0, scale));
  } else {
    const colours = bustColours(look, sitter);
    const dx = rng.range(-8, 2) * scale;
    if (wall) {
      // Flat cast shadow on the wall behind, like hard afternoon sun.
      body.push(group([place(el("path", { d: PROFILE, fill: base.deepBrown }), dx - 9 * scale, -2 * scale, scale)], { opacity: 0.22 }));
    }
    body.push(place(bust(c, sitter, colours), dx, rng.range(-2, 3) * scale, scale));
  }
  body.push(
    el("rect", {
      x: 0,
      y: 0,
      width: c.w,
      height: c.h,
      fill: c.radial([
        [0, look.shade, 0],
        [0.6, look.shade, 0],
        [1, look.shade, 0.4],
      ]),
    }),
  );
  return c.render(body);
}
