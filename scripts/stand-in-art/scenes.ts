// Wide scenes (stills and on-set photos), one composition per subject. Each composition varies
// with the seeded generator and picks up hints from the file name (e.g. "granada", "fiesta").
import type { Mood, Subject } from "#src/content/build-time/schema/types.ts";
import {
  boomOperator,
  dog,
  gimbalOperator,
  lightStand,
  reflectorHolder,
  smallCar,
  tarpShelter,
  tripodCamera,
  woman,
  man,
} from "./figures.ts";
import { oliveGrove, pricklyPear, sunflowerField, useAt, defineSunflowers } from "./flora.ts";
import { furrows, groveDots, ground, hillArea, ridgeAt, ridgeLine } from "./land.ts";
import { hasWord, hillLayers, horizonHaze, makeStage, skyLayers, travellerGroup, vignette, type Stage } from "./layers.ts";
import { base, mix, tone } from "./palette.ts";
import { bust, bustColours, sitterFor } from "./portrait.ts";
import type { Rng } from "./random.ts";
import { dustyVan, pawPrints, perspectiveRoad, roadSign, telegraphPoles, type Road } from "./road.ts";
import { rain } from "./sky.ts";
import { el, group, place } from "./svg.ts";
import { alhambra, distantTown, lanternStrings, roadsideBar, whiteVillage } from "./village.ts";

type Ground = "sunflowers" | "olives" | "earth" | "straw";

/** Ground plane either side of an optional road: field, grove, ploughed earth or stubble. */
function groundLayer(st: Stage, kind: Ground, road: Road | null, inserts?: (near: number) => { s: number; markup: string }[]): string[] {
  const { c, look, horizon } = st;
  const r = st.rng.fork("ground");
  const vx = road ? road.centre(0.001) : c.w * r.range(0.3, 0.7);
  const clip = road ? c.clip(`M-10 -10H${c.w + 10}V${c.h + 10}H-10Z${road.outline}`, "evenodd") : undefined;
  const exclude = road ? (x: number, s: number) => road.covers(x, s, 0.45) : undefined;
  const parts: string[] = [];
  if (kind === "sunflowers") {
    parts.push(ground(c, horizon, tone(look, base.olive, 0.7), tone(look, base.leaf)));
    const near = c.h * r.range(0.05, 0.085);
    parts.push(
      sunflowerField(c, r, look, {
        horizon,
        vx,
        near,
        exclude,
        clip,
        squash: r.range(0.8, 1),
        lean: st.sunLeft ? -8 : 8,
        inserts: inserts?.(near),
      }),
    );
  } else if (kind === "olives") {
    parts.push(ground(c, horizon, tone(look, base.redEarth, 0.6, 0.2), tone(look, mix(base.redEarth, base.rust, 0.5))));
    parts.push(furrows(c, horizon, vx, 60, tone(look, base.rust), 0.35));
    parts.push(oliveGrove(c, r, look, { horizon, vx, size: c.h * r.range(0.3, 0.45), sunLeft: st.sunLeft, exclude }));
  } else if (kind === "earth") {
    parts.push(ground(c, horizon, tone(look, base.sand, 0.6, 0.2), tone(look, base.ochre, 0, 0.1)));
    parts.push(furrows(c, horizon, vx, 50, tone(look, base.umber), 0.3));
  } else {
    parts.push(ground(c, horizon, tone(look, base.straw, 0.6, 0.2), tone(look, mix(base.straw, base.ochre, 0.6))));
    parts.push(furrows(c, horizon, vx, 90, tone(look, base.cream), 0.18));
  }
  return parts;
}

function standardRoad(st: Stage, r: Rng, straight: boolean): Road {
  const { c, look, horizon } = st;
  return perspectiveRoad(c, r, look, {
    horizon,
    vx: c.w * r.range(0.35, 0.65),
    bottomX: c.w * r.range(0.3, 0.7),
    halfWidth: c.w * r.range(0.22, 0.38),
    bend: straight ? 0 : c.w * r.range(0.05, 0.35),
    kind: hasWord(st, "track", "tracks", "dusty", "harvest", "lost", "hitchhiking") || r.chance(0.3) ? "track" : "tarmac",
  });
}

