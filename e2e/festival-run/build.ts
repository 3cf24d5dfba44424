// Builds the site from the festival-run fixture (e2e/festival-run/site.ts) for the benchmark; the
// browser tests serve theirs with e2e/support/fixture-server.ts.
import { buildFixtureSite, fixtureSiteRoot } from "../../scripts/test/fixture-site.ts";
import { festivalRunSite } from "./site.ts";

/** Builds the fixture site in `$TMPDIR/film-site-<name>-<checkout>` and returns that copy's path. */
export function buildFestivalRun(name = "festival-run"): string {
  return buildFixtureSite({ ...festivalRunSite, name, imagesFrom: fixtureSiteRoot("seed") });
}
