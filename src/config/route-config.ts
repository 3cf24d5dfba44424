import { type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import type { Page } from "./pages.ts";

// Apart from pages.ts, which the site's script imports: this module loads React Router's build tooling.

/**
 * React Router's route config for the pages, in registry order: "/" is the index route, the
 * others are paths relative to the root. Route ids stay React Router's default, the module file
 * without its extension ("routes/about").
 */
export function routeConfigOf(list: readonly Page[]): RouteConfigEntry[] {
  return list.map((p) => (p.path === "/" ? index(p.file) : route(p.path.replace(/^\//, ""), p.file)));
}