function roadScene(st: Stage): string[] {
  const r = st.rng.fork("road");
  const straight = hasWord(st, "straight", "haze", "road", "first") || r.chance(0.3);
  const road = standardRoad(st, r, straight);
  const groundKind = hasWord(st, "granada", "sierra", "mountain", "turning", "pass")
    ? "straw"
    : r.pick(["sunflowers", "olives", "earth", "straw"] as const);
  const parts = [
    ...hillLayers(st, {
      sierra: hasWord(st, "sierra", "granada", "mountain", "pass", "turning") || undefined,
      snow: hasWord(st, "granada", "sierra"),
    }),
    ...groundLayer(st, groundKind, road),
    road.markup,
  ];
  if (hasWord(st, "granada", "last")) {
    parts.push(distantTown(st.c, r, st.look, road.centre(0.002), st.horizon, st.c.w * 0.3, st.mood === "dusk" || st.mood === "night"));
  }
  if (r.chance(0.55)) parts.push(telegraphPoles(st.c, st.look, road, r.chance(0.5) ? 1 : -1, st.c.h * 0.9));
  if (hasWord(st, "lost") && !hasWord(st, "bus")) parts.push(pawPrints(r, st.look, road));
  if (hasWord(st, "dusty", "van")) {
    parts.push(
      dustyVan(
        r,
        st.look,
        road,
        r.range(0.28, 0.4),
        smallCar(tone(st.look, base.cream, 0, 0.2), tone(st.look, mix(base.duskBlue, base.cream, 0.4)), st.look.silhouette),
      ),
    );
  }
  if (hasWord(st, "south", "sign")) {
    const s = 0.55;
    parts.push(roadSign(st.look, road.centre(s) + road.halfWidth(s) * 1.5, road.y(s), st.c.h * 0.09, true));
  }
  if (r.chance(0.45) || hasWord(st, "first", "steps")) {
    const s = r.range(0.25, 0.45);
    const x = road.centre(s) + road.halfWidth(s) * r.jitter(0.4);
    parts.push(place(travellerGroup(st, r.chance(0.3), "walk"), x, road.y(s), (st.c.h * 0.5 * s) / 100, r.chance(0.5)));
  }
  return parts;
}

function fieldScene(st: Stage): string[] {
  const { c, look, horizon } = st;
  const r = st.rng.fork("field");
  const parts = [...hillLayers(st, {})];
  const track = r.chance(0.3) ? standardRoad(st, r, r.chance(0.5)) : null;
  // Tomás (or the harvest gang) wading through the field, flowers in front of their legs.
  const pickers = hasWord(st, "harvest") ? 3 : hasWord(st, "thief", "tomas") ? 1 : 0;
  const flowers = { petal: tone(look, base.sunflower, 0, 0.25), seed: tone(look, base.seed) };
  const inserts = (near: number): { s: number; markup: string }[] =>
    Array.from({ length: pickers }, (_, i) => {
      const s = r.range(0.42, 0.62);
      const x = c.w * (pickers === 1 ? r.range(0.25, 0.75) : 0.2 + 0.3 * i + r.jitter(0.05));
      const scale = (15 * near * s) / 100;
      // Feet sunk below the row line, so the rows in front hide him from the waist down.
      return {
        s,
        markup: place(man(look.silhouette, "walk", flowers), x, horizon + (c.h - horizon) * s + 45 * scale, scale, r.chance(0.5)),
      };
    });
  parts.push(...groundLayer(st, "sunflowers", track, inserts));
  if (track) parts.push(track.markup);
  if (hasWord(st, "one", "sunflower", "girasol") || r.chance(0.35)) {
    // A hero bloom in the foreground, standing taller than the rest.
    const ids = defineSunflowers(c, look);
    const x = c.w * (r.chance(0.5) ? r.range(0.12, 0.3) : r.range(0.7, 0.88));
    const rad = c.h * r.range(0.16, 0.24);
    const y = c.h * r.range(0.32, 0.45);
    parts.push(
      el("path", {
        d: `M${x} ${y}Q${x + rad * 0.3} ${(y + c.h) / 2} ${x} ${c.h + 5}`,
        stroke: tone(look, base.leaf),
        "stroke-width": rad * 0.16,
        fill: "none",
      }),
    );
    parts.push(useAt(ids.near, x, y, rad * 0.95, rad, st.sunLeft ? -10 : 10));
  }
  return parts;
}

