// The two showpieces. Poster: a tall frame with a huge banded sun, an empty road to the horizon
// and Maya and Pipa walking it, sky left clear up top for the title. Key art: a wide golden
// sunset with the road running through sunflower fields and the three travellers.
import type { Mood } from "#src/content/build-time/schema/types.ts";
import { sunflowerField } from "./flora.ts";
import { ground, hillArea, ridgeLine, sierra } from "./land.ts";
import { hillLayers, horizonHaze, makeStage, travellerGroup, vignette } from "./layers.ts";
import { base, mix, tone } from "./palette.ts";
import type { Rng } from "./random.ts";
import { perspectiveRoad, telegraphPoles } from "./road.ts";
import { celestialBody, clouds, skyGradient, starField, sunBands } from "./sky.ts";
import { group, place } from "./svg.ts";

export function posterSvg(file: string, width: number, height: number, mood: Mood, rng: Rng): string {
  const st = makeStage(file, width, height, mood, rng, [0.6, 0.62]);
  const { c, look, horizon } = st;
  const r = rng.fork("poster");
  const sun = { x: c.w * 0.5, y: horizon - c.w * 0.06 };
  const sunR = c.w * 0.36;
  // Bands in the dusky rose of the sky above, so the sun reads as cut by strips of sky.
  const skyBand = mix("#9B5A6E", "#E27D48", 0.45);
  const body = [
    skyGradient(c, look, horizon),
    starField(c, r, horizon * 0.55, 70, base.cream),
    celestialBody(c, { ...look, glow: look.glow }, sun, sunR),
    sunBands(sun, sunR, skyBand, 6),
    clouds(c, look, r, horizon, "dusk"),
    sierra(c, r, {
      baseY: horizon + 2,
      height: horizon * 0.1,
      fill: tone(look, mix(base.duskBlue, base.terracotta, 0.3), 0.5),
      litFill: tone(look, mix(base.terracotta, base.ochre, 0.5), 0.4, 0.3),
      sunX: sun.x,
    }),
    hillArea(c, ridgeLine(c, r, horizon + 2, horizon * 0.04), tone(look, mix(base.olive, base.duskBlue, 0.3), 0.3)),
  ];
  const road = perspectiveRoad(c, r, look, { horizon, vx: c.w * 0.5, bottomX: c.w * 0.5, halfWidth: c.w * 0.62, bend: 0, kind: "tarmac" });
  body.push(ground(c, horizon, tone(look, base.olive, 0.5, 0.3), tone(look, base.oliveDark)));
  body.push(
    sunflowerField(c, r, look, {
      horizon,
      vx: c.w * 0.5,
      near: c.w * 0.075,
      exclude: (x, s) => road.covers(x, s, 0.5),
      clip: c.clip(`M-10 -10H${c.w + 10}V${c.h + 10}H-10Z${road.outline}`, "evenodd"),
      lean: 0,
      squash: 0.9,
    }),
  );
  body.push(road.markup);
  body.push(telegraphPoles(c, look, road, -1, c.h * 0.45));
  const s = 0.16;
  body.push(place(travellerGroup(st, false, "walk"), road.centre(s) + road.halfWidth(s) * 0.15, road.y(s), (c.h * 0.85 * s) / 100, true));
  body.push(horizonHaze(st, 0.12), vignette(c, look.shade, 0.45));
  return c.render(body);
}

export function keyArtSvg(file: string, width: number, height: number, mood: Mood, rng: Rng): string {
  const st = makeStage(file, width, height, mood, rng, [0.5, 0.52]);
  const { c, look, horizon } = st;
  const r = rng.fork("keyart");
  const sun = { x: c.w * 0.64, y: horizon - c.h * 0.07 };
  const sunR = c.h * 0.13;
  const body = [
    skyGradient(c, look, horizon),
    celestialBody(c, look, sun, sunR),
    clouds(c, look, r, horizon, "dusk"),
    ...hillLayers({ ...st, sun }, { sierra: true, ridges: 2, dots: true, scale: 0.8 }),
  ];
  const road = perspectiveRoad(c, r, look, {
    horizon,
    vx: sun.x,
    bottomX: c.w * 0.36,
    halfWidth: c.w * 0.26,
    bend: c.w * 0.12,
    kind: "track",
  });
  body.push(ground(c, horizon, tone(look, base.olive, 0.5, 0.3), tone(look, base.leaf)));
  body.push(
    sunflowerField(c, r, look, {
      horizon,
      vx: sun.x,
      near: c.h * 0.08,
      exclude: (x, s) => road.covers(x, s, 0.45),
      clip: c.clip(`M-10 -10H${c.w + 10}V${c.h + 10}H-10Z${road.outline}`, "evenodd"),
      lean: 12,
      squash: 0.85,
    }),
  );
  body.push(road.markup);
  const s = 0.42;
  body.push(place(travellerGroup({ ...st, rng: r }, true, "walk"), road.centre(s), road.y(s), (c.h * 0.62 * s) / 100, false));
  body.push(horizonHaze(st, 0.15), vignette(c, look.shade, 0.4));
  return c.render([group(body)]);
}