function olivesScene(st: Stage): string[] {
  const r = st.rng.fork("olives");
  const track = r.chance(0.35) ? standardRoad(st, r, true) : null;
  return [...hillLayers(st, { dots: true }), ...groundLayer(st, "olives", track), track?.markup ?? ""];
}

function villageScene(st: Stage): string[] {
  const { c, look, horizon } = st;
  const r = st.rng.fork("village");
  const night = st.mood === "night";
  const parts: string[] = [];
  const granada = hasWord(st, "granada", "alhambra", "remedios", "albaicin", "home");
  parts.push(...hillLayers(st, { sierra: granada || undefined, snow: granada, ridges: granada ? 1 : undefined }));
  if (hasWord(st, "bar")) {
    parts.push(...groundLayer(st, "straw", null));
    const road = perspectiveRoad(c, r, look, {
      horizon,
      vx: c.w * r.range(0.2, 0.8),
      bottomX: c.w * 0.5,
      halfWidth: c.w * 0.5,
      bend: 0,
      kind: "tarmac",
    });
    parts.push(road.markup);
    const size = c.h * 0.14;
    const x = road.centre(0.3) + (st.sunLeft ? -1 : 1) * (road.halfWidth(0.3) * 1.3) - (st.sunLeft ? size * 3.2 : 0);
    parts.push(roadsideBar(c, r, look, x, road.y(0.3), size, night || st.mood === "dawn", st.sunLeft));
    parts.push(telegraphPoles(c, look, road, st.sunLeft ? 1 : -1, c.h * 0.8));
    return parts;
  }
  const hillColour = tone(look, mix(base.olive, base.ochre, 0.4), 0.15);
  if (granada) {
    const line = ridgeLine(c, r, horizon + 2, horizon * 0.22);
    parts.push(hillArea(c, line, tone(look, mix(base.olive, base.ochre, 0.3), 0.3)));
    const x0 = c.w * r.range(0.1, 0.4);
    parts.push(
      alhambra(r, look, x0, x0 + c.w * r.range(0.35, 0.5), ridgeAt(line, x0 + c.w * 0.2) + c.h * 0.02, c.h * 0.07, st.sunLeft, night),
    );
  }
  parts.push(...groundLayer(st, r.pick(["straw", "olives", "earth"] as const), null));
  const width = c.w * r.range(0.4, 0.65) * (granada ? 1.4 : 1);
  const foot = horizon + (c.h - horizon) * r.range(0.45, 0.7);
  parts.push(
    whiteVillage(c, r, look, {
      cx: c.w * r.range(0.3, 0.7),
      baseY: foot,
      width,
      height: c.h * r.range(0.3, 0.42) * (granada ? 0.8 : 1),
      distance: 0.1,
      night: night || st.mood === "dusk",
      sunLeft: st.sunLeft,
      hill: hillColour,
    }),
  );
  // A low bank in front hides the foot of the village hill.
  const bank = ridgeLine(c, r, foot, (c.h - horizon) * 0.14, 2);
  parts.push(hillArea(c, bank, tone(look, mix(base.olive, base.umber, 0.35), 0.05)));
  parts.push(groveDots(c, r, bank, (c.h - horizon) * 0.3, tone(look, base.oliveDark)));
  // Foreground: a clump of prickly pear in one corner.
  const corner = r.chance(0.5) ? c.w * r.range(0.02, 0.15) : c.w * r.range(0.85, 0.98);
  if (!night && r.chance(0.6)) parts.push(pricklyPear(r, corner, c.h * 1.04, c.h * 0.32, look));
  if (night || hasWord(st, "fiesta", "lanterns")) parts.push(lanternStrings(c, r, look, r.int(2, 3), -c.h * 0.05, c.h * 0.25));
  return parts;
}

function travellersScene(st: Stage): string[] {
  const { c, look, horizon } = st;
  const r = st.rng.fork("travellers");
  const withMan = hasWord(st, "us", "and", "sierra", "ridge", "tomas", "dance", "camp") || r.chance(0.3);
  const setting = hasWord(st, "sierra", "ridge") ? "ridge" : r.pick(["ridge", "road", "field"] as const);
  const parts = [...hillLayers(st, { sierra: setting === "ridge" || undefined, snow: hasWord(st, "sierra") })];
  if (setting === "ridge") {
    // Figures on a crest, silhouetted against the sky.
    parts.push(...groundLayer(st, r.pick(["olives", "straw", "sunflowers"] as const), null));
    const line = ridgeLine(c, r, c.h * 1.02, c.h * r.range(0.2, 0.3), 2);
    parts.push(hillArea(c, line, tone(look, mix(base.olive, base.deepBrown, 0.45))));
    const x = c.w * (st.sunLeft ? r.range(0.3, 0.5) : r.range(0.5, 0.7));
    parts.push(
      place(
        travellerGroup(st, withMan, r.chance(0.6) ? "stand" : "walk"),
        x,
        ridgeAt(line, x) + c.h * 0.01,
        (c.h * r.range(0.34, 0.44)) / 100,
        r.chance(0.5),
      ),
    );
  } else if (setting === "road") {
    const road = standardRoad(st, r, r.chance(0.5));
    parts.push(...groundLayer(st, r.pick(["sunflowers", "straw", "earth"] as const), road), road.markup);
    const s = r.range(0.6, 0.8);
    parts.push(place(travellerGroup(st, withMan, "walk"), road.centre(s), road.y(s), (c.h * 0.6 * s) / 100, r.chance(0.5)));
  } else {
    parts.push(...groundLayer(st, "sunflowers", null));
    const y = horizon + (c.h - horizon) * 0.95;
    parts.push(el("rect", { x: 0, y: y - c.h * 0.02, width: c.w, height: c.h, fill: tone(look, base.sand) }));
    parts.push(place(travellerGroup(st, withMan, "walk"), c.w * r.range(0.3, 0.7), y + c.h * 0.02, (c.h * 0.42) / 100, r.chance(0.5)));
  }
  if (st.mood === "night" && (hasWord(st, "fiesta", "dance") || r.chance(0.5)))
    parts.push(lanternStrings(c, r, look, 2, -c.h * 0.05, c.h * 0.2));
  return parts;
}

function portraitScene(st: Stage, file: string): string[] {
  const { c, look } = st;
  const r = st.rng.fork("portrait");
  const parts = [...hillLayers(st, {}), ...groundLayer(st, r.pick(["sunflowers", "straw", "olives"] as const), null)];
  const sitter = sitterFor(file, r);
  const who = sitter === "dog" ? "maya" : sitter;
  const scale = (c.h * 1.05) / 125;
  const right = !st.sunLeft;
  // Face turned towards the sun, the figure filling one side of the frame.
  const x = right ? c.w * r.range(0.02, 0.12) : c.w * r.range(0.88, 0.98);
  const shading = hasWord(st, "girl", "shading") || r.chance(0.3);
  parts.push(place(bust(c, who, bustColours(look, who), shading), x, c.h - 125 * scale + c.h * 0.02, scale, !right));
  return parts;
}

function crewScene(st: Stage): string[] {
  const { c, look, horizon } = st;
  const r = st.rng.fork("crew");
  const backdrop: Ground = hasWord(st, "field", "sunflower", "sunflowers", "setup")
    ? "sunflowers"
    : hasWord(st, "olive", "lunch")
      ? "olives"
      : r.pick(["straw", "earth", "sunflowers"] as const);
  const parts = [...hillLayers(st, { sierra: hasWord(st, "sierra") || undefined, snow: hasWord(st, "sierra") })];
  const road =
    backdrop === "olives" || (!hasWord(st, "car", "road", "dawn", "gimbal") && r.chance(0.45)) ? null : standardRoad(st, r, true);
  parts.push(...groundLayer(st, backdrop, road));
  if (road) parts.push(road.markup);
  if (hasWord(st, "village", "square", "night", "lanterns")) {
    parts.push(
      whiteVillage(c, r, look, {
        cx: c.w * r.range(0.2, 0.8),
        baseY: horizon + c.h * 0.05,
        width: c.w * 0.4,
        height: c.h * 0.22,
        distance: 0.3,
        night: st.mood === "night" || st.mood === "dusk",
        sunLeft: st.sunLeft,
        hill: tone(look, base.olive, 0.3),
      }),
    );
  }
  const groundY = horizon + (c.h - horizon) * r.range(0.5, 0.7);
  const scale = (c.h * r.range(0.3, 0.38)) / 100;
  const ink = look.silhouette;
  const car = smallCar(
    tone(look, r.pick([base.cream, base.terracotta, base.sunflower]), 0, 0.2),
    tone(look, mix(base.duskBlue, base.cream, 0.4)),
    ink,
  );
  const kit: string[] = [];
  if (hasWord(st, "gimbal")) kit.push(gimbalOperator(ink));
  if (hasWord(st, "boom", "sound")) kit.push(boomOperator(ink));
  if (hasWord(st, "tripod", "setup", "sierra", "dawn")) kit.push(tripodCamera(ink));
  if (hasWord(st, "magic", "reflector", "canela")) kit.push(reflectorHolder(ink, tone(look, base.sunflower, 0, 0.4)));
  if (hasWord(st, "storm", "tarp", "cover", "rain")) kit.push(tarpShelter(ink, tone(look, base.duskBlue, 0, 0.2)));
  if (hasWord(st, "night", "lanterns", "lights")) kit.push(lightStand(ink, base.lantern));
  if (hasWord(st, "car", "canela", "wrap", "lunch")) kit.push(car);
  // Fill up to three with kit not already in the frame: one of each, like the real crew of five.
  const extras = [
    gimbalOperator(ink),
    boomOperator(ink),
    tripodCamera(ink),
    woman(ink, "stand"),
    reflectorHolder(ink, tone(look, base.sunflower, 0, 0.4)),
  ].filter((item) => !kit.includes(item));
  const count = r.int(3, 4);
  while (kit.length < count) kit.push(extras.splice(r.int(0, extras.length - 1), 1)[0]!);
  // Spread across the frame at slightly different depths; draw the farthest first.
  const placed = kit.map((item, i) => ({
    item,
    x: c.w * (0.1 + (0.8 * (i + 0.5)) / kit.length + r.jitter(0.035)),
    depth: r.range(0.8, 1.1),
    mirror: r.chance(0.35),
  }));
  placed.sort((a, b) => a.depth - b.depth);
  for (const p of placed) parts.push(place(p.item, p.x, groundY + (p.depth - 1) * c.h * 0.35, scale * p.depth, p.mirror));
  const carSpot = placed.find((p) => p.item === car);
  if (hasWord(st, "canela", "rest")) {
    // Canela in the car's shade.
    const x = carSpot ? carSpot.x + 95 * scale * carSpot.depth * (carSpot.mirror ? -1 : 1) : c.w * 0.5;
    const depth = carSpot ? carSpot.depth + 0.04 : 1;
    parts.push(place(dog(ink, "lie"), x, groundY + (depth - 1) * c.h * 0.35, scale * depth * 1.5, !carSpot?.mirror));
  } else if (r.chance(0.35)) {
    parts.push(place(dog(ink, "sit"), c.w * r.range(0.1, 0.9), groundY + c.h * 0.05, scale * 1.1, r.chance(0.5)));
  }
  return parts;
}

/** A full wide scene (still or on-set photo) as an SVG document. */
export function wideSceneSvg(file: string, width: number, height: number, mood: Mood, subject: Subject, rng: Rng): string {
  const horizonRange: Record<Subject, readonly [number, number]> = {
    road: [0.42, 0.58],
    field: [0.4, 0.55],
    village: [0.5, 0.62],
    olives: [0.38, 0.52],
    travellers: [0.48, 0.62],
    portrait: [0.5, 0.65],
    crew: [0.45, 0.58],
  };
  const st = makeStage(file, width, height, mood, rng, horizonRange[subject]);
  const body = [...skyLayers(st)];
  switch (subject) {
    case "road":
      body.push(...roadScene(st));
      break;
    case "field":
      body.push(...fieldScene(st));
      break;
    case "olives":
      body.push(...olivesScene(st));
      break;
    case "village":
      body.push(...villageScene(st));
      break;
    case "travellers":
      body.push(...travellersScene(st));
      break;
    case "portrait":
      body.push(...portraitScene(st, file));
      break;
    case "crew":
      body.push(...crewScene(st));
      break;
  }
  if (mood === "storm") body.push(rain(st.c, rng.fork("rain"), mix(st.look.light, "#FFFFFF", 0.4)));
  // Haze knits the distance together; skipped where a figure fills the foreground.
  if (subject !== "portrait") body.push(horizonHaze(st, mood === "day" ? 0.18 : 0.1));
  body.push(vignette(st.c, st.look.shade, mood === "night" ? 0.55 : 0.35));
  return st.c.render([group(body)]);
}
